import FoundationEssentials

/// The stores of one data folder that are still files: your questions, the
/// decks and the review log. QuizStore's `DataStores` holds what moved into
/// quizctl.db (games, statistics, settings) and hands these on.
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

    /// Each question's review state (reviews.jsonl): kept apart from the
    /// history, so clearing the history keeps what you have learnt.
    public var reviews: ReviewLog {
        ReviewLog(url: directory.file("reviews.jsonl"), clock: clock, onQuarantine: onQuarantine)
    }

    /// Decks imported from other flashcard tools (decks/, one file a deck).
    public var decks: DeckStore { DeckStore(directory: directory, clock: clock, onQuarantine: onQuarantine) }
}
