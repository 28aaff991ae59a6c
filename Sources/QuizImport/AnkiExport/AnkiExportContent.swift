import FoundationEssentials
import QuizPlatform

/// What `quizctl export --format apkg` puts in a package: your questions,
/// your decks, every card's review state and the review log, and the time
/// of the export (the injected clock's), which is the package's only date
/// of its own.
public struct AnkiExportContent: Sendable {
    public var questions: [CustomQuestion]
    public var decks: [StoredDeck]
    /// Review states by question or card id; a card without one is new.
    public var states: [String: ReviewCard]
    /// The review log, in the order recorded.
    public var events: [ReviewEvent]
    public var now: Date

    public init(questions: [CustomQuestion], decks: [StoredDeck], states: [String: ReviewCard], events: [ReviewEvent], now: Date) {
        self.questions = questions
        self.decks = decks
        self.states = states
        self.events = events
        self.now = now
    }

    /// The deck your own questions go in: "quizctl", or "quizctl (2)"… when one of your decks bears that name.
    var questionDeckName: String {
        let taken = Set(decks.map(\.summary.key))
        var name = "quizctl"
        var number = 2
        while taken.contains(DeckSummary.key(of: name)) {
            name = "quizctl (\(number))"
            number += 1
        }
        return name
    }
}
