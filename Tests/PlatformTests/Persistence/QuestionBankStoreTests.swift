import Foundation
import Synchronization
import Testing

@testable import QuizPlatform

/// questions.json and its journal: adds append, crashes between steps lose
/// and duplicate nothing, damage is set aside without losing the rest.
@Suite struct QuestionBankStoreTests {
    let folder = TestData.temporaryFolder()
    var url: URL { folder.appending(path: "questions.json") }
    var journal: URL { folder.appending(path: "questions.journal") }

    private func store(compactionSlack: Int = 1 << 20, notices: NoticeLog = NoticeLog()) -> QuestionBankStore {
        QuestionBankStore(url: url, clock: .live, compactionSlack: compactionSlack) { notices.record($0) }
    }

    private static func question(_ text: String) -> CustomQuestion {
        CustomQuestion(entry: PackEntry(text: text, correct: "R", incorrect: ["W"]), createdAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    @discardableResult
    private func add(_ texts: [String], to store: QuestionBankStore) throws -> [CustomQuestion] {
        let questions = texts.map(Self.question)
        try store.append { _ in (questions, ()) }
        return questions
    }

    private func texts(_ store: QuestionBankStore) throws -> [String] { try store.load().questions.map(\.entry.text) }

    private func corruptFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".corrupt-") }.sorted()
    }

    @Test func anAddAppendsToTheJournalAndLeavesQuestionsJSONAsItWas() throws {
        let store = store()
        try store.save(QuestionBank(questions: ["A?", "B?"].map(Self.question)))
        let base = try Data(contentsOf: url)
        let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        try add(["C?"], to: store)
        #expect(try Data(contentsOf: url) == base)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == inode)
        #expect(try String(contentsOf: journal, encoding: .utf8).split(separator: "\n").count == 1)
        #expect(try texts(store) == ["A?", "B?", "C?"])
    }

    @Test func aCompactionCutShortBeforeTheJournalWasRemovedDuplicatesNothing() throws {
        let store = store()
        try store.save(QuestionBank(questions: [Self.question("A?")]))
        try add(["B?", "C?"], to: store)
        let leftOver = try Data(contentsOf: journal)
        try store.update { _ in }  // folds the journal into questions.json, then removes it
        #expect(!FileManager.default.fileExists(atPath: journal.path))
        try leftOver.write(to: journal)  // as if the process died before the removal
        #expect(try texts(store) == ["A?", "B?", "C?"])
        #expect(try store.count() == 3)
    }

    @Test func aRemovalCutShortBeforeTheJournalWasRemovedStaysRemoved() throws {
        let store = store()
        let added = try add(["A?", "B?"], to: store)
        let leftOver = try Data(contentsOf: journal)
        try store.update { $0.questions.removeFirst() }
        #expect(try texts(store) == ["B?"])
        // What the journal held just before the rewrite removed it: the adds, then the removal.
        var line = try JSONCoding.encoder().encode(CustomQuestionReader.Removal(removed: added[0].id))
        line.append(UInt8(ascii: "\n"))
        try (leftOver + line).write(to: journal)
        #expect(try texts(store) == ["B?"])
    }

    @Test func aLineTornByACrashIsSkippedThenSetAsideByTheNextWriter() throws {
        let notices = NoticeLog()
        let store = store(notices: notices)
        try add(["A?", "B?"], to: store)
        let handle = try FileHandle(forWritingTo: journal)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"id":"6F1C0A52-1B1E-4C4B-9B2C-0F4"#.utf8))
        try handle.close()
        #expect(try texts(store) == ["A?", "B?"])
        #expect(try corruptFiles().isEmpty, "reading sets nothing aside")
        try add(["C?"], to: store)
        #expect(try texts(store) == ["A?", "B?", "C?"])
        let aside = try #require(try corruptFiles().first)
        #expect(aside.hasPrefix("questions.journal.corrupt-"))
        #expect(try String(contentsOf: folder.appending(path: aside), encoding: .utf8).hasPrefix(#"{"id":"6F1C0A52"#))
        #expect(notices.all.map(\.lineCount) == [1])
    }

    @Test func aCorruptLineAmongGoodOnesIsSetAsideWithoutLosingTheRest() throws {
        let store = store()
        try add(["A?"], to: store)
        try (try Data(contentsOf: journal) + Data("not a question\n".utf8)).write(to: journal)
        try add(["B?"], to: store)
        #expect(try texts(store) == ["A?", "B?"])
        try store.remove(id: try #require(try store.load().questions.first).id)
        #expect(try texts(store) == ["B?"])
        #expect(try corruptFiles().count == 1)
        #expect(try !String(contentsOf: journal, encoding: .utf8).contains("not a question"))
    }

    @Test func aQuestionsJSONThatIsNotABankIsMovedAsideAndTheJournalKept() throws {
        let notices = NoticeLog()
        let store = store(notices: notices)
        try add(["A?", "B?"], to: store)
        try Data(#"{"questions":[{"id":1}]}"#.utf8).write(to: url)
        #expect(try texts(store) == ["A?", "B?"])
        #expect(try corruptFiles().map { $0.hasPrefix("questions.json.corrupt-") } == [true])
        #expect(notices.all.map(\.lineCount) == [nil])
    }

    @Test func removingAppendsARemovalAndCompactsOnceRemovedQuestionsOutweighTheLive() throws {
        let store = store(compactionSlack: 0)
        let added = try add((1...6).map { "Q\($0)?" }, to: store)
        try store.remove(id: added[0].id)
        #expect(!FileManager.default.fileExists(atPath: url.path), "one removal of six: no rewrite yet")
        #expect(try texts(store) == (2...6).map { "Q\($0)?" })
        for question in added[1...4] { try store.remove(id: question.id) }
        #expect(FileManager.default.fileExists(atPath: url.path), "compacted")
        #expect(!FileManager.default.fileExists(atPath: journal.path))
        #expect(try texts(store) == ["Q6?"])
        #expect(try store.remove(id: added[0].id) == false)
    }

    @Test func twoStoresAddingAtOnceLoseNothing() throws {
        let url = self.url
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let store = QuestionBankStore(url: url, onQuarantine: { _ in })
            for number in 0..<25 {
                try? store.append { _ in ([Self.question("W\(writer)-\(number)?")], ()) }
            }
        }
        let texts = try texts(store())
        #expect(texts.count == 50)
        #expect(Set(texts).count == 50)
        #expect(texts.filter { $0.hasPrefix("W0-") } == (0..<25).map { "W0-\($0)?" }, "each writer's questions in its order")
    }

    @Test func duplicatesAreFoundInQuestionsJSONAndTheJournalAlike() throws {
        let store = store()
        try store.save(QuestionBank(questions: [Self.question("Alpha?")]))
        try add(["  BETA?"], to: store)
        let saved = try store.savedTexts()
        #expect(saved.savedKeys(among: ["alpha?", "beta?", "gamma?"]) == ["alpha?", "beta?"])
        let builder = QuestionBuilder(saved: saved, for: [PackEntry(text: "alpha? ", correct: "a", incorrect: ["b"])])
        #expect(builder.problems(of: PackEntry(text: "alpha? ", correct: "a", incorrect: ["b"])) == [.duplicateQuestion("alpha?")])
    }

    @Test func aHandEditedQuestionTheFastReaderDoesNotKnowIsDecodedAllTheSame() throws {
        let store = store()
        let edited =
            #"{"questions":[{"createdAt":"2027-01-15T08:00:00Z","entry":{"text":"A\u0020?","correct":"R","incorrect":["W"],"note":1},"id":"6f1c0a52-1b1e-4c4b-9b2c-0f4e2a6c8d11"}]}"#
        try Data(edited.utf8).write(to: url)
        let question = try #require(try store.load().questions.first)
        #expect(question.entry.text == "A ?")
        #expect(question.id.uuidString == "6F1C0A52-1B1E-4C4B-9B2C-0F4E2A6C8D11")
    }
}

/// The quarantine notices a store gave.
final class NoticeLog: Sendable {
    private let notices = Mutex<[QuarantineNotice]>([])
    func record(_ notice: QuarantineNotice) { notices.withLock { $0.append(notice) } }
    var all: [QuarantineNotice] { notices.withLock { $0 } }
}
