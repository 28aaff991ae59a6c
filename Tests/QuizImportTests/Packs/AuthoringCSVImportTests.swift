import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct AuthoringCSVImportTests {
    @Test func readsRowsWithAndWithoutHeader() throws {
        let rows = """
            Which planet is largest?,Jupiter,Mars,Venus,Earth,Science,easy
            The Sun is a star.,True,False,,,,
            2 + 2?,4,5
            """
        let expected = [
            PackEntry(
                text: "Which planet is largest?", correct: "Jupiter", incorrect: ["Mars", "Venus", "Earth"], category: "Science",
                difficulty: .easy),
            PackEntry(text: "The Sun is a star.", correct: "True", incorrect: ["False"]),
            PackEntry(text: "2 + 2?", correct: "4", incorrect: ["5"]),
        ]
        #expect(try Authoring.parse(rows, .csv).entries == expected)
        let header = "text,correct,incorrect1,incorrect2,incorrect3,category,difficulty\n"
        #expect(try Authoring.parse(header + rows, .csv).entries == expected)
    }

    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() throws {
        let csv = "\"Who said \"\"Eureka\"\", and where?\",Archimedes,\"Newton, Isaac\",\"Line\nbreak\"\n"
        let entry = try #require(try Authoring.parse(csv, .csv).entries.first)
        #expect(entry.text == "Who said \"Eureka\", and where?")
        #expect(entry.incorrect == ["Newton, Isaac", "Line break"])
    }

    @Test func crlfBomAndTrailingBlankLines() throws {
        let text = "\u{FEFF}text,correct,incorrect1\r\nQ1?,A,B\r\n\"Multi\r\nline?\",A,B\r\nQ3?,A,B\r\n\r\n"
        let result = try Authoring.parse(text, .csv)
        #expect(result.entries.map(\.text) == ["Q1?", "Multi line?", "Q3?"])
        #expect(result.entries.allSatisfy { !$0.correct.contains("\r") && $0.incorrect == ["B"] })
    }

    @Test func problemsNameTheLineTheRecordStartsOn() {
        let text = """
            text,correct,incorrect1
            "Spans
            two lines",A,A
            Good?,A,B
            Bad "quote",A,B
            Too few,A
            Too many,A,B,C,D,E,Cat,easy
            Hard?,A,B,,,,extreme
            """
        #expect(
            Authoring.problems(text, .csv, file: "q.csv") == [
                "q.csv:2: the answer 'A' appears twice",
                "q.csv:5: a quote inside a field that is not quoted, or text after a closing quote",
                "q.csv:6: 2 columns; at least text, correct and incorrect1 are needed",
                "q.csv:7: 8 columns; at most 7: text,correct,incorrect1,incorrect2,incorrect3,category,difficulty",
                "q.csv:8: unknown difficulty 'extreme'; use easy, medium or hard",
            ])
    }

    @Test func anUnclosedQuoteIsReportedWhereItOpens() {
        #expect(Authoring.problems("Q?,A,B\n\"Never closed,A,B\nQ2?,A,B\n", .csv) == ["pack:2: a quote opened here is never closed"])
    }
}
