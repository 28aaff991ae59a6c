import Foundation
import QuizStore
import Testing

@testable import QuizCLI
@testable import QuizImport
@testable import QuizPlatform

@Suite struct AuthoringImportRulesTests {
    static let existing = [PackEntry(text: "Which planet is largest?", correct: "Jupiter", incorrect: ["Mars"])]

    @Test func duplicatesOfYourQuestionsAndWithinTheFileAreSkippedAndCounted() throws {
        let csv = """
            WHICH PLANET IS LARGEST?  ,Jupiter,Saturn
            New question?,Yes,No
            new question?,Yes,No
            """
        let result = try Authoring.parse(csv, .csv, existing: Self.existing)
        #expect(result.entries == [PackEntry(text: "New question?", correct: "Yes", incorrect: ["No"])])
        #expect(result.skippedDuplicates == 2)
    }

    @Test func aFileOfOnlyDuplicatesImportsNothingWithoutError() throws {
        let result = try Authoring.parse("Which planet is largest?,Jupiter,Mars\n", .csv, existing: Self.existing)
        #expect(result.entries.isEmpty)
        #expect(result.skippedDuplicates == 1)
    }

    @Test func oneBadEntryRejectsTheWholeFileAndTheStoreStaysAsItWas() throws {
        let folder = TestData.temporaryFolder()
        let store = try QuizStoreClient.inMemory().customQuestions
        let date = Date(timeIntervalSince1970: 1_795_321_080)
        let good = folder.appendingPathComponent("good.txt")
        try Data("Q1?\nA. a\nB. b\nANSWER: B\n\nQ2?\nA. a\nB. b\nANSWER: A\n".utf8).write(to: good)
        let bad = folder.appendingPathComponent("bank.txt")
        try Data("Q3?\nA. a\nB. b\nANSWER: A\n\nQ4?\nA. a\nB. b\n".utf8).write(to: bad)

        #expect(try store.importPack(path: good.path, createdAt: date).entries.count == 2)
        #expect(throws: PackImportError.self) { try store.importPack(path: bad.path, createdAt: date) }
        #expect(try store.load().questions.map(\.entry.text) == ["Q1?", "Q2?"])
        let again = try store.importPack(path: good.path, createdAt: date)
        #expect(again.entries.isEmpty && again.skippedDuplicates == 2)
        #expect(try store.load().questions.count == 2)
    }

    @Test(arguments: [PackFormat.json, .csv, .aiken]) func anEmptyFileIsAClearError(_ format: PackFormat) {
        #expect(Authoring.problems("", format, file: "empty") == ["empty:1: the file is empty"])
        #expect(Authoring.problems("\u{FEFF}\r\n  \n", format, file: "empty") == ["empty:1: the file is empty"])
    }

    @Test func invalidUTF8NamesItsLine() {
        var data = Data("Q?,A,B\nQ2?,".utf8)
        data.append(contentsOf: [0xC3, 0x28])
        #expect(Authoring.problems(data, .csv) == ["pack:2: the text is not UTF-8"])
    }

    @Test func formatComesFromTheExtension() {
        #expect(PackFormat(fileName: "bank.TXT") == .aiken)
        #expect(PackFormat(fileName: "dir.v2/pack.json") == .json)
        #expect(PackFormat(fileName: "x.aiken") == .aiken)
        #expect(PackFormat(fileName: "x.csv") == .csv)
        #expect(PackFormat(fileName: "dir.csv/pack") == nil)
        #expect(PackFormat(fileName: "pack.xml") == .moodleXML)
        #expect(PackFormat(fileName: "class.GIFT") == .gift)
        #expect(PackFormat(fileName: "pack.docx") == nil)
        #expect(ExportFormat(fileName: "out.txt") == nil)
        #expect(ExportFormat(fileName: "out.csv") == .csv)
    }

