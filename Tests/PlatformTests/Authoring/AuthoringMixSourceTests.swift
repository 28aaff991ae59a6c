import Foundation
import MillionaireMode
import Testing

@testable import QuizPlatform

/// Your questions by imported pack (`custom:NAME`) and mixed with the
/// built-in ones (`mix`).
@Suite struct AuthoringMixSourceTests {
    private let folder = TestData.temporaryFolder()
    private let date = Date(timeIntervalSince1970: 1_800_000_000)

    private let store = memoryQuestions()

    private func yours(_ count: Int, difficulty: Difficulty? = nil, pack: String? = nil) throws {
        let added = (1...count).map { number in
            CustomQuestion(
                entry: PackEntry(
                    text: "Mine \(pack ?? "") \(number)?", correct: "R", incorrect: ["W1", "W2", "W3"], difficulty: difficulty),
                createdAt: date, pack: pack)
        }
        try store.add(added)
    }

    private func builtIn(_ count: Int, difficulty: Difficulty = .easy) -> [Question] {
        (1...count).map { number in
            Question(
                text: "Built-in \(difficulty.rawValue) \(number)?", options: ["R", "W1", "W2", "W3"], correctIndex: 0,
                difficulty: difficulty)
        }
    }

    private func mix(builtIn questions: [Question], pack: String? = nil) -> MixSource {
        MixSource(yours: CustomQuestionSource(store: store, pack: pack), builtIn: [OfflineOnlySource(questions: questions)])
    }

    @Test func halfOfAGameIsYoursWhenBothHaveEnough() async throws {
        try yours(20)
        let loaded = try await mix(builtIn: builtIn(20)).loadQuestions(QuestionQuery(count: 10, format: .choice))
        #expect(loaded.count(where: { $0.text.hasPrefix("Mine") }) == 5)
        #expect(loaded.count(where: { $0.text.hasPrefix("Built-in") }) == 5)
    }

    @Test func aFewOfYoursAreAllPlayedAndTheBuiltInOnesFillTheRest() async throws {
        try yours(3)
        let loaded = try await mix(builtIn: builtIn(20)).loadQuestions(QuestionQuery(count: 10, format: .choice))
        #expect(loaded.count == 10)
        #expect(loaded.count(where: { $0.text.hasPrefix("Mine") }) == 3)
    }

    @Test func theBuiltInHalfIsAskedOfflineEvenWhenTheGameIsNot() async throws {
        try yours(1)
        // OfflineOnlySource refuses an online query, as an unreachable service would.
        let loaded = try await mix(builtIn: builtIn(5)).loadQuestions(QuestionQuery(count: 4, format: .choice, offline: false))
        #expect(loaded.count == 4)
    }

    @Test func yoursOfUnknownDifficultyTakeTheOneAskedFor() async throws {
        try yours(2)
        let loaded = try await mix(builtIn: builtIn(10)).loadQuestions(QuestionQuery(count: 5, format: .fourOptions, difficulty: .hard))
        #expect(loaded.filter { $0.text.hasPrefix("Mine") }.allSatisfy { $0.difficulty == .hard })
    }

    @Test func aMillionaireLadderFromTheMixIsFullAndHoldsAllOfYours() async throws {
        try yours(3)
        let pool = builtIn(10, difficulty: .easy) + builtIn(10, difficulty: .medium) + builtIn(10, difficulty: .hard)
        let request = GameRequest(mode: .millionaire, source: MixSource.allName, seed: 7)
        let ladder = try await MillionaireLadder().questions(for: request, from: mix(builtIn: pool))
        #expect(ladder.count == 15)
        #expect(Set(ladder.map(\.id)).count == 15)
        #expect(ladder.count(where: { $0.text.hasPrefix("Mine") }) == 3)
    }

    @Test func anImportedPackKeepsItsNameAndPlaysOnItsOwn() async throws {
        try yours(2)
        let file = folder.appending(path: "capitals.csv")
        try Data("text,correct,incorrect1\nCapital of Italy?,Rome,Milan\nCapital of Spain?,Madrid,Seville\n".utf8).write(to: file)
        try store.importPack(path: file.path, createdAt: date)
        #expect(try store.load().packs().map(\.name) == ["capitals"])
        #expect(try store.load().packs().map(\.count) == [2])

        let pack = try #require(CustomQuestionSource(store: store, sourceName: "custom:capitals"))
        #expect(pack.name == "custom:capitals")
        let loaded = try await pack.loadQuestions(QuestionQuery(count: 10, format: .choice))
        #expect(Set(loaded.map(\.text)) == ["Capital of Italy?", "Capital of Spain?"])
        #expect(try await CustomQuestionSource(store: store).loadQuestions(QuestionQuery(count: 10, format: .choice)).count == 4)
        #expect(CustomQuestionSource(store: store, sourceName: "custom") == nil)
        #expect(MixSource.name(mixing: "custom:capitals") == "mix:capitals")
        #expect(MixSource.name(mixing: "custom") == "mix")
    }
}

/// A built-in source that has its questions only offline.
private struct OfflineOnlySource: QuestionSource {
    var questions: [Question]
    var name: String { "built-in" }
    var summary: LocalizedText { LocalizedText(verbatim: "built-in") }
    var formats: Set<QuestionFormat> { [.choice, .fourOptions] }

    func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        guard query.offline else { throw SourceError.unreachable(LocalizedText(verbatim: "online")) }
        let matching = questions.filter { query.difficulty == nil || $0.difficulty == query.difficulty }
        return Array(matching.prefix(query.count))
    }

    func status(offline: Bool) async -> SourceStatus { SourceStatus(reachable: offline) }
}
