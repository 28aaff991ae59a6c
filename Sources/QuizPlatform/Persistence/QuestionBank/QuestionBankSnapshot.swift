import Foundation

/// One consistent view of the bank: questions.json and its journal, opened
/// together, and the index of their live questions. Reading through the
/// open files keeps the view whole while another process adds or compacts.
struct QuestionBankSnapshot: @unchecked Sendable {
    // @unchecked: the files are only read with pread, which shares no position.
    let base: OpenFile?
    let journal: OpenFile?
    let index: QuestionBankIndex

    var count: Int { index.entries.count }

    /// The bytes of one question's JSON object.
    func bytes(of entry: BankEntry) throws(SystemCallError) -> [UInt8] {
        guard let file = entry.inJournal ? journal : base else { return [] }
        return try file.read(at: entry.range.lowerBound, count: entry.range.count)
    }

    func question(_ entry: BankEntry, decoder: JSONDecoder) throws(SystemCallError) -> CustomQuestion? {
        try bytes(of: entry).withUnsafeBytes { CustomQuestionReader.question($0, decoder: decoder) }
    }

    /// Calls `body` with every live question in order, decoding one at a time.
    func forEachQuestion(_ body: (CustomQuestion) throws -> Void) throws {
        let decoder = JSONCoding.decoder()
        for entry in index.entries {
            guard let question = try question(entry, decoder: decoder) else { throw SystemCallError(code: EIO) }
            try body(question)
        }
    }

    /// The duplicate keys (`QuestionTextKey.normalized`) among `keys` that a
    /// saved question has. Only the questions whose key hashes alike are
    /// read, so checking one new question costs a pass over the hashes.
    func savedKeys(among keys: some Collection<String>) -> Set<String> {
        guard !keys.isEmpty, !index.entries.isEmpty else { return [] }
        let wanted = Set(keys.map(QuestionTextKey.hash(ofNormalized:)))
        let decoder = JSONCoding.decoder()
        var saved: Set<String> = []
        for entry in index.entries where wanted.contains(entry.textHash) {
            guard let question = try? question(entry, decoder: decoder) else { continue }
            saved.insert(QuestionTextKey.normalized(question.entry.text))
        }
        return saved.intersection(keys)
    }
}
