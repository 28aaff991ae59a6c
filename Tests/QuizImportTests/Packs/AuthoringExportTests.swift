import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct AuthoringExportTests {
    static let tricky = [
        PackEntry(
            text: "Who said \"Eureka\", and why?", correct: "Archimedes", incorrect: ["Newton, Isaac", "\"Nobody\"", "Galileo"],
            category: "History, ancient", difficulty: .hard),
        PackEntry(text: "Столица России?", correct: "Москва", incorrect: ["Санкт-Петербург"], category: "География", difficulty: .easy),
        PackEntry(text: "The Sun is a star.", correct: "True", incorrect: ["False"]),
        PackEntry(text: "text,correct", correct: "  padded  ", incorrect: ["a;b", "c\td"], difficulty: .medium),
    ]

    @Test(arguments: ExportFormat.allCases) func exportReimportsToTheSameSet(_ format: ExportFormat) throws {
        let stored = Self.tricky.map(QuestionBuilder.trimmed)
        let data = try PackExporter.data(stored, as: format)
        let back = try PackImporter().parse(data, fileName: "export", format: format == .json ? .json : .csv)
        #expect(back.entries == stored)
        #expect(back.skippedDuplicates == 0)
        let again = try PackImporter(existing: stored).parse(data, fileName: "export", format: format == .json ? .json : .csv)
        #expect(again.entries.isEmpty && again.skippedDuplicates == stored.count)
    }

    @Test func lineBreaksComeBackAsSpacesBecauseImportedTextIsTerminalSafe() throws {
        let entry = PackEntry(text: "Two\nlines?", correct: "Yes", incorrect: ["No"])
        let csv = try PackExporter.csv([entry])
        #expect(String(decoding: csv, as: UTF8.self).contains("\"Two\nlines?\""))
        #expect(try PackImporter().parse(csv, fileName: "x", format: .csv).entries.map(\.text) == ["Two lines?"])
    }

    @Test func csvHasAHeaderAndCRLFLineEnds() throws {
        let text = String(decoding: try PackExporter.csv([Self.tricky[2]]), as: UTF8.self)
        #expect(text == "text,correct,incorrect1,incorrect2,incorrect3,category,difficulty\r\nThe Sun is a star.,True,False,,,,\r\n")
    }

    @Test func csvRefusesMoreThanThreeWrongAnswers() {
        let entry = PackEntry(text: "Q?", correct: "A", incorrect: ["B", "C", "D", "E"])
        #expect(throws: PackExportError.self) { try PackExporter.csv([entry]) }
        #expect(throws: Never.self) { try PackExporter.json([entry]) }
    }
}
