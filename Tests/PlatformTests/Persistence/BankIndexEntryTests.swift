import Foundation
import Testing

@testable import QuizPlatform

/// Indexing reads each saved question's id and text hash without making
/// the question; it must agree with the full reader wherever it answers,
/// and answer for everything quizctl writes.
@Suite struct BankIndexEntryTests {
    private static func expectAgrees(_ text: String, answers: Bool?, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        let quick = bytes.withUnsafeBytes { CustomQuestionReader.indexEntry($0) }
        let full = bytes.withUnsafeBytes { CustomQuestionReader.question($0, decoder: JSONCoding.decoder()) }
        if let quick {
            #expect(quick.id == full?.id, sourceLocation: sourceLocation)
            #expect(quick.textHash == full.map { QuestionTextKey.hash(of: $0.entry.text) }, sourceLocation: sourceLocation)
        }
        if let answers { #expect((quick != nil) == answers, "\(text)", sourceLocation: sourceLocation) }
    }

    @Test func everyQuestionQuizctlWritesIsIndexedAsTheFullReaderReadsIt() {
        let texts = ["Plain?", "  Padded  ", "ÉCOLE?", "Столица?", "Quote \" and \\ and \n", "Tab\there", "A", "Z🇫🇷"]
        for (number, text) in texts.enumerated() {
            let question = CustomQuestion(
                entry: PackEntry(
                    text: text, correct: "R\u{1}", incorrect: number % 2 == 0 ? ["W"] : [], category: number % 3 == 0 ? nil : "Кат",
                    difficulty: number % 4 == 0 ? nil : .hard),
                createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number)), pack: number % 2 == 0 ? "pack" : nil)
            Self.expectAgrees(String(decoding: JSONTextWriter.compact(question), as: UTF8.self), answers: true)
        }
    }

    @Test(arguments: [
        #"{"id":"A8F69CED-911B-48BE-914A-ED702EEA7078","createdAt":"2023-11-02T12:00:00Z","entry":{"text":"Q?","correct":"A","incorrect":["B"],"category":null,"difficulty":null},"pack":null}"#,
        #"{ "entry" : { "incorrect" : [ ], "correct" : "A", "text" : " q\u0041 " }, "id" : "A8F69CED-911B-48BE-914A-ED702EEA7078", "createdAt" : "2023-11-02T12:00:00Z" }"#,
        #"{"id":"A8F69CED-911B-48BE-914A-ED702EEA7078","createdAt":"2023-11-02T12:00:00Z","entry":{"text":"Q?","correct":"A","incorrect":["B"],"difficulty":"brutal"}}"#,
        #"{"id":"A8F69CED-911B-48BE-914A-ED702EEA7078","createdAt":"2023-11-02T12:00:00Z","entry":{"text":"Q?","correct":"A"}}"#,
        #"{"id":"A8F69CED-911B-48BE-914A-ED702EEA7078","entry":{"text":"Q?","correct":"A","incorrect":["B"]}}"#,
        #"{"id":"A8F69CED-911B-48BE-914A-ED702EEA7078","createdAt":"2023-11-02T12:00:00Z","entry":{"text":"Q?","correct":"A","incorrect":["B"]},"extra":1}"#,
        #"{"id":"A8F69CED-911B-48BE-914A-ED702EEA7078","createdAt":"2023-11-02T12:00:00Z","entry":{"text":"Q?","correct":"A","incorrect":["B"]}} x"#,
        #"{"id":"not an id","createdAt":"2023-11-02T12:00:00Z","entry":{"text":"Q?","correct":"A","incorrect":["B"]}}"#,
        #"{"id":"A8F69CED-911B-48BE-914A-ED702EEA7078","createdAt":"2023-11-02T12:00:00Z","entry":{"text":"Q?","correct":1,"incorrect":["B"]}}"#,
    ])
    func otherFormsAgreeWhereverTheQuickReaderAnswers(_ text: String) {
        Self.expectAgrees(text, answers: nil)
    }
}
