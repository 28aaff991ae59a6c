import Foundation
import Testing

@testable import QuizPlatform

/// Deck cards carry review states like your questions: they are in the
/// review collection, with the states the material hands it.
@Suite struct DeckReviewTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// Decks in memory, no question of your own, and `states`.
    private func material(_ decks: DeckLibrary, states: [String: ReviewCard] = [:]) -> ReviewMaterial {
        ReviewMaterial(questions: { [] }, decks: decks, states: { states })
    }

    @Test func deckCardsAreInTheCollectionWithTheirStates() throws {
        let decks = DeckLibrary.inMemory()
        try decks.save(ImportedDeck(name: "D", cards: (0..<5).map { DeckCard(front: "q\($0)", back: "a\($0)") }), at: start)
        let cards = try #require(try decks.deck("D")).cards
        var state = ReviewCard()
        state.reps = 300
        let collection = try ReviewCollection.load(material(decks, states: [cards[0].id: state, "gone": ReviewCard()]))
        #expect(collection.entries.map(\.id) == cards.map(\.id), "a state of no card lists nothing")
        #expect(collection.entries[0].card.reps == 300)
        #expect(collection.question(for: collection.entries[0])?.options.count == 4, "played as multiple choice from the deck's answers")
    }

    @Test func aCardNoModeCanAskIsNotDue() throws {
        let decks = DeckLibrary.inMemory()
        try decks.save(ImportedDeck(name: "Alone", cards: [DeckCard(front: "q", back: "a")]), at: start)
        try decks.save(ImportedDeck(name: "Pair", cards: [DeckCard(front: "q", back: "a"), DeckCard(front: "r", back: "b")]), at: start)
        let collection = try ReviewCollection.load(material(decks))
        #expect(collection.entries.map(\.text) == ["q", "r"])
        let questions = collection.entries.compactMap(collection.question(for:))
        #expect(questions.count == 2 && questions.allSatisfy { $0.options.count == 2 && $0.shaped(as: .choice) != nil })
    }

    @Test func aReviewGameAsksEveryCardDueUnlessACountIsGiven() {
        let settings = Settings()
        let circumstances = PlayPlan.Circumstances(isInteractive: false, json: false, today: start, randomSeed: 1, language: .en)
        let plan = PlayPlan(mode: ReviewRound(), options: PlayOptions(), settings: settings, circumstances: circumstances)
        #expect(plan.request.count == DueCardsSource.everyCardDue)
        let counted = PlayPlan(mode: ReviewRound(), options: PlayOptions(count: 3), settings: settings, circumstances: circumstances)
        #expect(counted.request.count == 3)
        let mistakes = PlayPlan(mode: ReviewRound(), options: PlayOptions(mistakes: true), settings: settings, circumstances: circumstances)
        #expect(mistakes.request.count == 10, "the replay of mistakes keeps its ten")
    }

    /// A deck card becomes a question only when asked, with the same
    /// options whichever other cards are asked with it; a review session
    /// builds no more questions than it asks.
    @Test func deckCardsAreBuiltOnlyWhenAskedAndAlwaysAlike() throws {
        let decks = DeckLibrary.inMemory()
        try decks.save(ImportedDeck(name: "Big", cards: (0..<200).map { DeckCard(front: "q\($0)", back: "answer \($0 % 50)") }), at: start)
        let collection = try ReviewCollection.load(material(decks))
        let entries = collection.entries
        #expect(entries.count == 200)
        let alone = try #require(collection.question(for: entries[120]))
        let asked = collection.questions(for: [entries[3], entries[120], entries[7]], shapedAs: .choice, limit: 10)
        #expect(asked.map(\.id) == [entries[3].id, entries[120].id, entries[7].id])
        #expect(asked[1] == alone, "the same options, whatever else is asked")
        #expect(alone.text == "q120" && alone.options.first == "answer 20" && alone.options.count == 4)
        #expect(Set(alone.options).count == 4)
        let limited = collection.questions(for: entries, shapedAs: .fourOptions, limit: 5)
        #expect(limited.map(\.id) == entries.prefix(5).map(\.id))
        let queue = collection.queue(at: start, newPerDay: 20)
        #expect(queue.count == 20)
        #expect(
            collection.questions(for: queue, shapedAs: .yesNo, limit: 100).isEmpty,
            "a deck card is asked with options, not yes/no, in review")
    }
}
