import FoundationEssentials

/// Your questions with their review states, in the order you added them:
/// what `play review` asks and `quizctl review` shows.
///
/// A deck card is listed by its id and front alone; it becomes a question
/// (its wrong options drawn from its deck's answers) only when it is
/// asked, so listing 30,000 cards builds no options and no distractor pool.
public struct ReviewCollection: Sendable {
    public struct Entry: Sendable, Hashable {
        /// The question's id, which its review state is filed under.
        public var id: String
        /// What it asks: the question's text, a deck card's front.
        public var text: String
        public var card: ReviewCard
        /// Where the question stands in the bank: the tie-break of equal due dates.
        public var position: Int
        fileprivate var origin: Origin
    }

    /// Indexes, not the question itself: an entry is copied by every
    /// filter of the queue, and a question inline would make each copy of
    /// 30,000 entries several megabytes.
    fileprivate enum Origin: Sendable, Hashable {
        /// The question at this index of `bank`.
        case question(Int)
        /// The card at `card` of the deck at `deck` in `decks`.
        case deckCard(deck: Int, card: Int)
    }

    public let entries: [Entry]
    /// Your questions, in bank order.
    private let bank: [Question]
    /// The decks whose cards are listed: every deck with two answers or more.
    private let decks: [StoredDeck]

    /// `questions` in bank order; a question without a state is new.
    public init(questions: [Question], cards: [String: ReviewCard]) {
        self.init(questions: questions, decks: [], cards: cards)
    }

    /// `questions` in bank order, then the cards of `decks` that can be
    /// asked: a card of a deck with no other answer cannot be asked in any
    /// mode, so it is left out rather than counted due and never asked.
    init(questions: [Question], decks: [StoredDeck], cards: [String: ReviewCard]) {
        let playable = decks.filter(Self.isPlayable)
        var entries: [Entry] = []
        entries.reserveCapacity(questions.count + playable.reduce(0) { $0 + $1.cards.count })
        for (index, question) in questions.enumerated() {
            entries.append(
                Entry(
                    id: question.id, text: question.text, card: cards[question.id] ?? ReviewCard(), position: entries.count,
                    origin: .question(index)))
        }
        for (deckIndex, deck) in playable.enumerated() {
            for (cardIndex, stored) in deck.cards.enumerated() {
                entries.append(
                    Entry(
                        id: stored.id, text: stored.front, card: cards[stored.id] ?? ReviewCard(), position: entries.count,
                        origin: .deckCard(deck: deckIndex, card: cardIndex)))
            }
        }
        self.entries = entries
        bank = questions
        self.decks = playable
    }

    /// Your questions, the cards of your decks and their states folded
    /// from the review log: what `play review` asks, `quizctl review` counts
    /// and lists, and the menu's "Review (N due)" counts.
    public static func load(_ material: ReviewMaterial) throws -> ReviewCollection {
        ReviewCollection(questions: try material.questions(), decks: try material.decks.decks(), cards: try material.states())
    }

    /// Every entry as `quizctl review --json` lists it, in order.
    public var listed: [ReviewListedCard] {
        entries.map { ReviewListedCard(id: $0.id, text: $0.text, card: $0.card) }
    }

    /// The question `entry` asks. A deck card's wrong options are drawn
    /// with a seed of its deck and its own id, so the same card shows the
    /// same options whichever others are asked with it. For many entries,
    /// `questions(for:shapedAs:limit:)` draws each deck's answers once.
    public func question(for entry: Entry) -> Question? {
        var pools: [Int: DeckQuestions] = [:]
        return question(for: entry, pools: &pools)
    }

    /// The questions of `entries` in `format`, in order, up to `limit`:
    /// only these are built. An entry that cannot take the format is passed over.
    public func questions(for entries: [Entry], shapedAs format: QuestionFormat, limit: Int) -> [Question] {
        var pools: [Int: DeckQuestions] = [:]
        var made: [Question] = []
        for entry in entries where made.count < limit {
            if let question = question(for: entry, pools: &pools)?.shaped(as: format) { made.append(question) }
        }
        return made
    }

    private func question(for entry: Entry, pools: inout [Int: DeckQuestions]) -> Question? {
        switch entry.origin {
        case .question(let index):
            return bank[index]
        case .deckCard(let deckIndex, let cardIndex):
            let deck = decks[deckIndex]
            let questions = pools[deckIndex] ?? DeckQuestions(deck: deck)
            pools[deckIndex] = questions
            let stored = deck.cards[cardIndex]
            var random = SplitMix64(seed: 0).derived(deck.summary.key).derived(stored.id)
            return questions.choice(stored, using: &random)
        }
    }

    /// Whether a deck's answers differ (ignoring case, as its distractors do).
    private static func isPlayable(_ deck: StoredDeck) -> Bool {
        guard let first = deck.cards.first.map({ answerKey($0.back) }) else { return false }
        return deck.cards.contains { answerKey($0.back) != first }
    }

    /// What a card's answer is compared by: a deck can be asked when two of
    /// its cards' answers have different keys (the other is a wrong option).
    public static func answerKey(_ answer: String) -> String { DistractorPool.key(answer) }

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
        // Lazily: a large deck's new cards are not copied to take a few.
        let fresh = entries.lazy.filter { $0.card.phase == .new }.prefix(max(0, newPerDay - startedToday))
        return stepping + reviewing + Array(fresh)
    }

    /// Counts of `quizctl review`, and its forecast by `forecasting`'s model when given.
    public func overview(at now: Date, newPerDay: Int, forecasting scheduler: FSRSScheduler? = nil) -> ReviewOverview {
        var tally = OverviewTally(now: now, forecasting: scheduler)
        for entry in entries { tally.add(entry.card) }
        return tally.overview(newPerDay: newPerDay)
    }

    /// The overview of `material` without building its entries: counting
    /// needs each card's state, not its text, so the decks' cards come as
    /// ids. `quizctl review` and the menu's count with a 30,000-card deck:
    /// 137 million instructions through `load`.
    public static func overview(
        of material: ReviewMaterial, at now: Date, newPerDay: Int, forecasting scheduler: FSRSScheduler? = nil
    ) throws -> ReviewOverview {
        let states = try material.states()
        var tally = OverviewTally(now: now, forecasting: scheduler)
        for question in try material.questions() { tally.add(states[question.id] ?? ReviewCard()) }
        for id in try material.deckCardIDs() { tally.add(states[id] ?? ReviewCard()) }
        return tally.overview(newPerDay: newPerDay)
    }

    /// The counts, and the forecast when one is asked for, card by card.
    private struct OverviewTally {
        var counter: ReviewCounter
        var forecast: ReviewForecast?

        init(now: Date, forecasting scheduler: FSRSScheduler?) {
            counter = ReviewCounter(now: now)
            forecast = scheduler.map { ReviewForecast(now: now, scheduler: $0) }
        }

        mutating func add(_ card: ReviewCard) {
            counter.count(card)
            forecast?.add(card)
        }

        func overview(newPerDay: Int) -> ReviewOverview {
            ReviewOverview(counter: counter, forecast: forecast, newPerDay: newPerDay)
        }
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
