import Foundation
import Testing

@testable import QuizPlatform

/// The bank's index read a chunk at a time: banks larger than a chunk are
/// listed, checked for duplicates, added to and removed from as before.
@Suite struct QuestionBankScaleTests {
    let folder = TestData.temporaryFolder()
    var url: URL { folder.appending(path: "questions.json") }

    private func store() -> QuestionBankStore { QuestionBankStore(url: url, onQuarantine: { _ in }) }

    private static func question(_ number: Int) -> CustomQuestion {
        CustomQuestion(
            entry: PackEntry(text: "Вопрос \(number) — \"quoted\" {braced}?", correct: "R", incorrect: ["W"]),
            createdAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// A bank of more questions than one chunk of the index holds.
    private var total: Int { QuestionBankIndex.chunkEntries + 904 }

    private func bank() throws -> QuestionBankStore {
        let store = store()
        try store.save(QuestionBank(questions: (0..<total).map(Self.question)))
        return store
    }

    private func indexSize() throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: store().indexURL.path)[.size] as? Int
    }

    @Test func aBankLargerThanAChunkIsListedInOrderFromItsIndexFile() throws {
        let saved = try bank()
        #expect(try indexSize() == QuestionBankIndex.headerBytes + BankEntry.bytes * total)
        var texts: [String] = []
        try store().forEachQuestion { texts.append($0.entry.text) }
        #expect(texts == (0..<total).map { Self.question($0).entry.text })
        #expect(try saved.count() == total)
    }

    @Test func withoutAnIndexOrAJournalTheIndexIsStreamedToItsFile() throws {
        _ = try bank()
        try FileManager.default.removeItem(at: store().indexURL)
        #expect(try store().count() == total)
        #expect(try indexSize() == QuestionBankIndex.headerBytes + BankEntry.bytes * total)
        #expect(try store().load().questions.last?.entry.text == Self.question(total - 1).entry.text)
    }

    @Test func aDuplicatePastTheFirstChunkIsFoundWhateverItsCase() throws {
        let store = try bank()
        let late = Self.question(total - 3).entry.text
        let keys = [QuestionTextKey.normalized("  " + late.uppercased() + " "), QuestionTextKey.normalized("Not saved?")]
        #expect(try store.savedTexts().savedKeys(among: keys) == [keys[0]])
    }

    @Test func anAddPastTheFirstChunkAppendsInPlaceAndARemovalRewrites() throws {
        let store = try bank()
        let added = CustomQuestion(entry: PackEntry(text: "Новый?", correct: "R", incorrect: ["W"]), createdAt: Date())
        try store.append { _ in ([added], ()) }
        #expect(try indexSize() == QuestionBankIndex.headerBytes + BankEntry.bytes * (total + 1))
        let removed = try store.load().questions[total - 2]
        #expect(try store.remove(id: removed.id))
        let texts = try store.load().questions.map(\.entry.text)
        #expect(texts.count == total)
        #expect(!texts.contains(removed.entry.text))
        #expect(texts.last == "Новый?")
        #expect(try indexSize() == QuestionBankIndex.headerBytes + BankEntry.bytes * total)
    }

    @Test func anIndexWithADamagedEntryFailsOnceThenIsBuiltAgain() throws {
        _ = try bank()
        let index = try FileHandle(forUpdating: store().indexURL)
        // The end of the last entry, far past the end of questions.json.
        try index.seek(toOffset: UInt64(QuestionBankIndex.headerBytes + BankEntry.bytes * (total - 1) + 8))
        try index.write(contentsOf: withUnsafeBytes(of: UInt64(1 << 40).littleEndian) { Data($0) })
        try index.close()
        #expect(throws: PersistenceError.self) { try store().forEachQuestion { _ in } }
        var count = 0
        try store().forEachQuestion { _ in count += 1 }
        #expect(count == total)
    }
}

/// The duplicate table (`questions.json.hashes`) beside the index.
@Suite struct QuestionBankHashTableTests {
    let folder = TestData.temporaryFolder()

    private func bank(_ count: Int = 3000) throws -> QuestionBankStore {
        let store = QuestionBankStore(url: folder.appending(path: "questions.json"), onQuarantine: { _ in })
        try store.save(QuestionBank(questions: (0..<count).map { Self.question("Question \($0)?") }))
        return store
    }

    private static func question(_ text: String) -> CustomQuestion {
        CustomQuestion(entry: PackEntry(text: text, correct: "R", incorrect: ["W"]), createdAt: Date(timeIntervalSince1970: 0))
    }

