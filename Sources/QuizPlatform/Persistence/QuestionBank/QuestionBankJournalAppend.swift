import FoundationEssentials
@preconcurrency import Glibc

/// Lines being appended to questions.journal, in pieces of about 64 KiB,
/// so that appending a hundred thousand questions holds one piece. Nothing
/// counts until `finish` has fsynced them; `abandon` undoes the append:
/// all or nothing.
///
/// Appended in place, a process killed in the middle leaves the lines
/// written so far, which the next reader takes for questions: fine for an
/// add (one line, torn at worst, and a torn line is set aside), not for a
/// pack. So an import is staged: the lines go to a copy of the journal
/// (`.questions.journal.tmp-PID-RANDOM`, the old lines copied inside the
/// kernel) that `finish` renames over it. Until then readers, and the next
/// run after a kill, see the journal as it was; the next writer removes the
/// copy a killed one left.
struct QuestionBankJournalAppend {
    /// The file the lines go to: the journal, or its staged copy.
    let journal: OpenFile
    /// The journal's size before: 0 when this append creates it.
    let start: Int
    /// Where the staged copy is, until it replaces the journal.
    private let staging: String?
    /// Whether the journal was there before: one this append created is
    /// removed again when it is abandoned, so a refused import leaves no trace.
    private let existed: Bool
    private let path: String
    private var offset: Int
    private var buffer: [UInt8] = Self.emptyPiece()
    /// Bytes written since the last were sent on to the disk.
    private var unsent = 0
    private static let newline = UInt8(ascii: "\n")
    private static let pieceSize = 1 << 16
    private static let writebackSize = 1 << 20

    /// Room for a piece and a line past it, reserved once: grown by
    /// doubling, the buffer would take twice the memory.
    private static func emptyPiece() -> [UInt8] {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(pieceSize + 4096)
        return buffer
    }

    /// Appends in place.
    init(_ url: URL) throws(SystemCallError) {
        var info = stat()
        existed = lstat(url.path, &info) == 0
        path = url.path
        staging = nil
        journal = try OpenFile.dataFile(url.path, flags: O_RDWR | O_APPEND | O_CREAT)
        start = try journal.size()
        offset = start
        try endTornLine()
    }

    /// Appends to a staged copy of the journal at `url` (the caller holds the bank's lock).
    init(staging url: URL) throws(SystemCallError) {
        path = url.path
        let folder = url.deletingLastPathComponent().path
        let staging = "\(folder)/.\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        self.staging = staging
        let old = try OpenFile.existing(url.path)
        existed = old != nil
        journal = try OpenFile(path: staging, flags: O_RDWR | O_CREAT | O_EXCL)
        do {
            start = try old?.size() ?? 0
            if let old, start > 0 { try journal.append(0..<start, of: old) }
            offset = start
            try endTornLine()
        } catch {
            unlink(staging)
            throw error
        }
    }

    /// A line torn by a crash ends without "\n": start after it, so it costs only itself.
    private mutating func endTornLine() throws(SystemCallError) {
        if start > 0, try journal.read(at: start - 1, count: 1) != [Self.newline] {
            buffer.append(Self.newline)
            offset += 1
        }
    }

    /// Appends `line` and a line break; returns where the line lies.
    mutating func append(_ line: [UInt8]) throws(SystemCallError) -> Range<Int> {
        try append { $0 += line }
    }

    /// Appends the line `write` adds to the bytes it is given, and a line
    /// break; returns where the line lies. The line is written straight into
    /// the piece, not made apart and copied.
    mutating func append(_ write: (inout [UInt8]) -> Void) throws(SystemCallError) -> Range<Int> {
        let before = buffer.count
        write(&buffer)
        let range = offset..<(offset + buffer.count - before)
        buffer.append(Self.newline)
        offset = range.upperBound + 1
        if buffer.count >= Self.pieceSize { try flush() }
        return range
    }

    /// The line this append wrote at `start` (where `append` said it
    /// lies), without its line break: from the piece not written yet, or
    /// read back from the journal, where the piece with it went whole.
    func line(at start: Int) throws(SystemCallError) -> [UInt8] {
        let buffered = offset - buffer.count
        if start >= buffered {
            let from = start - buffered
            return Array(buffer[from..<(buffer[from...].firstIndex(of: Self.newline) ?? buffer.count)])
        }
        var line: [UInt8] = []
        while true {
            let piece = try journal.read(at: start + line.count, count: 4096)
            if let end = piece.firstIndex(of: Self.newline) { return line + piece[..<end] }
            guard !piece.isEmpty else { throw SystemCallError(code: EIO) }
            line += piece
        }
    }

    private mutating func flush() throws(SystemCallError) {
        var failure: SystemCallError?
        buffer.withUnsafeBytes { raw in
            do throws(SystemCallError) {
                try journal.write(raw)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        unsent += buffer.count
        buffer.removeAll(keepingCapacity: true)
        // Sent on to the disk a few pieces at a time while the rest is
        // made: the fsync of `finish` then waits for the last few only,
        // not for the 25 MB a pack of a hundred thousand questions writes.
        if unsent >= Self.writebackSize {
            journal.startWriteback(last: unsent)
            unsent = 0
        }
    }

    /// Writes what is left and fsyncs it; a staged copy then replaces the
    /// journal. The folder is fsynced when the journal is new or replaced.
    mutating func finish() throws(SystemCallError) {
        try flush()
        try journal.sync()
        if let staging {
            guard rename(staging, path) == 0 else { throw .current }
        }
        if staging != nil || !existed { try OpenFile.syncDirectory(URL(fileURLWithPath: path).deletingLastPathComponent().path) }
    }

    /// Undoes the append: the staged copy is removed, or the journal cut
    /// back to its size before, or removed when this append created it (the
    /// caller holds the bank's lock).
    func abandon() {
        if let staging {
            unlink(staging)
        } else if existed {
            try? journal.truncate(to: start)
        } else {
            unlink(path)
        }
    }
}
