import FoundationEssentials

/// The stores of one data folder that are still files: your questions.
/// QuizStore's `DataStores` holds what moved into quizctl.db (games,
/// statistics, settings, decks, the review log) and hands these on.
public struct FileStores: Sendable {
    public let directory: DataDirectory
    /// Told of every damaged file moved aside, so a store made later for
    /// the same folder (the imported movie list) reports the same way.
    public let onQuarantine: QuarantineHandler
    private let clock: WallClock

    public init(directory: DataDirectory, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.directory = directory
        self.onQuarantine = onQuarantine
        self.clock = clock
    }

    // Each store is made when asked for: it is a few values, but naming its
    // file is a URL to build.

    public var questions: QuestionBankStore {
        QuestionBankStore(url: directory.file("questions.json"), clock: clock, onQuarantine: onQuarantine)
    }
}