    /// Whether an add of `text` would find it saved, as `add` checks.
    private func isSaved(_ text: String, in store: QuestionBankStore) throws -> Bool {
        let key = QuestionTextKey.normalized(text)
        return try store.append { saved in ([], saved.savedKeys(among: [key]) == [key]) }
    }

    @Test func theTableFindsOldAndNewQuestionsAndFollowsRemovals() throws {
        let store = try bank()
        #expect(try isSaved("  QUESTION 17? ", in: store))
        #expect(FileManager.default.fileExists(atPath: store.hashTableURL.path))
        #expect(!(try isSaved("Never saved?", in: store)))
        try store.append { _ in ([Self.question("Added later?")], ()) }
        #expect(try isSaved("added later?", in: store), "not in the table yet: found among the entries past it")
        #expect(try isSaved("added later?", in: store), "then in the table")
        let gone = try store.load().questions[100]
        #expect(try store.remove(id: gone.id))
        #expect(!(try isSaved(gone.entry.text, in: store)), "a removal rewrites the index: the table is built anew")
        #expect(try isSaved("Question 2999?", in: store))
    }

    @Test func aTableOfWrongSlotsClaimsNoDuplicateAndIsRebuiltWhenFull() throws {
        let store = try bank(200)
        #expect(try isSaved("Question 5?", in: store))
        let table = try FileHandle(forUpdating: store.hashTableURL)
        let size = try table.seekToEnd()
        let never = QuestionTextKey.hash(ofNormalized: "never saved?")
        var slot = Data()
        for word in [never, 1] { withUnsafeBytes(of: UInt64(word).littleEndian) { slot.append(contentsOf: $0) } }
        try table.seek(toOffset: 32)
        try table.write(contentsOf: Data(repeating: 0, count: 0) + Array(repeating: slot, count: Int(size - 32) / 16).reduce(Data(), +))
        try table.close()
        #expect(!(try isSaved("Never saved?", in: store)), "every slot names entry 0, whose hash differs")
        try store.append { _ in ([Self.question("One more?")], ()) }
        #expect(try isSaved("Question 5?", in: store), "inserting into a full table builds a new one")
    }
}

/// The journal replayed in three streamed passes gives the in-memory replay's index.
@Suite struct QuestionBankJournalReplayTests {
    let folder = TestData.temporaryFolder()

    @Test func removalsReAddsAndRepeatsReplayAsInMemory() throws {
        let url = folder.appending(path: "questions.json")
        let store = QuestionBankStore(url: url, onQuarantine: { _ in })
        let ids = (0..<6).map { _ in UUID() }
        func question(_ number: Int, _ text: String) -> CustomQuestion {
            CustomQuestion(
                id: ids[number], entry: PackEntry(text: text, correct: "R", incorrect: ["W"]), createdAt: Date(timeIntervalSince1970: 0))
        }
        try store.save(QuestionBank(questions: [question(0, "A?"), question(1, "B?"), question(2, "C?")]))
        let encoder = JSONCoding.encoder()
        func removal(_ number: Int) throws -> String {
            String(decoding: try encoder.encode(CustomQuestionReader.Removal(removed: ids[number])), as: UTF8.self)
        }
        func line(_ question: CustomQuestion) -> String { String(decoding: JSONTextWriter.compact(question), as: UTF8.self) }
        let lines = [
            line(question(3, "D?")), try removal(1), line(question(1, "B again?")), line(question(0, "A twice?")),
            try removal(3), line(question(4, "E?")), try removal(5), line(question(5, "F after its removal?")), "garbage",
            try removal(4), line(question(4, "E again?")), try removal(2), try removal(2),
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: store.journalURL)
        let base = try #require(try OpenFile.existing(url.path))
        let journal = try #require(try OpenFile.existing(store.journalURL.path))
        let stamp = BankStamp(base: try FileStamp(base), journal: try FileStamp(journal))
        let scan = QuestionBankScan(base: base, journal: journal, stamp: stamp)
        let inMemory = try scan.index(decoder: JSONCoding.decoder())
        let streamed = try scan.index(writingTo: store.indexURL)
        #expect(try streamed.entries() == inMemory.entries())
        #expect(streamed.unreadableJournalLines == 1 && inMemory.unreadableJournalLines == 1)
        #expect(try store.load().questions.map(\.entry.text) == ["A?", "B again?", "F after its removal?", "E again?"])
        #expect(FileManager.default.fileExists(atPath: store.indexURL.path))
    }
}
