import DataFiles
import Foundation
import QuizPlatform
import QuizStore
import Testing

@testable import QuizCLI

/// `questions --json` streams its listing through `JSONWriter`; the listing's
/// `Encodable` shape, through JSONEncoder, is the reference it must match
/// byte for byte.
@MainActor
@Suite struct QuestionListingTests {
    static let questions = [
        CustomQuestion(
            entry: PackEntry(
                text: "Quote \" backslash \\ tab \t escape \u{1B}", correct: "Ünïcödé — 日本 🎉", incorrect: ["", "\u{2028}"],
                category: "Cat,\"x\"", difficulty: .hard),
            createdAt: Date(timeIntervalSince1970: 1_795_321_080.75)),
        CustomQuestion(entry: PackEntry(text: "Plain?", correct: "Yes", incorrect: ["No"]), createdAt: Date(timeIntervalSince1970: 0)),
        CustomQuestion(entry: PackEntry(text: "None wrong", correct: "a", incorrect: []), createdAt: Date(timeIntervalSince1970: 86_399)),
    ]

    private static func encoded(_ questions: [CustomQuestion]) throws -> String {
        String(decoding: try JSONCoding.encoder(pretty: true).encode(questions.map(QuestionListing.init)), as: UTF8.self) + "\n"
    }

    @Test(arguments: [0, 1, 3]) func theStreamedListingIsTheEncodersArray(_ count: Int) async throws {
        let folder = TestData.temporaryFolder()
        let questions = Array(Self.questions.prefix(count))
        try DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in }).questions.add(questions)
        let terminal = ScriptedTerminal()
        let status = await Application.run(["questions", "--json"], in: AppEnvironment.test(folder: folder, terminal: terminal))
        #expect(status == .success)
        #expect(terminal.output == (try Self.encoded(questions)))
    }
}
