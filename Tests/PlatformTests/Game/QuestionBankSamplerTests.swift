import Foundation
import Testing

@testable import QuizPlatform

@Suite struct QuestionBankSamplerTests {
    private func bank(_ count: Int, in folder: URL = TestData.temporaryFolder()) throws -> JSONFileStore<QuestionBank> {
        let store = JSONFileStore(url: folder.appending(path: "questions.json"), defaultValue: QuestionBank(), onQuarantine: { _ in })
        let questions = (1...count).map { number in
            CustomQuestion(
                entry: PackEntry(
                    text: "Q\(number) {braces} [brackets] \"quotes\" \\ back\\slash?", correct: "R\(number)", incorrect: ["W\(number)"],
                    difficulty: number.isMultiple(of: 2) ? .hard : .easy),
                createdAt: Date(timeIntervalSince1970: 0)
            )
        }
        try store.save(QuestionBank(questions: questions))
        return store
    }

    @Test func findsEveryQuestionDespiteBracesAndQuotesInTexts() throws {
        let store = try bank(50)
        let ranges = try #require(try QuestionBankSampler(url: store.url).questionRanges())
        #expect(ranges.count == 50)
        let data = try Data(contentsOf: store.url)
        let decoded = try ranges.map { try JSONCoding.decoder().decode(CustomQuestion.self, from: data[$0]) }
        #expect(decoded == (try store.load().questions))
    }

    @Test func sequentialPicksTheFirstMatchingInFileOrder() throws {
        let store = try bank(20)
        let query = QuestionQuery(count: 3, format: .choice, difficulty: .hard)
        let picked = try #require(
            try QuestionBankSampler(url: store.url).pick(count: 3, order: .sequential, seed: 1) {
                CustomQuestionSource.shape($0, for: query)
            })
        #expect(picked.map(\.correctOption) == ["R2", "R4", "R6"])
    }

    @Test func randomOrderIsReproducibleAndCoversTheBank() throws {
        let store = try bank(200)
        let sampler = QuestionBankSampler(url: store.url)
        let query = QuestionQuery(count: 10, format: .choice)
        let first = try #require(try sampler.pick(count: 10, order: .random, seed: 5) { CustomQuestionSource.shape($0, for: query) })
        let again = try #require(try sampler.pick(count: 10, order: .random, seed: 5) { CustomQuestionSource.shape($0, for: query) })
        let other = try #require(try sampler.pick(count: 10, order: .random, seed: 6) { CustomQuestionSource.shape($0, for: query) })
        #expect(first == again && first != other)
        #expect(Set(first.map(\.id)).count == 10)
    }

    @Test(arguments: ["", "not json", "[1,2,3]", #"{"questions":[{"a":1}"#, #"{"questions":{"a":1}}"#])
    func aFileOfAnotherShapeIsNotSampled(_ contents: String) throws {
        let url = TestData.temporaryFolder().appending(path: "questions.json")
        try Data(contents.utf8).write(to: url)
        #expect(try QuestionBankSampler(url: url).questionRanges() == nil)
    }

    @Test func aDamagedFileFallsBackToTheStoreWhichQuarantinesIt() async throws {
        let folder = TestData.temporaryFolder()
        try Data(#"{"questions":[{"id":"x"}]}"#.utf8).write(to: folder.appending(path: "questions.json"))
        let store = JSONFileStore(url: folder.appending(path: "questions.json"), defaultValue: QuestionBank(), onQuarantine: { _ in })
        let questions = try await CustomQuestionSource(store: store).loadQuestions(QuestionQuery(count: 3, format: .choice))
        #expect(questions.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("questions.json.corrupt-") })
    }
}

@Suite struct QuestionBankIndexTests {
    private func store() throws -> JSONFileStore<QuestionBank> {
        let store = JSONFileStore(
            url: TestData.temporaryFolder().appending(path: "questions.json"), defaultValue: QuestionBank(), onQuarantine: { _ in })
        try store.save(
            QuestionBank(
                questions: (1...5).map {
                    CustomQuestion(
                        entry: PackEntry(text: "Q\($0)?", correct: "R", incorrect: ["W"]), createdAt: Date(timeIntervalSince1970: 0))
                }))
        return store
    }

    @Test func theIndexIsKeptAndUsedUntilTheBankChanges() throws {
        let store = try store()
        let sampler = QuestionBankSampler(url: store.url)
        let scanned = try #require(try sampler.questionRanges())
        #expect(FileManager.default.fileExists(atPath: sampler.indexURL.path))
        #expect(try sampler.questionRanges() == scanned)
        try store.update { $0.questions.removeFirst() }
        #expect(try sampler.questionRanges()?.count == 4, "a save makes the index stale")
    }

    @Test func aDamagedIndexIsIgnored() throws {
        let store = try store()
        let sampler = QuestionBankSampler(url: store.url)
        _ = try sampler.questionRanges()
        for garbage in [Data(), Data("not an index at all, not at all".utf8), Data(repeating: 0xFF, count: 100)] {
            try garbage.write(to: sampler.indexURL)
            #expect(try sampler.questionRanges()?.count == 5)
        }
    }
}
