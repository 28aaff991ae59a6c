import FoundationEssentials

/// The stores of one data folder that are still files: the decks and the
/// review log, with your questions (kept by QuizStore in quizctl.db) handed
/// in, since the review lists them with the decks' cards. QuizStore's
/// `DataStores` holds what moved into quizctl.db and hands these on.
public struct FileStores: Sendable {
    public let directory: DataDirectory
    /// Told of every damaged file moved aside, so a store made later for
    /// the same folder (the imported movie list) reports the same way.
    public let onQuarantine: QuarantineHandler
    /// Your questions, as the store that keeps them hands them in.
    public let questions: CustomQuestions
    private let clock: WallClock

    public init(
        directory: DataDirectory, clock: WallClock = .live, questions: CustomQuestions, onQuarantine: @escaping QuarantineHandler
    ) {
        self.directory = directory
        self.onQuarantine = onQuarantine
        self.questions = questions
        self.clock = clock
    }

    // Each store is made when asked for: it is a few values, but naming its
    // file is a URL to build.

    /// Each question's review state (reviews.jsonl): kept apart from the
    /// history, so clearing the history keeps what you have learnt.
    public var reviews: ReviewLog {
        ReviewLog(url: directory.file("reviews.jsonl"), clock: clock, onQuarantine: onQuarantine)
    }

    /// Decks imported from other flashcard tools (decks/, one file a deck).
    public var decks: DeckStore { DeckStore(directory: directory, clock: clock, onQuarantine: onQuarantine) }
}
