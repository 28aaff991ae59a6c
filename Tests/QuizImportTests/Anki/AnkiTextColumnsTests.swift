import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Text exports of more than two columns (issue 30): Anki's own note types
/// make their cards, `#columns:` names Front and Back, `--front N --back M`
/// picks any two; a term list of wide rows is one problem, not one a line.
@Suite struct AnkiTextColumnsTests {
    @Test func ankisNoteTypesMakeTheirCards() throws {
        let text = """
            #separator:tab
            #notetype column:1
            #tags column:5
            Basic (and reversed card)\tcat\tdie Katze\t\tanimals
            Basic (optional reversed card)\tdog\tder Hund\ty\t
            Basic (type in the answer)\tCapital of Italy\tRome\t\t
            Cloze\t{{c1::Paris}} is in {{c2::France}}\textra\t\t

            """
        let decks = try AnkiTextExportReader().read(text: text, file: "f.txt", fallbackDeck: "f")
        #expect(
            decks.first?.cards == [
                DeckCard(front: "cat", back: "die Katze"), DeckCard(front: "die Katze", back: "cat"),
                DeckCard(front: "dog", back: "der Hund"), DeckCard(front: "der Hund", back: "dog"),
                DeckCard(front: "Capital of Italy", back: "Rome", kind: .typed),
                DeckCard(front: "[...] is in France", back: "Paris", kind: .cloze),
                DeckCard(front: "Paris is in [...]", back: "France", kind: .cloze),
            ])
    }

    @Test func columnsNamedFrontAndBackAreTheSides() throws {
        let text = "#separator:tab\n#columns:Reading\tBack\tFront\tNotes\nねこ\tcat\t猫\tx\n"
        let decks = try AnkiTextExportReader().read(text: text, file: "f.txt", fallbackDeck: "f")
        #expect(decks.first?.cards == [DeckCard(front: "猫", back: "cat")])
    }

    @Test func frontAndBackPickColumnsOfTheFile() throws {
        let text = "#separator:tab\n#guid column:1\ng1\ta\tb\tc\td\n"
        let reader = AnkiTextExportReader(columns: DeckColumns(front: 4, back: 2))
        #expect(
            try reader.read(text: text, file: "f.txt", fallbackDeck: "f").first?.cards == [
                DeckCard(front: "c", back: "a", externalID: "g1")
            ])
        let far = AnkiTextExportReader(columns: DeckColumns(front: 9, back: 2))
        let error = try #require(throws: AnkiImportError.self) { try far.read(text: text, file: "f.txt", fallbackDeck: "f") }
        #expect(error.problem == .missingColumn(9))
    }

    /// A legacy Anki export (every field and the tags, no header) read as a
    /// term list: one problem saying how, and with --front/--back, cards.
    @Test func wideTermListsAreOneProblemOrPickedColumns() throws {
        let rows = (1...1_000).map { "word\($0)\tmeaning\($0)\tx\ty\tz\t\t\t\t\t\ttag" }.joined(separator: "\n")
        let wide = try #require(throws: PackImportError.self) {
            try QuizletReader().parse(Data(rows.utf8), fileName: "legacy.txt", deckName: "legacy")
        }
        #expect(wide.problems.count == 1)
        #expect(wide.problems.first?.reason == Strings.deckWideRows(1_000, columns: 11))
        #expect(Strings.deckWideRows(2, columns: 3).ru.contains("--front 1 --back 2"))
        let deck = try QuizletReader(columns: DeckColumns(front: 2, back: 1)).parse(
            Data(rows.utf8), fileName: "legacy.txt", deckName: "legacy")
        #expect(deck.cards.count == 1_000)
        #expect(deck.cards.first == DeckCard(front: "meaning1", back: "word1"))
    }
}
