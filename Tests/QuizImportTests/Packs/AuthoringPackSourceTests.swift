import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct AuthoringPackSourceTests {
    @Test func playsAPackFileInAnyFormatWithoutSavingIt() async throws {
        let file = try Authoring.file(
            named: "bank.txt", contents: "Q1?\nA. a\nB. b\nC. c\nD. d\nANSWER: C\n\nIs it?\nA) No\nB) Yes\nANSWER: B\n")
        let source = try #require(PackSource(sourceName: "pack:" + file.path))
        #expect(source.name == "pack:" + file.path)
        let choice = try await source.loadQuestions(QuestionQuery(count: 10, format: .choice))
        #expect(choice.map(\.correctOption) == ["c", "Yes"])
        #expect(try await source.loadQuestions(QuestionQuery(count: 10, format: .fourOptions)).map(\.text) == ["Q1?"])
        #expect(try await source.loadQuestions(QuestionQuery(count: 10, format: .yesNo)).map(\.options) == [["Yes", "No"]])
        #expect(await source.status(offline: true).reachable)
    }

    @Test func filtersByDifficultyAndCategory() async throws {
        let file = try Authoring.file(named: "p.csv", contents: "E?,A,B,,,Geo,easy\nH?,A,B,,,Geo,hard\nAny?,A,B,,,Art,\n")
        let source = PackSource(path: file.path)
        #expect(try await source.loadQuestions(QuestionQuery(count: 10, format: .choice, difficulty: .hard)).map(\.text) == ["H?", "Any?"])
        #expect(try await source.loadQuestions(QuestionQuery(count: 10, format: .choice, category: "geo")).map(\.text) == ["E?", "H?"])
    }

    @Test func aBrokenPackIsTheImportError() async throws {
        let file = try Authoring.file(named: "p.json", contents: "{\"questions\": [1]}")
        await #expect(throws: PackImportError.self) {
            try await PackSource(path: file.path).loadQuestions(QuestionQuery(count: 1, format: .choice))
        }
        #expect(PackSource(sourceName: "pack:") == nil)
        #expect(PackSource(sourceName: "trivia") == nil)
        #expect(await PackSource(path: "/nonexistent.json").status(offline: false).reachable == false)
    }
}
