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
