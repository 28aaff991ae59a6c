import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct AnkiTextExportReaderTests {
    let reader = AnkiTextExportReader()

    @Test func ankisOwnExportWithEveryHeaderReadsAsTheCollection() throws {
        #expect(try reader.read(fileAt: AnkiFixtures.url("notes.txt")) == AnkiFixtures.current)
    }

    @Test func plainTextWithQuotesAndNoDeckColumnTakesTheFileName() throws {
        let decks = try reader.read(fileAt: AnkiFixtures.url("plain-semicolon.txt"))
        #expect(
            decks == [
                ImportedDeck(
                    name: "plain-semicolon",
                    cards: [
                        DeckCard(front: "Tea", back: "hot; brewed\nleaves"),
                        DeckCard(front: "Say \"hi\"", back: "a greeting"),
                        DeckCard(front: "x <b> y", back: "less <than> more"),
                    ], droppedMedia: 1)
            ])
    }

    @Test func recognizesOnlyTextThatStartsWithAnAnkiHeader() {
        let url = URL(fileURLWithPath: "/x/deck.txt")
        #expect(reader.recognizes(fileAt: url, head: Data("#separator:tab\nA\tB\n".utf8)))
        #expect(reader.recognizes(fileAt: url, head: Data("\u{FEFF}#html:false\n".utf8)))
        #expect(!reader.recognizes(fileAt: url, head: Data("term\tdefinition\n".utf8)))
        #expect(!reader.recognizes(fileAt: url, head: Data("# a comment: not a header\n".utf8)))
        #expect(!reader.recognizes(fileAt: URL(fileURLWithPath: "/x/deck.apkg"), head: Data("#separator:tab\n".utf8)))
    }

    @Test(arguments: [
        ("tab", "a\tb"), ("Comma", "a,b"), ("semicolon", "a;b"), ("pipe", "a|b"), ("colon", "a:b"), ("space", "a b"), ("/", "a/b"),
    ])
    func separatorsByNameOrAsOneCharacter(_ name: String, _ row: String) throws {
        let decks = try reader.read(text: "#separator:\(name)\n\(row)\n", file: "f.txt", fallbackDeck: "f")
        #expect(decks == [ImportedDeck(name: "f", cards: [DeckCard(front: "a", back: "b")])])
    }

    @Test func withoutASeparatorHeaderItIsGuessedAndAFixedDeckApplies() throws {
        let decks = try reader.read(text: "#deck:Fixed\nq1;a1\nq2;a2\n", file: "f.txt", fallbackDeck: "f")
        #expect(decks == [ImportedDeck(name: "Fixed", cards: [DeckCard(front: "q1", back: "a1"), DeckCard(front: "q2", back: "a2")])])
    }

    @Test func rowsOfSeveralDecksMakeSeveralDecksAndEmptySidesAreSkipped() throws {
        let text = "#separator:tab\n#deck column:1\nB\tq\ta\nA\tq2\ta2\nA\tonly front\t\n"
        let decks = try reader.read(text: text, file: "f.txt", fallbackDeck: "f")
        #expect(
            decks == [
                ImportedDeck(name: "A", cards: [DeckCard(front: "q2", back: "a2")], skippedNotes: 1),
                ImportedDeck(name: "B", cards: [DeckCard(front: "q", back: "a")]),
            ])
    }

    @Test(arguments: [
        ("#separator:tab\n#html:maybe\na\tb\n", 2, AnkiImportError.Problem.badHeaderValue(header: "html", value: "maybe")),
        ("#separator:nope\na\tb\n", 1, .unknownSeparator("nope")),
        ("#separator:tab\n#deck column:zero\na\tb\n", 2, .badHeaderValue(header: "deck column", value: "zero")),
        ("#separator:tab\n#deck column:4\na\tb\tc\nq\t\"open\n", 3, .missingColumn(4)),
        ("#separator:tab\nfine\trow\nq\t\"never closed\nmore\n", 3, .unclosedQuote),
    ])
    func badHeadersAndRowsAreRefusedWithTheirLine(_ text: String, _ line: Int, _ problem: AnkiImportError.Problem) {
        #expect(throws: AnkiImportError(file: "f.txt", line: line, problem: problem)) {
            try reader.read(text: text, file: "f.txt", fallbackDeck: "f")
        }
    }

    @Test func aFileWithoutACardIsRefusedInBothLanguages() {
        let error = AnkiImportError(file: "f.txt", problem: .noCards)
        #expect(throws: error) { try reader.read(text: "#separator:tab\nonly\t\n", file: "f.txt", fallbackDeck: "f") }
        #expect(error.message.en == "f.txt: no note makes a card: every note has an empty front or back")
        #expect(error.message.ru.hasPrefix("f.txt: ни одна запись"))
    }
}
