import Foundation
import Testing

@testable import QuizPlatform

/// The hand-written JSON of the bank, the export and the listing writes
/// exactly what JSONEncoder writes, so reading it back and comparing
/// outputs cannot tell which wrote it.
@Suite struct BankJSONWritersTests {
    static let tricky: [CustomQuestion] = [
        CustomQuestion(
            entry: PackEntry(
                text: "Quote \" backslash \\ slash / tab \t newline \n escape \u{1B} bell \u{07} del \u{7F}",
                correct: "Ünïcödé — 日本 🎉", incorrect: ["\u{2028}line", "\r\u{0C}\u{08}", ""], category: "Cat,\"x\"",
                difficulty: .hard),
            createdAt: Date(timeIntervalSince1970: 1_795_321_080.75)),
        CustomQuestion(entry: PackEntry(text: "Plain?", correct: "Yes", incorrect: ["No"]), createdAt: Date(timeIntervalSince1970: 0)),
        CustomQuestion(
            entry: PackEntry(text: "No wrong", correct: "a", incorrect: [], category: nil, difficulty: .easy),
            createdAt: Date(timeIntervalSince1970: 4_102_444_799)),
    ]

    /// JSONEncoder on Linux writes keys in no fixed order, so the two are compared as JSON values.
    @Test(arguments: tricky) func aQuestionIsWrittenAsJSONEncoderWritesIt(_ question: CustomQuestion) throws {
        let expected = try JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(question)) as? NSDictionary
        let written = try JSONSerialization.jsonObject(with: Data(JSONTextWriter.compact(question))) as? NSDictionary
        #expect(written != nil && written == expected)
    }

    @Test(arguments: tricky) func whatIsWrittenIsReadBackByTheFastReader(_ question: CustomQuestion) throws {
        let bytes = JSONTextWriter.compact(question)
        let read = bytes.withUnsafeBytes { CustomQuestionReader.question($0, decoder: JSONCoding.decoder()) }
        var expected = question
        expected.createdAt = Date(timeIntervalSince1970: question.createdAt.timeIntervalSince1970.rounded(.down))
        #expect(read == expected)
    }

    @Test(arguments: [0, 1, 3]) func theStreamedExportIsTheEncodersPack(_ count: Int) throws {
        let store = QuestionBankStore(url: TestData.temporaryFolder().appending(path: "questions.json"), onQuarantine: { _ in })
        try store.save(QuestionBank(questions: Array(Self.tricky.prefix(count))))
        for format in ExportFormat.allCases {
            var streamed = Data()
            let written = try PackExporter.stream(store, as: format) { streamed += $0 }
            #expect(written == count)
            let whole = try PackExporter.data(Self.tricky.prefix(count).map(\.entry), as: format)
            #expect(String(decoding: streamed, as: UTF8.self) == String(decoding: whole, as: UTF8.self), "\(format)")
        }
    }
}
