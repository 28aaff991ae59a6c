import DataFiles
import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

@Suite struct DeckStoreTests {
    static func deck(_ name: String, cards: Int) -> StoredDeck {
        let stored = (0..<cards).map { index in
            StoredCard(
                id: "\(name)-\(index)", front: "Front \(index)", back: "Back \(index)", kind: index == 1 ? .cloze : .basic,
                externalID: index.isMultiple(of: 2) ? "guid\(index)" : nil)
        }
        return StoredDeck(
            summary: DeckSummary(name: name, cardCount: cards, importedAt: Fixtures.start.addingTimeInterval(Double(cards))), cards: stored)
    }

    @Test func decksComeBackWithTheirCardsByKey() throws {
        let client = try QuizStoreClient.inMemory()
        let decks = [Self.deck("Spanish", cards: 3), Self.deck("capitals", cards: 2), Self.deck("Empty", cards: 0)]
        try client.saveDecks(decks)
        let byKey = decks.sorted { $0.summary.key < $1.summary.key }
        #expect(try client.decks() == byKey)
        #expect(try client.deckSummaries() == byKey.map(\.summary))
        #expect(try client.deck("  SPANISH ") == decks[0])
        #expect(try client.deck("German") == nil)
    }

    @Test func savingADeckAgainReplacesItsCards() throws {
        let client = try QuizStoreClient.inMemory()
        try client.saveDecks([Self.deck("Spanish", cards: 3), Self.deck("Other", cards: 1)])
        let smaller = Self.deck("SPANISH", cards: 1)
        try client.saveDecks([smaller])
        #expect(try client.deck("spanish") == smaller)
        #expect(try client.decks().count == 2)
    }

    @Test func removingADeckRemovesItsCards() throws {
        let client = try QuizStoreClient.inMemory()
        let deck = Self.deck("Spanish", cards: 3)
        try client.saveDecks([deck])
        #expect(try client.removeDeck("spanish") == deck.summary)
        #expect(try client.removeDeck("spanish") == nil)
        #expect(try client.decks() == [])
        #expect(try client.check() == [])
    }
}

/// A deck import through quizctl.db (`importDecks`): card by card in one
/// transaction, ids kept on a re-import, nothing changed when it fails.
@Suite struct DeckImportStoreTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    private struct LateFailure: Error {}

    private func library(_ client: QuizStoreClient) -> DeckLibrary {
        DataStores(directory: DataDirectory(url: URL(fileURLWithPath: "/nonexistent")), client: client, onQuarantine: { _ in }).decks
    }

    @Test func aReimportKeepsIDsAndAFailureLateInTheFileChangesNothing() throws {
        let client = try QuizStoreClient.inMemory()
        let decks = library(client)
        let old = (0..<300).map { DeckCard(front: "f\($0 % 250)", back: "b\($0)", externalID: $0 % 3 == 0 ? "g\($0)" : nil) }
        #expect(try decks.save(ImportedDeck(name: "D", cards: old), at: date).added == 300)
        let before = try #require(try client.deck("d"))
        let new = old.reversed().prefix(200).map { DeckCard(front: $0.front.uppercased(), back: $0.back, externalID: $0.externalID) }
        let outcome = try decks.importDecks(at: date) { sink in
            for card in new { try sink.add([card], droppedMedia: 0, toDeck: "d") }
        }
        #expect(outcome.decks.map(\.kept) == [200] && outcome.decks.map(\.removed) == [100])
        let keys = try client.deckSummaries().map(\.key)
        #expect(keys == ["d"], "the staging deck became D; no other is left")
        let after = try #require(try client.deck("D"))
        #expect(Set(after.cards.map(\.id)).isSubset(of: Set(before.cards.map(\.id))))
        for card in after.cards where card.externalID != nil {
            #expect(before.cards.first { $0.externalID == card.externalID }?.id == card.id)
        }
        #expect(throws: LateFailure.self) {
            _ = try decks.importDecks(at: date.addingTimeInterval(60)) { sink in
                for number in 0..<5_000 { try sink.add([DeckCard(front: "n\(number)", back: "\(number)")], droppedMedia: 0, toDeck: "D") }
                try sink.add([DeckCard(front: "x", back: "y")], droppedMedia: 0, toDeck: "Other")
                throw LateFailure()
            }
        }
        #expect(try client.decks() == [after], "no deck changed, none added")
        // The next import starts from a clean slate: nothing staged by the failed one is kept.
        try decks.save(ImportedDeck(name: "Other", cards: [DeckCard(front: "p", back: "q")]), at: date)
        #expect(try client.deck("other")?.cards.map(\.front) == ["p"])
    }
}

