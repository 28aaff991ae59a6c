import DataFiles
import Foundation
import QuizStore
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// A plain JSON pack is imported in one streamed pass; its outcome must be
/// the whole-file importer's, question for question and error for error.
@Suite struct StreamedPackImportTests {
    let folder = TestData.temporaryFolder()
    let date = Date(timeIntervalSince1970: 1_795_321_080)

    /// Your questions in a database of their own: `base`, then `journal`
    /// added after them (the two parts of the older file bank, kept as cases).
    private func bank(_ name: String, base: [String], journal: [String]) throws -> CustomQuestions {
        let client = try QuizStoreClient.inMemory()
        func questions(_ texts: [String]) -> [CustomQuestion] {
            texts.map { CustomQuestion(entry: PackEntry(text: $0, correct: "R", incorrect: ["W"]), createdAt: date) }
        }
        _ = try client.addQuestions(questions(base), false)
        _ = try client.addQuestions(questions(journal), false)
        return client.customQuestions
    }

    private func pack(_ text: String, name: String = "pack.json") throws -> String {
        let url = folder.appending(path: name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Imports `text` streamed and reads it whole against the same bank;
    /// expects the same questions added and the same counts or problems.
    private func expectSameOutcome(
        _ text: String, base: [String] = ["Saved in the base?"], journal: [String] = ["Saved in the journal?"],
        streamed: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = try pack(text)
        let viaStream = try bank("stream", base: base, journal: journal)
        let whole = try bank("whole", base: base, journal: journal)
        let before = try viaStream.load().questions
        let expected = Result { try PackImporter(existing: whole.all().map(\.entry)).read(path: path) }
        let probe = Result {
            try StreamedPackImport.run(path: path, into: bank("probe", base: [], journal: []), pack: "pack", createdAt: date)
        }
        let fellBack = if case .success(nil) = probe { true } else { false }
        #expect(fellBack == !streamed, "streamed: \(streamed)", sourceLocation: sourceLocation)
        let actual = Result { try viaStream.importPack(path: path, createdAt: date) }
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)):
            #expect(actual.count == expected.entries.count, sourceLocation: sourceLocation)
            #expect(actual.skippedDuplicates == expected.skippedDuplicates, sourceLocation: sourceLocation)
            #expect(actual.repeatedInFile == expected.repeatedInFile, sourceLocation: sourceLocation)
            let added = try viaStream.load().questions.dropFirst(before.count)
            #expect(added.map(\.entry) == expected.entries, sourceLocation: sourceLocation)
            #expect(added.allSatisfy { $0.pack == "pack" && $0.createdAt == date }, sourceLocation: sourceLocation)
        case (.failure(let expected), .failure(let actual)):
            #expect((actual as? PackImportError) == (expected as? PackImportError), sourceLocation: sourceLocation)
            #expect(try viaStream.load().questions == before, "a refused pack adds nothing", sourceLocation: sourceLocation)
        default:
            Issue.record("streamed \(actual), whole \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func duplicatesWithinThePackAndAgainstBothPartsOfTheBankAreSkippedAlike() throws {
        try expectSameOutcome(
            """
            {"questions": [
              {"text": "New one?", "correct": "Yes", "incorrect": ["No"]},
              {"text": "  NEW ONE?  ", "correct": "Yes", "incorrect": ["No"]},
              {"text": "saved in the BASE?", "correct": "Yes", "incorrect": ["No"]},
              {"text": "Saved in the journal?", "correct": "Yes", "incorrect": ["No"]},
              {"text": "Saved in the journal?", "correct": "Yes", "incorrect": ["No"]},
              {"text": "Another?", "correct": "A", "incorrect": ["B", "", "C"], "category": "  ", "difficulty": "HARD"},
              {"text": "new one?", "correct": "Yes", "incorrect": ["No"]}
            ]}
            """)
    }

    @Test func unicodeEscapesCRLFAndAByteOrderMarkReadAlike() throws {
        try expectSameOutcome(
            "\u{FEFF}{\"questions\":[\r\n{\"text\":\"Столица \\u00e9 \\\"Франции\\\"? 🇫🇷\",\"correct\":\"Париж\",\"incorrect\":[\"Лион\"],"
                + "\"category\":\"География\",\"difficulty\":null},\r\n{\"text\":\"ÉCOLE?\",\"correct\":\"a\\nb\",\"incorrect\":[\"c\"]},"
                + "\r{\"text\":\"école?\",\"correct\":\"x\",\"incorrect\":[\"y\"]}\r\n]}\r\n")
    }

    @Test func aBadEntryLateInThePackRefusesItAllNamingItsLine() throws {
        var entries = (1...300).map { #"{"text": "Question \#($0)?", "correct": "Yes", "incorrect": ["No"]}"# }
        entries[280] = #"{"text": "No answer?", "incorrect": ["No"]}"#
        entries[290] = #"{"text": "", "correct": "Yes", "incorrect": ["No", "A", "B", "C"]}"#
        try expectSameOutcome("{\"questions\": [\n" + entries.joined(separator: ",\n") + "\n]}\n")
        let error = try #require(throws: PackImportError.self) {
            try bank("lines", base: [], journal: []).importPack(
                path: pack("{\"questions\": [\n" + entries.joined(separator: ",\n") + "\n]}"), createdAt: date)
        }
        #expect(error.problems.map(\.line) == [282, 292])
    }

    @Test func problemsAndInvalidJSONPastManyBatchesGiveTheSameOutcome() throws {
        var entries = (1...3000).map { #"{"text": "Question \#($0)?", "correct": "Yes", "incorrect": ["No"]}"# }
        entries[1500] = #"{"text": "No answer?", "incorrect": ["No"]}"#
        entries[2999] = #"{"text": "Same?", "correct": "A", "incorrect": ["a"]}"#
        try expectSameOutcome("{\"questions\": [\n" + entries.joined(separator: ",\n") + "\n]}\n")
        entries[2500] = #"{"text": "Broken?", "correct": , "incorrect": ["No"]}"#
        try expectSameOutcome("{\"questions\": [\n" + entries.joined(separator: ",\n") + "\n]}\n", streamed: false)
    }

    @Test func invalidJSONLateInThePackIsLeftToTheWholeFileReader() throws {
        try expectSameOutcome(
            """
            {"questions": [
              {"text": "Fine?", "correct": "Yes", "incorrect": ["No"]},
              {"text": "Broken?", "correct": , "incorrect": ["No"]}
            ]}
            """, streamed: false)
    }

    @Test(arguments: [
        #"{"response_code": 0, "results": [{"question": "Q?", "correct_answer": "A", "incorrect_answers": ["B"], "category": "C", "type": "multiple", "difficulty": "easy"}]}"#,
        #"{"questions": [{"text": "Q?", "correct": "A", "incorrect": ["B"]}], "extra": 1}"#,
        #"{"questions": [{"text": "Q?", "correct": "A", "incorrect": ["B"]},]}"#,
        #"{"questions": [["not", "an", "object"]]}"#,
        #"{"questions": [{"text": "Q?", "text": "Twice?", "correct": "A", "incorrect": ["B"]}]}"#,
    ])
    func otherShapesGiveTheWholeFileReadersOutcome(_ text: String) throws {
        try expectSameOutcome(text, streamed: false)
    }

    @Test func anEmptyListIsStreamedAndRefusedAsBefore() throws {
        try expectSameOutcome(#"{"questions": []}"#)
    }

    @Test func repeatsFarApartAreFoundWhetherTheirFirstLineIsWrittenOrStillBuffered() throws {
        // 3,000 questions (some 400 KB of journal, past several 64 KiB
        // pieces): each text comes back three times, near and far, in
        // another case, and some repeat the bank.
        var entries: [String] = []
        for number in 0..<3000 {
            entries.append(#"{"text": "Question number \#(number)?", "correct": "Yes", "incorrect": ["No"]}"#)
            if number % 7 == 0 { entries.append(#"{"text": "QUESTION NUMBER \#(number / 2)?", "correct": "A", "incorrect": ["B"]}"#) }
            if number % 11 == 0 { entries.append(#"{"text": "  question number \#(number / 3)? ", "correct": "A", "incorrect": ["B"]}"#) }
            if number % 13 == 0 { entries.append(#"{"text": "Saved number \#(number)?", "correct": "A", "incorrect": ["B"]}"#) }
        }
        try expectSameOutcome(
            "{\"questions\": [\n" + entries.joined(separator: ",\n") + "\n]}\n",
            base: (0..<3000).filter { $0 % 26 == 0 }.map { "saved number \($0)?" }, journal: ["Saved number 13?"])
    }

    @Test func aRefusedPackAddsNothing() throws {
        let store = try bank("fresh", base: ["Old?"], journal: [])
        let entries = (1...2000).map { #"{"text": "Q\#($0)?", "correct": "A", "incorrect": ["B"]}"# } + [#"{"text": "Bad?"}"#]
        #expect(throws: PackImportError.self) {
            try store.importPack(path: pack("{\"questions\": [" + entries.joined(separator: ",") + "]}"), createdAt: date)
        }
        #expect(try store.load().questions.map(\.entry.text) == ["Old?"])
    }

    @Test(arguments: [
        #"{"text": "Q?", "correct": "A", "incorrect": ["B", "C"], "category": "Art", "difficulty": "easy"}"#,
        #"{ "difficulty" : " HARD ", "category" : "   ", "incorrect" : [ ] , "correct" : "A", "text" : "Q\u00e9\n?" }"#,
        #"{"text": "Q?", "correct": "A", "incorrect": ["B"], "category": null, "difficulty": null}"#,
        #"{"text": "Q?", "correct": "A", "incorrect": ["B"], "difficulty": ""}"#,
        #"{"text": "Столица?", "correct": "Париж", "incorrect": ["Лион", "Ницца"]}"#,
    ])
    func theEntryReaderReadsPlainEntriesAsTheTreeDoes(_ text: String) throws {
        let viaTree = try JSONPackParser.packEntry(try #require(JSONValueParser.parse(text)))
        let read = Array(text.utf8).withUnsafeBytes { PackEntryReader.entry($0) }
        #expect(read == viaTree)
    }

    @Test(arguments: [
        #"{"text": "Q?", "correct": "A", "incorrect": ["B"], "source": "x"}"#,
        #"{"text": null, "correct": "A", "incorrect": ["B"]}"#,
        #"{"text": "Q?", "correct": 1, "incorrect": ["B"]}"#,
        #"{"text": "Q?", "correct": "A", "incorrect": "B"}"#,
        #"{"text": "Q?", "correct": "A", "incorrect": ["B"], "difficulty": "brutal"}"#,
        #"{"text": "Q?", "text": "R?", "correct": "A", "incorrect": ["B"]}"#,
        #"{"t\u0065xt": "Q?", "correct": "A", "incorrect": ["B"]}"#,
        #"{"text": "Q?", "correct": "A"}"#,
        #"{"text": "Q?", "correct": "A", "incorrect": ["B"]} x"#,
    ])
    func theEntryReaderLeavesEveryOtherEntryToTheTree(_ text: String) {
        #expect(Array(text.utf8).withUnsafeBytes { PackEntryReader.entry($0) } == nil)
    }

    @Test func anEntryOverTheLimitIsLeftToTheWholeFileReaderEvenInsideOneString() throws {
        let long = String(repeating: "abc", count: JSONPackStream.entryLimit / 3 + 1)
        let file = try OpenFile(path: try pack("{\"questions\": [{\"text\": \"" + long + "\"}]}"), flags: O_RDONLY)
        #expect(try !JSONPackStream(file: file).forEachEntry { _, _ in true })
    }

    @Test func theStreamFindsEveryEntryAndItsLineAcrossChunks() throws {
        // 600 KB: across several chunks, under the entry limit.
        let long = String(repeating: "é{[\\\"", count: 100_000)
        let text = "{ \"questions\" :\n[ {\"text\": \"" + long + "\"},\n\n {\"a\": [1, {\"b\": \"]}\"}]} ]\n}\n"
        let file = try OpenFile(path: try pack(text), flags: O_RDONLY)
        var seen: [(String, Int)] = []
        let walked = try JSONPackStream(file: file).forEachEntry { bytes, line in
            seen.append((String(decoding: bytes, as: UTF8.self), line))
            return true
        }
        #expect(walked)
        #expect(seen.map(\.1) == [2, 4])
        #expect(seen.first?.0.hasSuffix(long + "\"}") == true)
        #expect(seen.last?.0 == #"{"a": [1, {"b": "]}"}]}"#)
    }
}

/// A streamed import is one transaction: the questions being added are not
/// yours until it commits, so another process (or the next run after a
/// kill -9) sees your questions as they were.
@Suite struct StreamedImportCommitTests {
    let folder = TestData.temporaryFolder()
    let date = Date(timeIntervalSince1970: 1_795_321_080)

    private func question(_ text: String) -> CustomQuestion {
        CustomQuestion(entry: PackEntry(text: text, correct: "R", incorrect: ["W"]), createdAt: date)
    }

    @Test func aReaderInTheMiddleOfAnImportSeesTheQuestionsAsTheyWere() throws {
        let path = folder.appending(path: "quizctl.db").path
        let store = try QuizStoreClient.live(path: path).customQuestions
        try store.add([question("Old?")])
        let before = try store.all().map(\.entry.text)
        var seenMidway: [String] = []
        try store.add { add in
            for number in 0..<2000 {
                _ = try add(question("New question number \(number) with some words to make the line longer?"))
            }
            seenMidway = try QuizStoreClient.live(path: path).allQuestions().map(\.entry.text)
        }
        #expect(seenMidway == before)
        #expect(try store.count() == before.count + 2000)
    }
}
