import FoundationEssentials
@preconcurrency import Glibc

/// `questions.json.hashes`: the text hashes of the index's entries in an
/// open-addressing table on disk, so that checking a new question for a
/// duplicate reads a slot or two, not the hashes of a million questions:
/// an add costs the same in a bank of a thousand and of a million.
///
/// Layout, little-endian 64-bit words: magic, the index's generation, how
/// many of its first entries the table holds, the slot count (a power of
/// two); then the slots, each a hash and the entry's position + 1 (0 when
/// empty), probed linearly. A cache like the index: it is rebuilt when the
/// index is written anew (another generation) or the table fills past
/// half, and brought up to date, under the bank's lock, before a check.
/// Slots are written before the header that counts them, so a reader sees
/// every entry the header promises; whatever a slot says is checked against
/// the entry it names.
struct QuestionBankHashTable {
    let file: OpenFile
    private(set) var covered: Int
    let slotCount: Int

    private static let magic: UInt64 = 0x3148_5348_5A49_5551  // "QUIZHSH1"
    private static let headerBytes = 32
    private static let slotBytes = 16

    /// The table at `url` if it belongs to `index`.
    static func open(_ url: URL, for index: QuestionBankIndex, writable: Bool) -> QuestionBankHashTable? {
        guard let file = try? OpenFile.dataFile(url.path, flags: writable ? O_RDWR : O_RDONLY),
            let header = try? file.read(at: 0, count: headerBytes), header.count == headerBytes
        else { return nil }
        let words = header.withUnsafeBytes { raw in
            (0..<4).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * $0, as: UInt64.self)) }
        }
        guard words[0] == magic, words[1] == index.generation, let covered = Int(exactly: words[2]), covered <= index.count,
            let slots = Int(exactly: words[3]), slots > 0, slots & (slots - 1) == 0,
            (try? file.size()) == headerBytes + slotBytes * slots
        else { return nil }
        return QuestionBankHashTable(file: file, covered: covered, slotCount: slots)
    }

    /// The table for `index`, holding all its entries: the one at `url`
    /// brought up to date, or a new one when there is none of this
    /// generation or it would fill past half. nil when it cannot be written.
    static func upToDate(_ url: URL, for index: QuestionBankIndex) -> QuestionBankHashTable? {
        if var table = open(url, for: index, writable: true), 2 * index.count <= table.slotCount {
            guard table.covered < index.count else { return table }
            if (try? table.insert(from: index)) != nil { return table }
        }
        return try? build(url, for: index)
    }

    private static func build(_ url: URL, for index: QuestionBankIndex) throws -> QuestionBankHashTable? {
        var slots = 1024
        while slots < 4 * index.count { slots *= 2 }
        let folder = url.deletingLastPathComponent().path
        let temporary = "\(folder)/.\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        let file = try OpenFile(path: temporary, flags: O_RDWR | O_CREAT | O_EXCL)
        defer { unlink(temporary) }
        try file.truncate(to: headerBytes + slotBytes * slots)
        var table = QuestionBankHashTable(file: file, covered: 0, slotCount: slots)
        try table.insert(from: index)
        try file.sync()
        guard rename(temporary, url.path) == 0 else { return nil }
        return table
    }

    /// Inserts the index's entries past `covered`, then the header that counts them.
    private mutating func insert(from index: QuestionBankIndex) throws {
        var position = covered
        try index.forEachEntry(from: covered) { entry in
            try insert(entry.textHash, at: position)
            position += 1
        }
        covered = index.count
        var header = Data()
        for word in [Self.magic, index.generation, UInt64(covered), UInt64(slotCount)] {
            withUnsafeBytes(of: word.littleEndian) { header.append(contentsOf: $0) }
        }
        try file.write(header, at: 0)
    }

    private func insert(_ hash: UInt64, at position: Int) throws(SystemCallError) {
        var slot = home(of: hash)
        var probes = 0
        while true {
            let (stored, plusOne) = try read(slot)
            // A slot written before a crash cut the header short is there already.
            if plusOne == 0 || (stored == hash && plusOne == UInt64(position + 1)) { break }
            slot = (slot + 1) & (slotCount - 1)
            probes += 1
            // Full (a damaged table): built anew.
            guard probes < slotCount else { throw SystemCallError(code: ENOSPC) }
        }
        var bytes = Data()
        for word in [hash, UInt64(position + 1)] { withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) } }
        try file.write(bytes, at: Self.headerBytes + Self.slotBytes * slot)
    }

    /// The positions (below `covered`) of the entries whose hash is `hash`.
    func positions(of hash: UInt64) throws(SystemCallError) -> [Int] {
        var found: [Int] = []
        var slot = home(of: hash)
        for _ in 0..<slotCount {
            let (stored, plusOne) = try read(slot)
            if plusOne == 0 { break }
            if stored == hash, plusOne <= UInt64(covered) { found.append(Int(plusOne) - 1) }
            slot = (slot + 1) & (slotCount - 1)
        }
        return found
    }

    private func home(of hash: UInt64) -> Int {
        // Fibonacci hashing: the top bits of the product, spread over the table.
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotCount.trailingZeroBitCount))
            & (slotCount - 1)
    }

    private func read(_ slot: Int) throws(SystemCallError) -> (UInt64, UInt64) {
        let bytes = try file.read(at: Self.headerBytes + Self.slotBytes * slot, count: Self.slotBytes)
        guard bytes.count == Self.slotBytes else { throw SystemCallError(code: EIO) }
        return bytes.withUnsafeBytes { raw in
            (
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            )
        }
    }
}