    @Test func unknownExtensionAndMissingFileAreReported() throws {
        // Neither the name nor the contents tell a format.
        let unknown = try Authoring.file(named: "pack.docx", contents: "Dear class,\nsee you on Monday.\n").path
        let error = try #require(throws: UnknownPackFormatError.self) { try PackImporter().read(path: unknown) }
        #expect(error == UnknownPackFormatError(file: unknown))
        #expect(
            error.message.en
                == "\(unknown): cannot tell the format from the name or the contents; use --format with json, csv, aiken, gift, moodle (questions) or anki, anki-text, quizlet (decks)\n1 problem; nothing was imported"
        )
        let missing = try #require(throws: PackImportError.self) { try PackImporter().read(path: "/nonexistent/bank.txt") }
        #expect(missing.problems.first?.line == nil)
        #expect(missing.message.en.hasPrefix("/nonexistent/bank.txt: cannot read the file: No such file or directory\n"))
    }

    @Test func theMessageListsEveryProblemThenTheCount() throws {
        let error = try #require(throws: PackImportError.self) { try Authoring.parse("Q?,A\nQ2?,A,A\n", .csv, file: "f.csv") }
        #expect(
            error.message.en == """
                f.csv:1: 2 columns; at least text, correct and incorrect1 are needed
                f.csv:2: the answer 'A' appears twice
                2 problems; nothing was imported
                """)
        #expect(error.message.ru.hasSuffix("2 ошибки; ничего не импортировано"))
    }

    @Test func controlCharactersAreStripped() throws {
        let csv = "\"Red\u{1B}[31m?\",\"Yes\u{07}\",No\u{202E},,,Cat\u{9B}2J,easy\n"
        let entry = try #require(try Authoring.parse(csv, .csv).entries.first)
        #expect(entry == PackEntry(text: "Red?", correct: "Yes", incorrect: ["No"], category: "Cat", difficulty: .easy))
    }

    @Test func aTenMegabyteQuestionIsRefusedNotACrash() {
        let huge = String(repeating: "x", count: 10 << 20)
        let problems = Authoring.problems("\(huge)?,A,B\nFine?,A,B\n", .csv)
        #expect(problems == ["pack:1: the text is longer than 1000 characters"])
        let oneGrapheme = "e" + String(repeating: "\u{301}", count: 100_000)
        #expect(
            Authoring.problems("{\"questions\":[{\"text\":\"\(oneGrapheme)\",\"correct\":\"A\",\"incorrect\":[\"B\"]}]}", .json)
                == ["pack:1: the text is longer than 1000 characters"])
    }

    @Test func deeplyNestedJSONIsRefusedNotACrash() {
        let nested = "{\"questions\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect(Authoring.problems(nested, .json).count == 1)
    }

    @Test func aThousandOptionQuestionIsRefusedInEveryFormat() {
        let options = Array(repeating: "same", count: 1000)
        let json =
            "{\"questions\":[{\"text\":\"Q?\",\"correct\":\"A\",\"incorrect\":[\(options.map { "\"\($0)\"" }.joined(separator: ","))]}]}"
        #expect(Authoring.problems(json, .json) == ["pack:1: 1000 wrong answers; at most 3"])
        #expect(
            Authoring.problems("Q?,A," + options.joined(separator: ",") + "\n", .csv)
                == ["pack:1: 1002 columns; at most 7: text,correct,incorrect1,incorrect2,incorrect3,category,difficulty"])
        let letters = (0..<1000).map { "\(Character(Unicode.Scalar(UInt8(65 + $0 % 26)))). option \($0)" }
        #expect(
            Authoring.problems("Q?\n" + letters.joined(separator: "\n") + "\nANSWER: A\n", .aiken)
                == [
                    "pack:6: 1000 options; quizctl questions have at most 4 (one right, three wrong), so the question is refused: "
                        + "keep the right answer and at most three wrong ones"
                ])
    }

    @Test func quotedDuplicatesAreClippedInMessages() {
        let long = String(repeating: "y", count: 150)
        let problems = Authoring.problems("Q?,\(long),\(long)\n", .csv)
        #expect(problems == ["pack:1: the answer '\(String(repeating: "y", count: 60))…' appears twice"])
    }
}
