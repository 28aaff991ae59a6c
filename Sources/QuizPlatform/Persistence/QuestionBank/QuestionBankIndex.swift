import Foundation
@preconcurrency import Glibc

/// What identifies one version of a file: a rewrite renames a new file into
/// place (another inode), an append changes the size and modification time.
struct FileStamp: Equatable {
    let inode: UInt64
    let size: UInt64
    let seconds: Int64
    let nanoseconds: Int64

    /// A file that does not exist.
    static let missing = FileStamp(inode: 0, size: 0, seconds: 0, nanoseconds: 0)

    init(inode: UInt64, size: UInt64, seconds: Int64, nanoseconds: Int64) {
        self.inode = inode
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    init(_ file: OpenFile?) throws(SystemCallError) {
        guard let file else {
            self = .missing
            return
        }
        var info = stat()
        guard fstat(file.descriptor, &info) == 0 else { throw SystemCallError.current }
        self.init(
            inode: UInt64(info.st_ino), size: UInt64(info.st_size), seconds: Int64(info.st_mtim.tv_sec),
            nanoseconds: Int64(info.st_mtim.tv_nsec))
    }

    var words: [UInt64] { [inode, size, UInt64(bitPattern: seconds), UInt64(bitPattern: nanoseconds)] }

    init(words: ArraySlice<UInt64>) {
        let words = Array(words)
        self.init(inode: words[0], size: words[1], seconds: Int64(bitPattern: words[2]), nanoseconds: Int64(bitPattern: words[3]))
    }
}

/// The versions of questions.json and of its journal an index describes.
struct BankStamp: Equatable {
    var base: FileStamp
    var journal: FileStamp
}

/// One live question of the bank: where its JSON object lies, the hash of
/// its text's duplicate key, and its id.
struct BankEntry: Equatable {
    var inJournal: Bool
    var range: Range<Int>
    var textHash: UInt64
    var id: UUID
}

/// `questions.json.index`: every live question of questions.json and its
/// journal, in order, so that a game, an add or a listing need not scan and
/// decode the whole bank again. A cache: it is rebuilt whenever its stamp
/// differs from the files', and failing to write it only costs the next scan.
///
/// Layout, little-endian 64-bit words: magic, the base's stamp (4 words),
/// the journal's stamp (4), the count of unreadable journal lines, the count
/// of entries; then per entry its start (top bit set when in the journal),
/// end, text hash and id (2 words).
///
/// An add appends its entries in place and then rewrites the header, so a
/// reader without the lock sees either the old header (and the old entries,
/// which do not change) or the new one with every entry written.
struct QuestionBankIndex: Equatable {
    var stamp: BankStamp
    /// Journal lines that are neither a question nor a removal; the next
    /// writer sets them aside.
    var unreadableJournalLines: Int
    var entries: [BankEntry]

    private static let magic: UInt64 = 0x3258_4449_5A49_5551  // "QUIZIDX2"
    static let headerWords = 11
    static let entryWords = 5
    private static let journalBit: UInt64 = 1 << 63

    /// The index at `url` if it describes exactly the files stamped `stamp`.
    static func read(from url: URL, matching stamp: BankStamp) -> QuestionBankIndex? {
        guard let file = try? OpenFile.existing(url.path),
            let header = try? words(file.read(at: 0, count: 8 * headerWords)), header.count == headerWords,
            header[0] == magic, BankStamp(base: FileStamp(words: header[1...4]), journal: FileStamp(words: header[5...8])) == stamp,
            let unreadable = Int(exactly: header[9]), let count = Int(exactly: header[10]),
            count <= Int(stamp.base.size + stamp.journal.size),
            let body = try? words(file.read(at: 8 * headerWords, count: 8 * entryWords * count)), body.count == entryWords * count
        else { return nil }
        var entries: [BankEntry] = []
        entries.reserveCapacity(count)
        for index in 0..<count {
            let word = body[entryWords * index..<entryWords * (index + 1)].map { $0 }
            let inJournal = word[0] & journalBit != 0
            let start = Int(truncatingIfNeeded: word[0] & ~journalBit)
            let end = Int(truncatingIfNeeded: word[1])
            let limit = inJournal ? stamp.journal.size : stamp.base.size
            guard 0 <= start, start < end, UInt64(end) <= limit else { return nil }
            entries.append(BankEntry(inJournal: inJournal, range: start..<end, textHash: word[2], id: uuid(word[3], word[4])))
        }
        return QuestionBankIndex(stamp: stamp, unreadableJournalLines: unreadable, entries: entries)
    }

    /// Replaces the index file with this one.
    func write(to url: URL) {
        var data = header()
        for entry in entries { Self.append(entry, to: &data) }
        try? PrivateFile.write(data, to: url)
    }

    /// Adds `added` (the last entries of this index) to the index file that
    /// holds the entries before them, then its header: the cost of an add
    /// does not grow with the bank. Falls back to a whole write when the file
    /// is not the one expected.
    func writeAppending(_ added: Int, to url: URL, previous: QuestionBankIndex) {
        guard added <= entries.count, previous.entries.count == entries.count - added,
            let file = try? OpenFile.dataFile(url.path, flags: O_RDWR),
            let size = try? file.size(), size == 8 * (Self.headerWords + Self.entryWords * previous.entries.count),
            QuestionBankIndex.read(from: url, matching: previous.stamp) != nil
        else {
            write(to: url)
            return
        }
        var body = Data()
        for entry in entries.suffix(added) { Self.append(entry, to: &body) }
        guard (try? file.write(body, at: size)) != nil, (try? file.write(header(), at: 0)) != nil else {
            unlink(url.path)
            return
        }
    }

    private func header() -> Data {
        var data = Data(capacity: 8 * (Self.headerWords + Self.entryWords * entries.count))
        let words = [Self.magic] + stamp.base.words + stamp.journal.words + [UInt64(unreadableJournalLines), UInt64(entries.count)]
        for word in words { Self.append(word, to: &data) }
        return data
    }

    private static func append(_ entry: BankEntry, to data: inout Data) {
        append(UInt64(entry.range.lowerBound) | (entry.inJournal ? journalBit : 0), to: &data)
        append(UInt64(entry.range.upperBound), to: &data)
        append(entry.textHash, to: &data)
        let (high, low) = words(of: entry.id)
        append(high, to: &data)
        append(low, to: &data)
    }

    private static func append(_ value: UInt64, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    private static func words(of id: UUID) -> (UInt64, UInt64) {
        withUnsafeBytes(of: id.uuid) { raw in
            (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    private static func uuid(_ high: UInt64, _ low: UInt64) -> UUID {
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { raw in
            raw.storeBytes(of: high, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: low, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: value)
    }

    private static func words(_ bytes: [UInt8]) -> [UInt64] {
        bytes.withUnsafeBytes { raw in
            stride(from: 0, to: raw.count - 7, by: 8).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self)) }
        }
    }
}
