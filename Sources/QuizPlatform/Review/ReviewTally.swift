import FoundationEssentials

/// The counts of `quizctl review`, of the menu's "Review (N due)" and of the
/// review source's status, without building the review collection: no
/// question, no wrong options, no list of cards. Your questions and every
/// deck are read one card at a time, each card's state looked up in the
/// folded review log and counted (`ReviewCounter`).
///
/// Nothing is kept between runs, so nothing can be stale: a deck removed or
/// re-imported is counted as it now is, and the states of cards that no
/// longer exist (kept in the log until its next compaction) are not counted.
public enum ReviewTally {
    /// Counts every card you can review at `now`, as `ReviewCollection.load`
    /// would list them. Like it, compacts the log on the way when it has
    /// grown well past the cards (best effort: a read-only folder still
    /// counts); only then are the ids of every card gathered.
    public static func overview(stores: FileStores, at now: Date, newPerDay: Int) throws -> ReviewOverview {
        try overview(stores: stores, at: now, newPerDay: newPerDay, listedTo: nil)
    }

    /// `overview`, handing every card to `listing` on the way, as
    /// `ReviewCollection.load` lists them and in its order: `review --json`
    /// writes them one at a time. A deck is read twice (whether it can be
    /// asked is known only at its end), rather than held.
    public static func overview(
        stores: FileStores, at now: Date, newPerDay: Int, listing: (ReviewListedCard) throws -> Void
    ) throws -> ReviewOverview {
        // Optional closures escape in the type system; this one is only called meanwhile.
        try withoutActuallyEscaping(listing) { try overview(stores: stores, at: now, newPerDay: newPerDay, listedTo: $0) }
    }

    private static func overview(
        stores: FileStores, at now: Date, newPerDay: Int, listedTo listing: ((ReviewListedCard) throws -> Void)?
    ) throws -> ReviewOverview {
        let contents = try stores.reviews.contents()
        let counter = try count(questions: stores.questions, decks: stores.decks, states: contents.cards, at: now, listing: listing)
        if contents.needsCompaction, let ids = try? ids(questions: stores.questions, decks: stores.decks) {
            try? stores.reviews.compact(keeping: ids)
        }
        return ReviewOverview(counter: counter, newPerDay: newPerDay)
    }

    static func count(
        questions: CustomQuestions, decks: DeckStore, states: [String: ReviewCard], at now: Date,
        listing: ((ReviewListedCard) throws -> Void)? = nil
    ) throws -> ReviewCounter {
        var counter = ReviewCounter(now: now)
        try questions.forEachQuestion { question in
            let id = question.id.uuidString
            let state = states[id] ?? ReviewCard()
            counter.count(state)
            try listing?(ReviewListedCard(id: id, text: question.entry.text, card: state))
        }
        try decks.forEachDeck { deck in
            let counted = try deck.reduceCards(into: DeckCount(now: now)) { $0.count($1, state: states[$1.id] ?? ReviewCard()) }
            guard counted.answers.isPlayable else { return }
            counter.merge(counted.counter)
            guard let listing else { return }
            try deck.reduceCards(into: ()) { _, card in
                try listing(ReviewListedCard(id: card.id, text: card.front, card: states[card.id] ?? ReviewCard()))
            }
        }
        return counter
    }

    /// The ids `ReviewCollection` lists: your questions', and the cards' of
    /// every deck with two answers or more.
    private static func ids(questions: CustomQuestions, decks: DeckStore) throws -> Set<String> {
        var ids: Set<String> = []
        try questions.forEachQuestion { ids.insert($0.id.uuidString) }
        try decks.forEachDeck { deck in
            let listed = try deck.reduceCards(into: (ids: [String](), answers: AnswerVariety())) {
                $0.ids.append($1.id)
                $0.answers.see($1.back)
            }
            if listed.answers.isPlayable { ids.formUnion(listed.ids) }
        }
        return ids
    }

    /// One deck's cards counted aside: they count only if the deck turns
    /// out to have two answers or more.
    private struct DeckCount {
        var counter: ReviewCounter
        var answers = AnswerVariety()

        init(now: Date) { counter = ReviewCounter(now: now) }

        mutating func count(_ card: StoredCard, state: ReviewCard) {
            counter.count(state)
            answers.see(card.back)
        }
    }

    /// Whether a deck's answers differ (ignoring case, as its distractors
    /// do): a deck whose cards all share one answer cannot be asked in any
    /// mode, so `ReviewCollection` leaves its cards out.
    private struct AnswerVariety {
        private var first: String?
        private(set) var isPlayable = false

        mutating func see(_ answer: String) {
            guard !isPlayable else { return }
            let key = DistractorPool.key(answer)
            if let first { isPlayable = key != first } else { first = key }
        }
    }
}
