import Foundation
import Glibc
import Testing

@testable import QuizPlatform

@Suite struct DeckStoreTests {
    let folder = TestData.temporaryFolder()
    let day = Date(timeIntervalSince1970: 1_800_000_000)

    private func store(notices: NoticeBox = NoticeBox()) -> DeckStore {
        DeckStore(directory: DataDirectory(url: folder), onQuarantine: notices.add)
    }

    private func deck(_ name: String, _ cards: [DeckCard]) -> ImportedDeck { ImportedDeck(name: name, cards: cards) }

    @Test func aSavedDeckReadsBackByNameInAnyCase() throws {
        let store = store()
        let result = try store.save(
            deck(" Spanish ", [DeckCard(front: "hola", back: "hello"), DeckCard(front: "uno", back: "1")]), at: day)
        #expect(result == DeckSaveResult(name: "Spanish", added: 2, kept: 0, removed: 0, replaced: false))
        let read = try #require(try store.deck(named: "SPANISH"))
        #expect(read.summary == DeckSummary(name: "Spanish", cardCount: 2, importedAt: day))
        #expect(read.cards.map(\.front) == ["hola", "uno"])
        #expect(Set(read.cards.map(\.id)).count == 2)
        #expect(try store.summaries().map(\.name) == ["Spanish"])
        var info = stat()
        #expect(stat(store.url(forKey: "spanish").path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(store.folder.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test func reimportingKeepsTheIDsOfCardsThatRemain() throws {
        let store = store()
        try store.save(
            deck(
                "S", [DeckCard(front: "a", back: "1"), DeckCard(front: "b", back: "2"), DeckCard(front: "c", back: "3", externalID: "n3")]),
            at: day)
        let before = try #require(try store.deck(named: "s")).cards
        let result = try store.save(
            deck(
                "s",
                [
                    DeckCard(front: "B", back: "two"), DeckCard(front: "changed front", back: "3", externalID: "n3"),
                    DeckCard(front: "d", back: "4"),
                ]), at: day.addingTimeInterval(60))
        #expect(result == DeckSaveResult(name: "s", added: 1, kept: 2, removed: 1, replaced: true))
        let after = try #require(try store.deck(named: "S")).cards
        #expect(after[0].id == before[1].id, "same front, any case: the same card")
        #expect(after[1].id == before[2].id, "same external id: the same card, whatever its front")
        #expect(!before.map(\.id).contains(after[2].id))
        #expect(try store.summaries().count == 1)
    }

    @Test func aRepeatedFrontGetsAnIDOfItsOwn() throws {
        let store = store()
        try store.save(deck("S", [DeckCard(front: "a", back: "1"), DeckCard(front: "a", back: "2")]), at: day)
        let cards = try #require(try store.deck(named: "S")).cards
        #expect(Set(cards.map(\.id)).count == 2)
    }

    @Test func removingADeckTakesItsFileAway() throws {
        let store = store()
        try store.save(deck("One", [DeckCard(front: "a", back: "1")]), at: day)
        try store.save(deck("Two", [DeckCard(front: "a", back: "1")]), at: day)
        #expect(try store.remove(named: "one")?.name == "One")
        #expect(try store.remove(named: "one") == nil)
        #expect(try store.summaries().map(\.name) == ["Two"])
        #expect(store.suggestions(for: "tw") == ["Two"])
    }

    @Test func aDamagedCardLineIsSetAsideAndTheRestKept() throws {
        let notices = NoticeBox()
        let store = store(notices: notices)
        try store.save(deck("S", [DeckCard(front: "a", back: "1"), DeckCard(front: "b", back: "2")]), at: day)
        let url = store.url(forKey: "s")
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"id\":\"x\",\"front\":\n".utf8))
        try handle.close()
        let read = try #require(try store.deck(named: "S"))
        #expect(read.cards.map(\.front) == ["a", "b"])
        #expect(notices.all.count == 1)
        let aside = try String(contentsOf: try #require(notices.all.first).movedTo, encoding: .utf8)
        #expect(aside == "{\"id\":\"x\",\"front\":\n")
        #expect(try store.deck(named: "S")?.cards.count == 2)
        #expect(notices.all.count == 1, "repaired once")
    }

    @Test func aDeckFileWithoutItsFirstLineIsMovedAsideWhole() throws {
        let notices = NoticeBox()
        let store = store(notices: notices)
        try store.save(deck("S", [DeckCard(front: "a", back: "1")]), at: day)
        try Data("not json\n".utf8).write(to: store.url(forKey: "s"))
        #expect(try store.summaries().isEmpty)
        #expect(notices.all.count == 1)
        #expect(FileManager.default.fileExists(atPath: try #require(notices.all.first).movedTo.path))
    }

    @Test func aLinkInPlaceOfTheFolderIsRefused() throws {
        let store = store()
        try FileManager.default.createSymbolicLink(atPath: store.folder.path, withDestinationPath: "/tmp")
        #expect(throws: PersistenceError.self) { try store.summaries() }
    }

    /// A deck the size of a big shared Anki deck: read, saved and read back
    /// in seconds (about 5 s of CPU in a debug build, under one in release);
    /// the bound is loose because the machine may be busy.
    @Test func thirtyThousandCardsImportInSeconds() throws {
        var text = ""
        for number in 0..<30_000 { text += "term \(number)\tdefinition number \(number)\n" }
        let started = Date()
        let imported = try QuizletReader().parse(Data(text.utf8), fileName: "big.tsv", deckName: "big")
        let store = store()
        try store.save(imported, at: day)
        let read = try #require(try store.deck(named: "big"))
        #expect(read.cards.count == 30_000)
        let again = try store.save(imported, at: day)
        #expect(again.kept == 30_000 && again.added == 0)
        #expect(Date().timeIntervalSince(started) < 120, "linear: a quadratic step would take many minutes")
    }
}
