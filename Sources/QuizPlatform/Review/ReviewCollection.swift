import Foundation

/// Your questions with their review states, in the order you added them:
/// what `play review` asks and `quizctl review` shows.
public struct ReviewCollection: Sendable {
    public struct Entry: Sendable, Hashable {
        public var question: Question
        public var card: ReviewCard
        /// Where the question stands in the bank: the tie-break of equal due dates.
        public var position: Int
    }

    public let entries: [Entry]

    /// `questions` in bank order; a question without a state is new.
    public init(questions: [Question], cards: [String: ReviewCard]) {
        entries = questions.enumerated().map { position, question in
            Entry(question: question, card: cards[question.id] ?? ReviewCard(), position: position)
        }
    }

    /// Your questions (questions.json), the cards of your decks, and the
    /// review log folded. When the log has grown well past the number of
    /// cards, it is compacted on the way (best effort: a read-only folder
    /// still reads), keeping only the states of questions and cards that
    /// still exist.
    public static func load(questions: QuestionBankStore, decks: DeckStore, reviews: ReviewLog) throws -> ReviewCollection {
        let bank = try questions.load().questions.map(\.question)
        let cards = try deckQuestions(decks.decks())
        let all = bank + cards
        let contents = try reviews.contents()
        if contents.needsCompaction { try? reviews.compact(keeping: Set(all.map(\.id))) }
        return ReviewCollection(questions: all, cards: contents.cards)
    }

    /// `load` from a data folder's stores.
    public static func load(stores: DataStores) throws -> ReviewCollection {
        try load(questions: stores.questions, decks: stores.decks, reviews: stores.reviews)
    }

    /// Every deck card as a choice question, its wrong options drawn with a
    /// seed of its own deck, so the same card shows the same options. A
    /// card of a deck with no other answer cannot be asked in any mode, so
    /// it is left out rather than counted due and never asked.
    static func deckQuestions(_ decks: [StoredDeck]) -> [Question] {
        decks.flatMap { deck in
            let questions = DeckQuestions(deck: deck)
            var random = SplitMix64(seed: 0).derived(deck.summary.key)
            return deck.cards.compactMap { questions.choice($0, using: &random) }
        }
    }

    /// The cards a review session asks at `now`, in order: learning and
    /// relearning cards due, then review cards due, each by due date; then
    /// new cards in the order added, as many as `newPerDay` allows after the
    /// new cards already started today (UTC).
    public func queue(at now: Date, newPerDay: Int) -> [Entry] {
        let due = entries.filter { $0.card.isDue(at: now) }.sorted(by: Self.byDueDate)
        let stepping = due.filter { $0.card.phase == .learning || $0.card.phase == .relearning }
        let reviewing = due.filter { $0.card.phase == .review }
        let today = ReviewDay(containing: now)
        let startedToday = entries.count { $0.card.firstReview.map(today.contains) ?? false }
        let fresh = entries.filter { $0.card.phase == .new }.prefix(max(0, newPerDay - startedToday))
        return stepping + reviewing + fresh
    }

    /// Counts and the forecast of `quizctl review`.
    public func overview(at now: Date, newPerDay: Int) -> ReviewOverview {
        var counter = ReviewCounter(now: now)
        for entry in entries { counter.count(entry.card) }
        return ReviewOverview(counter: counter, newPerDay: newPerDay)
    }

    private static func byDueDate(_ a: Entry, _ b: Entry) -> Bool {
        let first = a.card.due ?? .distantFuture
        let second = b.card.due ?? .distantFuture
        return first != second ? first < second : a.position < b.position
    }
}

/// A UTC day, the unit of the daily limit and of the forecast (as the daily
/// challenge's day is UTC).
public struct ReviewDay: Sendable, Hashable {
    public let start: Date

    public init(containing date: Date) {
        start = Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400)
    }

    public var end: Date { start.addingTimeInterval(86_400) }

    public func contains(_ date: Date) -> Bool { start <= date && date < end }

    /// Whole days from this day to the day of `date` (negative before it).
    public func days(until date: Date) -> Int {
        Int((date.timeIntervalSince(start) / 86_400).rounded(.down))
    }
}
