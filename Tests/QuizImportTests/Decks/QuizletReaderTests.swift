import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct QuizletReaderTests {
    private func parse(_ text: String, separator: Character = "\t") throws(PackImportError) -> ImportedDeck {
        try QuizletReader(separator: separator).parse(Data(text.utf8), fileName: "set.tsv", deckName: "set")
    }

    private func problems(_ text: String, separator: Character = "\t") -> [String] {
        do {
            _ = try parse(text, separator: separator)
            return []
        } catch {
            return error.problems.map(\.text.en)
        }
    }

    @Test func readsTermsAndDefinitionsOneALine() throws {
        let deck = try parse("hola\thello\r\nuno\t1\n\n  gato \t the cat  \n")
        #expect(deck.name == "set")
        #expect(
            deck.cards == [
                DeckCard(front: "hola", back: "hello"), DeckCard(front: "uno", back: "1"), DeckCard(front: "gato", back: "the cat"),
            ])
    }

    @Test func readsFieldsQuotedAsExcelAndQuizletWriteThem() throws {
        let deck = try parse("\"el \"\"ratón\"\"\"\t\"a, b\tc\"\n\"two\nlines\"\tx\nlast\t\"y\"")
        #expect(deck.cards.map(\.front) == ["el \"ratón\"", "two lines", "last"])
        #expect(deck.cards.map(\.back) == ["a, b\tc", "x", "y"])
    }

    @Test func everyProblemIsReportedWithItsLineAndNothingIsRead() {
        let text = "ok\tfine\nno separator here\na\tb\tc\n\tno term\nno definition\t\n\"open\tx\nmore\n"
        #expect(
            problems(text) == [
                "set.tsv:2: no tab between the term and the definition",
                "set.tsv:3: 3 fields where a card has two, a term and a definition; quote a field that holds a tab",
                "set.tsv:4: the term is empty",
                "set.tsv:5: the definition is empty",
                "set.tsv:6: a quoted field opened on this line is never closed",
            ])
    }

    @Test func textAfterAClosingQuoteIsRefused() {
        #expect(problems("\"a\"b\tc\n") == ["set.tsv:1: text after a closing quote; a quoted field ends at a tab or the end of the line"])
    }

    @Test func aFileWithoutCardsIsRefused() {
        #expect(problems("\n\n   \n").count == 1)
        #expect(problems("  \n\n") != [])
    }

    @Test func anotherSeparatorIsUsedWhenGiven() throws {
        let deck = try parse("hola,hello\n\"a, b\",c\n", separator: ",")
        #expect(deck.cards.map(\.back) == ["hello", "c"])
        #expect(problems("hola\thello\n", separator: ";") == ["set.tsv:1: no semicolon between the term and the definition"])
    }

    @Test func padsOfEmptyCellsAreNotFields() throws {
        #expect(try parse("a\tb\t\t\n").cards == [DeckCard(front: "a", back: "b")])
    }

    @Test func recognisesTermListsButLeavesAikenTextAlone() {
        let reader = QuizletReader()
        #expect(reader.recognizes(fileAt: URL(fileURLWithPath: "x.tsv"), head: Data()))
        #expect(reader.recognizes(fileAt: URL(fileURLWithPath: "x.txt"), head: Data("a\tb\nc\td\n".utf8)))
        let aiken = "What is 2+2?\nA) 3\nB) 4\nANSWER: B\n"
        #expect(!reader.recognizes(fileAt: URL(fileURLWithPath: "x.txt"), head: Data(aiken.utf8)))
        #expect(!reader.recognizes(fileAt: URL(fileURLWithPath: "x.json"), head: Data("a\tb".utf8)))
        #expect(DeckReaders.reader(forFileAt: "missing.txt", format: nil, options: DeckReadOptions()) == nil)
    }

    @Test func anAikenFileWhoseLinesEndInATabIsNotATermList() {
        // Every line holds a tab, but nothing follows it: Moodle reads this as Aiken, and so does quizctl.
        let aiken = "What is the capital of France?\t\nA. Berlin\t\nB. Paris\t\nANSWER: B\t\n"
        #expect(QuizletReader.termListSeparator(Data(aiken.utf8)) == nil)
        #expect(QuizletReader.termListSeparator(Data("What is 2+2?\t\nA. 3\t\nB. 4\t\n".utf8)) == nil)
    }

    @Test func aHeaderlessCommaSeparatedListInATxtFileIsADeck() throws {
        let list = "chien,dog\nchat,cat\noiseau, a bird\n"
        #expect(QuizletReader.termListSeparator(Data(list.utf8)) == ",")
        #expect(QuizletReader().recognizes(fileAt: URL(fileURLWithPath: "words.txt"), head: Data(list.utf8)))
        let deck = try QuizletReader().parse(Data(list.utf8), fileName: "words.txt", deckName: "words")
        #expect(deck.cards.map(\.back) == ["dog", "cat", "a bird"])
        // A question pack in GIFT with commas is not a term list.
        #expect(QuizletReader.termListSeparator(Data("Which, of these? {=a ~b}\n".utf8)) == nil)
    }
}
