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
