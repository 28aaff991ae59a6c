import Foundation
@preconcurrency import Glibc

/// Lines being appended to questions.journal, in pieces of about 64 KiB,
/// so that appending a hundred thousand questions holds one piece. Nothing
/// counts until `finish` has fsynced them; `abandon` cuts the journal back
/// to where it was: all or nothing.
struct QuestionBankJournalAppend {
    let journal: OpenFile
    /// The journal's size before: 0 when this append creates it.
    let start: Int
    /// Whether the journal was there before: one this append created is
    /// removed again when it is abandoned, so a refused import leaves no
    /// trace.
    private let existed: Bool
    private var offset: Int
    private let path: String
    private var buffer: [UInt8] = []
    private static let newline = UInt8(ascii: "\n")

    init(_ url: URL) throws(SystemCallError) {
        var info = stat()
        existed = lstat(url.path, &info) == 0
        path = url.path
        journal = try OpenFile.dataFile(url.path, flags: O_RDWR | O_APPEND | O_CREAT)
        start = try journal.size()
        offset = start
        // A line torn by a crash ends without "\n": start after it, so it costs only itself.
        if start > 0, try journal.read(at: start - 1, count: 1) != [Self.newline] {
            buffer.append(Self.newline)
            offset += 1
        }
    }

    /// Appends `line` and a line break; returns where the line lies.
    mutating func append(_ line: [UInt8]) throws(SystemCallError) -> Range<Int> {
        let range = offset..<(offset + line.count)
        buffer += line
        buffer.append(Self.newline)
        offset += line.count + 1
        if buffer.count >= 1 << 16 { try flush() }
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
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is left and fsyncs the journal.
    mutating func finish() throws(SystemCallError) {
        try flush()
        try journal.sync()
    }

    /// Cuts the journal back to its size before, or removes the one this
    /// append created (the caller holds the bank's lock).
    func abandon() {
        if existed {
            try? journal.truncate(to: start)
        } else {
            unlink(path)
        }
    }
}
