import Foundation

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
    /// would list them.
    public static func overview(stores: DataStores, at now: Date, newPerDay: Int) throws -> ReviewOverview {
        ReviewOverview(
            counter: try count(questions: stores.questions, decks: stores.decks, reviews: stores.reviews, at: now), newPerDay: newPerDay)
    }

    static func count(questions: QuestionBankStore, decks: DeckStore, reviews: ReviewLog, at now: Date) throws -> ReviewCounter {
        let states = try reviews.contents().cards
        var counter = ReviewCounter(now: now)
        try questions.forEachQuestion { counter.count(states[$0.id.uuidString] ?? ReviewCard()) }
        try decks.forEachDeck { deck in
            let counted = try deck.reduceCards(into: DeckCount(now: now)) { $0.count($1, state: states[$1.id] ?? ReviewCard()) }
            if counted.playable { counter.merge(counted.counter) }
        }
        return counter
    }

    /// One deck's cards counted aside: a deck whose cards all share one
    /// answer cannot be asked in any mode, so `ReviewCollection` leaves its
    /// cards out, and they count only once a second answer shows up.
    private struct DeckCount {
        var counter: ReviewCounter
        var playable = false
        private var firstAnswer: String?

        init(now: Date) { counter = ReviewCounter(now: now) }

        mutating func count(_ card: StoredCard, state: ReviewCard) {
            counter.count(state)
            guard !playable else { return }
            let answer = DistractorPool.key(card.back)
            if let firstAnswer { playable = answer != firstAnswer } else { firstAnswer = answer }
        }
    }
}
