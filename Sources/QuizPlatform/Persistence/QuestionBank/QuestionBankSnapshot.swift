import FoundationEssentials
@preconcurrency import Glibc

/// One consistent view of the bank: questions.json and its journal, opened
/// together, and the index of their live questions. Reading through the
/// open files keeps the view whole while another process adds or compacts.
struct QuestionBankSnapshot: @unchecked Sendable {
    // @unchecked: the files are only read with pread, which shares no position.
    let base: OpenFile?
    let journal: OpenFile?
    let index: QuestionBankIndex

    var count: Int { index.count }

    /// The bytes of one question's JSON object.
    func bytes(of entry: BankEntry) throws(SystemCallError) -> [UInt8] {
        guard let file = entry.inJournal ? journal : base else { return [] }
        return try file.read(at: entry.range.lowerBound, count: entry.range.count)
    }

    func question(_ entry: BankEntry, decoder: JSONDecoder) throws(SystemCallError) -> CustomQuestion? {
        try bytes(of: entry).withUnsafeBytes { CustomQuestionReader.question($0, decoder: decoder) }
    }

    /// Calls `body` with every live question's bytes in order. The entries
    /// of each file lie mostly in file order, so they are read through a
    /// window of about a megabyte per file rather than one read each.
    func forEachElement(_ body: (BankEntry, UnsafeRawBufferPointer) throws -> Void) throws {
        var baseWindow = FileWindow(file: base)
        var journalWindow = FileWindow(file: journal)
        try index.forEachEntry { entry in
            if entry.inJournal {
                try journalWindow.withBytes(entry.range) { try body(entry, $0) }
            } else {
                try baseWindow.withBytes(entry.range) { try body(entry, $0) }
            }
        }
    }

    /// Calls `body` with every live question in order, decoding one at a time.
    func forEachQuestion(_ body: (CustomQuestion) throws -> Void) throws {
        let decoder = JSONCoding.decoder()
        try forEachElement { _, bytes in
            guard let question = CustomQuestionReader.question(bytes, decoder: decoder) else { throw SystemCallError(code: EIO) }
            try body(question)
        }
    }

    /// The duplicate keys (`QuestionTextKey.normalized`) among `keys` that a
    /// saved question has. Only the questions whose key hashes alike are
    /// read, so checking new questions costs a pass over the hashes, a chunk
    /// of the index at a time.
    func savedKeys(among keys: some Collection<String>) -> Set<String> {
        guard !keys.isEmpty else { return [] }
        return savedKeys(hashedAmong: keys.map(QuestionTextKey.hash(ofNormalized:)).sorted()).intersection(keys)
    }

    /// `savedKeys(among:)` through the duplicate table of this index: a
    /// slot or two per key, and the entries the table does not hold yet.
    func savedKeys(among keys: some Collection<String>, table: QuestionBankHashTable) -> Set<String> {
        let decoder = JSONCoding.decoder()
        var saved: Set<String> = []
        func check(_ entry: BankEntry) {
            guard let question = try? question(entry, decoder: decoder) else { return }
            saved.insert(QuestionTextKey.normalized(question.entry.text))
        }
        let wanted = Set(keys).map(QuestionTextKey.hash(ofNormalized:)).sorted()
        do {
            for hash in wanted {
                for position in try table.positions(of: hash) where position < index.count {
                    let entry = try index.entry(at: position)
                    if entry.textHash == hash { check(entry) }
                }
            }
            try index.forEachEntry(from: table.covered) { if wanted.containsSorted($0.textHash) { check($0) } }
        } catch {
            return savedKeys(among: keys)
        }
        return saved.intersection(keys)
    }

    /// The keys of the saved questions whose key's hash is in `wanted`
    /// (sorted): a pass over the index's hashes, reading only those questions.
    func savedKeys(hashedAmong wanted: [UInt64]) -> Set<String> {
        guard !wanted.isEmpty, index.count > 0 else { return [] }
        let decoder = JSONCoding.decoder()
        var saved: Set<String> = []
        try? index.forEachEntry { entry in
            guard wanted.containsSorted(entry.textHash), let question = try? question(entry, decoder: decoder) else { return }
            saved.insert(QuestionTextKey.normalized(question.entry.text))
        }
        return saved
    }
}

extension QuestionBankSnapshot {
    /// The saved questions' key hashes, filed by their position in the
    /// index: 8 bytes a question, where their keys would take a string each.
    /// Throws what reading the index throws.
    func savedHashes() throws -> HashedPositions {
        var hashes = HashedPositions(positionBits: HashedPositions.bits(for: index.count), expected: index.count)
        var position = 0
        try index.forEachEntry { entry in
            hashes.insert(entry.textHash, position: position)
            position += 1
        }
        return hashes
    }

    /// Whether a saved question has the duplicate key of `text` (whose
    /// hash is `hash`): the questions among `hashes` whose hash starts
    /// alike are read and their keys compared.
    func isSaved(_ text: String, hash: UInt64, among hashes: HashedPositions, decoder: JSONDecoder) -> Bool {
        hashes.contains(hash) { position in
            guard let entry = try? index.entry(at: position), entry.textHash == hash,
                let question = try? question(entry, decoder: decoder)
            else { return false }
            return QuestionTextKey.normalized(question.entry.text) == QuestionTextKey.normalized(text)
        }
    }

}

extension Array where Element == UInt64 {
    /// Whether this sorted array holds `value`: a binary search.
    func containsSorted(_ value: UInt64) -> Bool {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == value
    }
}

/// A window of about a megabyte onto a file, moved forward as ranges past it are asked for.
private struct FileWindow {
    let file: OpenFile?
    private var offset = 0
    private var bytes: [UInt8] = []
    private static let size = 1 << 20

    init(file: OpenFile?) { self.file = file }

    mutating func withBytes(_ range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let file else { throw SystemCallError(code: EIO) }
        if range.lowerBound < offset || range.upperBound > offset + bytes.count {
            offset = range.lowerBound
            bytes = try file.read(at: offset, count: Swift.max(Self.size, range.count))
            guard range.upperBound <= offset + bytes.count else { throw SystemCallError(code: EIO) }
        }
        try bytes.withUnsafeBytes { raw in
            try body(UnsafeRawBufferPointer(rebasing: raw[(range.lowerBound - offset)..<(range.upperBound - offset)]))
        }
    }
}
