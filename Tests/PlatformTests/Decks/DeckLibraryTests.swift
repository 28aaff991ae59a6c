import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// What a deck import decides before the store keeps it: the ids cards keep,
/// the counts reported, names in any case (QuizStoreTests test quizctl.db's side).
@Suite struct DeckLibraryTests {
    let day = Date(timeIntervalSince1970: 1_800_000_000)

    private func store() -> DeckLibrary { .inMemory() }

    private func deck(_ name: String, _ cards: [DeckCard]) -> ImportedDeck { ImportedDeck(name: name, cards: cards) }

    @Test func aSavedDeckReadsBackByNameInAnyCase() throws {
        let store = store()
        let result = try store.save(
            deck(" Spanish ", [DeckCard(front: "hola", back: "hello"), DeckCard(front: "uno", back: "1")]), at: day)
        #expect(result == DeckSaveResult(name: "Spanish", added: 2, kept: 0, removed: 0, replaced: false))
        let read = try #require(try store.deck("SPANISH"))
        #expect(read.summary == DeckSummary(name: "Spanish", cardCount: 2, importedAt: day))
        #expect(read.cards.map(\.front) == ["hola", "uno"])
        #expect(Set(read.cards.map(\.id)).count == 2)
        #expect(try store.summaries().map(\.name) == ["Spanish"])
    }

    @Test func reimportingKeepsTheIDsOfCardsThatRemain() throws {
        let store = store()
        try store.save(
            deck(
                "S", [DeckCard(front: "a", back: "1"), DeckCard(front: "b", back: "2"), DeckCard(front: "c", back: "3", externalID: "n3")]),
            at: day)
        let before = try #require(try store.deck("s")).cards
        let result = try store.save(
            deck(
                "s",
                [
                    DeckCard(front: "B", back: "two"), DeckCard(front: "changed front", back: "3", externalID: "n3"),
                    DeckCard(front: "d", back: "4"),
                ]), at: day.addingTimeInterval(60))
        #expect(result == DeckSaveResult(name: "s", added: 1, kept: 2, removed: 1, replaced: true))
        let after = try #require(try store.deck("S")).cards
        #expect(after[0].id == before[1].id, "same front, any case: the same card")
        #expect(after[1].id == before[2].id, "same external id: the same card, whatever its front")
        #expect(!before.map(\.id).contains(after[2].id))
        #expect(try store.summaries().count == 1)
    }

    @Test func aRepeatedFrontGetsAnIDOfItsOwn() throws {
        let store = store()
        try store.save(deck("S", [DeckCard(front: "a", back: "1"), DeckCard(front: "a", back: "2")]), at: day)
        let cards = try #require(try store.deck("S")).cards
        #expect(Set(cards.map(\.id)).count == 2)
    }

    @Test func aRemovedDeckIsGoneAndSuggestionsNameTheRest() throws {
        let store = store()
        try store.save(deck("One", [DeckCard(front: "a", back: "1")]), at: day)
        try store.save(deck("Two", [DeckCard(front: "a", back: "1")]), at: day)
        #expect(try store.remove("one")?.name == "One")
        #expect(try store.remove("one") == nil)
        #expect(try store.summaries().map(\.name) == ["Two"])
        #expect(store.suggestions(for: "tw") == ["Two"])
    }

    /// A deck the size of a big shared Anki deck: read, its ids given and
    /// given again by a re-import in seconds; the bound is loose because
    /// the machine may be busy.
    @Test func thirtyThousandCardsImportInSeconds() throws {
        var text = ""
        for number in 0..<30_000 { text += "term \(number)\tdefinition number \(number)\n" }
        let started = Date()
        let imported = try QuizletReader().parse(Data(text.utf8), fileName: "big.tsv", deckName: "big")
        let store = store()
        try store.save(imported, at: day)
        let read = try #require(try store.deck("big"))
        #expect(read.cards.count == 30_000)
        let again = try store.save(imported, at: day)
        #expect(again.kept == 30_000 && again.added == 0)
        #expect(Date().timeIntervalSince(started) < 120, "linear: a quadratic step would take many minutes")
    }
}
