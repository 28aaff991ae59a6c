import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Decks are imported card by card: what that must not change (all or
/// nothing, the ids a re-import keeps) and where streaming could go wrong
/// (a record across two chunks of the file).
@Suite struct DeckStreamingImportTests {
    let folder = TestData.temporaryFolder()
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    let store = DeckLibrary.inMemory()

    private struct LateFailure: Error {}

    @Test func aFailureLateInTheFileLeavesEveryDeckAsItWas() throws {
        try store.save(ImportedDeck(name: "S", cards: [DeckCard(front: "a", back: "1"), DeckCard(front: "b", back: "2")]), at: date)
        let before = try store.decks()
        #expect(throws: LateFailure.self) {
            _ = try store.importDecks(at: date.addingTimeInterval(60)) { sink in
                for number in 0..<5_000 { try sink.add([DeckCard(front: "n\(number)", back: "\(number)")], droppedMedia: 0, toDeck: "S") }
                try sink.add([DeckCard(front: "x", back: "y")], droppedMedia: 0, toDeck: "Other")
                throw LateFailure()
            }
        }
        #expect(try store.decks() == before, "no deck changed, none added")
    }

    @Test func aReimportFromAReaderKeepsIdsAsSavingTheWholeDeckDoes() throws {
        let old = (0..<300).map { DeckCard(front: "f\($0 % 250)", back: "b\($0)", externalID: $0 % 3 == 0 ? "g\($0)" : nil) }
        try store.save(ImportedDeck(name: "D", cards: old), at: date)
        let oldCards = try #require(try store.deck("D")).cards
        // Reordered, some gone, some new, fronts changed in case, repeated fronts.
        let new =
            old.reversed().prefix(200).map { card in
                DeckCard(front: card.front.uppercased(), back: card.back + "!", externalID: card.externalID)
            } + (0..<20).map { DeckCard(front: "new \($0)", back: "n\($0)") }
        let outcome = try store.importDecks(at: date) { sink in
            for card in new { try sink.add([card], droppedMedia: 0, toDeck: "d") }
        }
        let saved = try #require(try store.deck("D")).cards
        #expect(outcome.decks.map(\.kept) == [200] && outcome.decks.map(\.added) == [20] && outcome.decks.map(\.removed) == [100])
        let oldIDs = Set(oldCards.map(\.id))
        #expect(saved.prefix(200).allSatisfy { oldIDs.contains($0.id) })
        #expect(saved.suffix(20).allSatisfy { !oldIDs.contains($0.id) })
        #expect(Set(saved.map(\.id)).count == saved.count)
        // A card with an external id keeps the id of the old card with that id.
        for card in saved where card.externalID != nil {
            #expect(oldCards.first { $0.externalID == card.externalID }?.id == card.id)
        }
    }

    @Test func recordsAndLineEndsSplitAcrossChunksReadAsInOnePiece() throws {
        // A CRLF whose CR ends the first 64 KB chunk, and a quoted field
        // with a line break that spans the second boundary.
        var text = ""
        var number = 0
        while text.utf8.count < DeckTextBytes.chunkSize - 40 {
            text += "term \(number)\tdefinition \(number)\r\n"
            number += 1
        }
        let line = "t\tx\r\n"
        text += String(repeating: "p", count: DeckTextBytes.chunkSize - 1 - text.utf8.count - (line.utf8.count - 2)) + line
        #expect(Array(text.utf8)[DeckTextBytes.chunkSize - 1] == UInt8(ascii: "\r"))
        while text.utf8.count < 2 * DeckTextBytes.chunkSize - 10 { text += "more \(text.utf8.count)\tdéfinition\n" }
        text += "\"quoted\nterm\"\t\"spans the\nboundary\"\nlast\tone\n"
        let url = folder.appending(path: "split.tsv")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        let streamed = try QuizletReader().read(fileAt: url)
        let whole = try QuizletReader().parse(Data(text.utf8), fileName: "split.tsv", deckName: "split")
        #expect(streamed == [whole])
        let cards = try #require(streamed.first).cards
        #expect(cards.contains(DeckCard(front: "quoted term", back: "spans the boundary")))
        #expect(cards.last == DeckCard(front: "last", back: "one"))
        #expect(!cards.contains { $0.front.contains("\r") || $0.back.contains("\r") || $0.front.contains("\n") })
    }

    @Test func anAnkiExportSplitAcrossChunksReadsAsInOnePiece() throws {
        var text = "#separator:tab\n#html:false\n"
        var number = 0
        while text.utf8.count < 3 * DeckTextBytes.chunkSize {
            text += number % 7 == 0 ? "\"front\n\(number)\"\t\"back \"\"\(number)\"\"\"\n" : "front \(number)\tback \(number)\r\n"
            number += 1
        }
        let url = folder.appending(path: "notes.txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        let streamed = try AnkiTextExportReader().read(fileAt: url)
        let whole = try AnkiTextExportReader().read(text: text, file: url.path, fallbackDeck: "notes")
        #expect(streamed == whole)
        #expect(streamed.first?.cards.count == number)
        #expect(streamed.first?.cards[7] == DeckCard(front: "front\n7", back: "back \"7\""))
    }

    @Test func aPreviewKeepsTheFirstCardsOfEachDeckAndCountsTheRest() {
        var preview = DeckPreview()
        for number in 0..<1_000 {
            preview.add([DeckCard(front: "f\(number)", back: "b")], droppedMedia: 1, toDeck: number % 2 == 0 ? "B" : "A")
        }
        preview.add([], droppedMedia: 0, toDeck: "A")
        #expect(preview.decks.map(\.name) == ["A", "B"])
        #expect(preview.decks.map(\.cards) == [500, 500])
        #expect(preview.decks[0].first.map(\.front) == ["f1", "f3", "f5", "f7", "f9"])
        #expect(preview.decks[0].skippedNotes == 1 && preview.decks[0].droppedMedia == 500)
    }
}