/// Reviews a deck file keeps (an Anki package's revlog) go to the review
/// log in the import's transaction, by the ids the import gave the cards.
@Suite struct DeckReviewImportStoreTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func reviewsFollowTheirCardsOnceAndNeverBeforeTheCardsNewest() throws {
        let client = try QuizStoreClient.inMemory()
        let decks = DataStores(directory: DataDirectory(url: URL(fileURLWithPath: "/nonexistent")), client: client, onQuarantine: { _ in })
            .decks
        let cards = [DeckCard(front: "casa", back: "house", externalID: "g1"), DeckCard(front: "perro", back: "dog", externalID: "g2")]
        func review(_ external: String, _ days: Double, _ rating: ReviewRating = .good) -> ImportedReview {
            ImportedReview(deck: "Spanish", externalID: external, at: date.addingTimeInterval(days * 86_400), rating: rating)
        }
        let outcome = try decks.importDecks(at: date) { sink in
            try sink.add(cards, droppedMedia: 0, toDeck: "Spanish")
            for reviewed in [review("g1", -3, .again), review("g1", -2), review("g2", -1), review("unknown", -1)] {
                try sink.add(review: reviewed)
            }
        }
        #expect(outcome.reviews == 3, "the review of a card the file did not make is left out")
        let ids = try #require(try client.deck("spanish")).cards.map(\.id)
        #expect(try client.reviewEvents().map(\.event.id) == [ids[0], ids[0], ids[1]])
        // A review of the card after the file's, made in quizctl.
        _ = try client.appendReviewEvents([ReviewEvent(id: ids[0], at: date, rating: .good, fuzz: true)])
        let again = try decks.importDecks(at: date) { sink in
            try sink.add(cards, droppedMedia: 0, toDeck: "Spanish")
            // The same reviews, one the file gained since, and one after quizctl's.
            for reviewed in [review("g1", -3, .again), review("g1", -2), review("g1", -0.5), review("g2", -1), review("g1", 1, .easy)] {
                try sink.add(review: reviewed)
            }
        }
        #expect(again.reviews == 1, "only the review after the card's newest is added")
        #expect(try client.reviewEvents().map(\.event.rating) == [.again, .good, .good, .good, .easy])
    }
}

/// `quizctl review` counts from the cards' ids alone (`reviewCardIDs`): the
/// same cards, in the same order, as the collection built with their texts.
@Suite struct ReviewCardIDsTests {
    @Test func theIDsAreThoseOfThePlayableDecksInTheCollectionsOrder() throws {
        let client = try QuizStoreClient.inMemory()
        let stores = DataStores(directory: DataDirectory(url: URL(fileURLWithPath: "/nonexistent")), client: client, onQuarantine: { _ in })
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        // "Same" has one answer in two spellings (not playable); the others have two answers or more.
        try stores.decks.save(
            ImportedDeck(name: "Same", cards: [DeckCard(front: "a", back: "Yes"), DeckCard(front: "b", back: " yes")]), at: date)
        try stores.decks.save(
            ImportedDeck(name: "Late", cards: (0..<4).map { DeckCard(front: "q\($0)", back: $0 < 3 ? "x" : "y") }), at: date)
        try stores.decks.save(ImportedDeck(name: "Alpha", cards: (0..<3).map { DeckCard(front: "f\($0)", back: "b\($0)") }), at: date)
        let collection = try ReviewCollection.load(stores.reviewMaterial)
        #expect(try client.reviewCardIDs() == collection.entries.map(\.id))
        #expect(collection.entries.count == 7, "Alpha's 3 and Late's 4; Same cannot be asked")
        let now = date.addingTimeInterval(86_400)
        #expect(
            try ReviewCollection.overview(of: stores.reviewMaterial, at: now, newPerDay: 5) == collection.overview(at: now, newPerDay: 5))
    }
}
