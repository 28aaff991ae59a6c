import Foundation
import Testing

@testable import QuizPlatform

/// Deck cards carry review states like your questions: they are in the
/// review collection, and compacting the log keeps their states.
@Suite struct DeckReviewTests {
    let folder = TestData.temporaryFolder()
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func deckCardsAreInTheCollectionAndCompactionKeepsTheirStates() throws {
        let stores = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in })
        try stores.decks.save(
            ImportedDeck(name: "D", cards: (0..<5).map { DeckCard(front: "q\($0)", back: "a\($0)") }), at: start)
        let cards = try #require(try stores.decks.deck(named: "D")).cards
        // Enough answers to ask for compaction, all on the first card.
        let events = (0..<300).map {
            ReviewEvent(id: cards[0].id, at: start.addingTimeInterval(Double($0) * 60), rating: .good, fuzz: false)
        }
        try stores.reviews.append(events)
        #expect(try stores.reviews.contents().needsCompaction)
        let collection = try ReviewCollection.load(stores: stores)
        #expect(collection.entries.map(\.question.id) == cards.map(\.id))
        #expect(collection.entries[0].card.reps == 300)
        #expect(collection.entries[0].question.options.count == 4, "played as multiple choice from the deck's answers")
        let compacted = try stores.reviews.contents()
        #expect(compacted.eventLines == 0, "the log was compacted")
        #expect(compacted.cards[cards[0].id]?.reps == 300, "and the deck card's state kept")
    }

    @Test func aCardNoModeCanAskIsNotDue() throws {
        let stores = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in })
        try stores.decks.save(ImportedDeck(name: "Alone", cards: [DeckCard(front: "q", back: "a")]), at: start)
        try stores.decks.save(
            ImportedDeck(name: "Pair", cards: [DeckCard(front: "q", back: "a"), DeckCard(front: "r", back: "b")]), at: start)
        let collection = try ReviewCollection.load(stores: stores)
        #expect(collection.entries.map(\.question.text) == ["q", "r"])
        #expect(collection.entries.allSatisfy { $0.question.options.count == 2 && $0.question.shaped(as: .choice) != nil })
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
}
