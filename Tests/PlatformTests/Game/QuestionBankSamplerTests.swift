import Foundation
import Testing

@testable import QuizPlatform

@Suite struct QuestionBankSamplerTests {
    private func bank(_ count: Int, in folder: URL = TestData.temporaryFolder()) throws -> QuestionBankStore {
        let store = QuestionBankStore(url: folder.appending(path: "questions.json"), onQuarantine: { _ in })
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
        let entries = try store.snapshot().index.entries()
        #expect(entries.count == 50)
        let data = try Data(contentsOf: store.url)
        let decoded = try entries.map { try JSONCoding.decoder().decode(CustomQuestion.self, from: data[$0.range]) }
        #expect(decoded == (try store.load().questions))
    }

    @Test func sequentialPicksTheFirstMatchingInFileOrder() throws {
        let store = try bank(20)
        let query = QuestionQuery(count: 3, format: .choice, difficulty: .hard)
        let picked = try QuestionBankSampler(snapshot: store.snapshot()).pick(count: 3, order: .sequential, seed: 1) {
            CustomQuestionSource.shape($0, for: query)
        }
        #expect(picked.map(\.correctOption) == ["R2", "R4", "R6"])
    }

    @Test func randomOrderIsReproducibleAndCoversTheBank() throws {
        let store = try bank(200)
        let sampler = QuestionBankSampler(snapshot: try store.snapshot())
        let query = QuestionQuery(count: 10, format: .choice)
        let first = try sampler.pick(count: 10, order: .random, seed: 5) { CustomQuestionSource.shape($0, for: query) }
        let again = try sampler.pick(count: 10, order: .random, seed: 5) { CustomQuestionSource.shape($0, for: query) }
        let other = try sampler.pick(count: 10, order: .random, seed: 6) { CustomQuestionSource.shape($0, for: query) }
        #expect(first == again && first != other)
        #expect(Set(first.map(\.id)).count == 10)
    }

    @Test(arguments: ["", "not json", "[1,2,3]", #"{"questions":[{"a":1}"#, #"{"questions":{"a":1}}"#])
    func aFileOfAnotherShapeIsMovedAside(_ contents: String) throws {
        let folder = TestData.temporaryFolder()
        let url = folder.appending(path: "questions.json")
        try Data(contents.utf8).write(to: url)
        #expect(try QuestionBankStore(url: url, onQuarantine: { _ in }).count() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("questions.json.corrupt-") })
    }

    @Test func aDamagedFileIsMovedAsideByTheSource() async throws {
        let folder = TestData.temporaryFolder()
        try Data(#"{"questions":[{"id":"x"}]}"#.utf8).write(to: folder.appending(path: "questions.json"))
        let store = QuestionBankStore(url: folder.appending(path: "questions.json"), onQuarantine: { _ in })
        let questions = try await CustomQuestionSource(store: store).loadQuestions(QuestionQuery(count: 3, format: .choice))
        #expect(questions.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("questions.json.corrupt-") })
    }
}

@Suite struct QuestionBankIndexTests {
    private func store() throws -> QuestionBankStore {
        let store = QuestionBankStore(url: TestData.temporaryFolder().appending(path: "questions.json"), onQuarantine: { _ in })
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
        let scanned = try store.snapshot().index
        #expect(FileManager.default.fileExists(atPath: store.indexURL.path))
        #expect(try store.snapshot().index == scanned)
        try store.update { $0.questions.removeFirst() }
        #expect(try store.snapshot().index.count == 4, "a save makes the index stale")
    }

    @Test func aDamagedIndexIsIgnored() throws {
        let store = try store()
        _ = try store.snapshot()
        for garbage in [Data(), Data("not an index at all, not at all".utf8), Data(repeating: 0xFF, count: 100)] {
            try garbage.write(to: store.indexURL)
            #expect(try store.count() == 5)
        }
    }

    @Test func anIndexOfOtherFilesIsNotUsed() throws {
        let store = try store()
        let index = try store.snapshot().index
        let otherStamp = BankStamp(base: index.stamp.base, journal: FileStamp(inode: 1, size: 10, seconds: 1, nanoseconds: 0))
        let other = QuestionBankIndex(stamp: otherStamp, unreadableJournalLines: 0, entries: Array(try index.entries().dropLast()))
        #expect(try other.written(to: store.indexURL).count == 4)
        #expect(try store.snapshot().index == index, "stamped for another journal: scanned again")
    }

    @Test func anAddAppendsToTheIndexInPlace() throws {
        let store = try store()
        let before = try store.snapshot().index
        let size = try FileManager.default.attributesOfItem(atPath: store.indexURL.path)[.size] as? Int
        try store.append { _ in
            ([CustomQuestion(entry: PackEntry(text: "Q6?", correct: "R", incorrect: ["W"]), createdAt: Date(timeIntervalSince1970: 0))], ())
        }
        let after = try FileManager.default.attributesOfItem(atPath: store.indexURL.path)[.size] as? Int
        #expect(after == size.map { $0 + BankEntry.bytes })
        let index = try #require(QuestionBankIndex.read(from: store.indexURL, matching: try store.snapshot().index.stamp))
        #expect(try index.entries().prefix(5) == before.entries()[...])
        #expect(try store.load().questions.map(\.entry.text) == ["Q1?", "Q2?", "Q3?", "Q4?", "Q5?", "Q6?"])
    }
}
