import FoundationEssentials
@preconcurrency import Glibc

/// Where the "\n"s of a buffer are, found with `memchr`, so a long line
/// is scanned at memory speed even in a debug build (Glibc's `memrchr` is
/// not visible to Swift, so backwards readers list a chunk's newlines once).
enum NewlineSearch {
    static func first(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        return bytes.withUnsafeBytes { buffer in
            memchr(buffer.baseAddress! + range.lowerBound, 0x0A, range.count).map { buffer.baseAddress!.distance(to: UnsafeRawPointer($0)) }
        }
    }

    /// Every "\n" of `bytes`, in order.
    static func all(in bytes: [UInt8]) -> [Int] {
        var found: [Int] = []
        var from = 0
        while let newline = first(in: bytes, from..<bytes.count) {
            found.append(newline)
            from = newline + 1
        }
        return found
    }
}

/// One line of a line-per-record file, without its "\n", and where it starts.
struct FileLine {
    /// The line's bytes; empty when it is oversized.
    let bytes: Data
    let offset: Int
    /// The line's length in the file, without its "\n".
    let length: Int

    init(bytes: Data, offset: Int) {
        self.bytes = bytes
        self.offset = offset
        self.length = bytes.count
    }

    /// A line longer than the reader's limit: only where it lies is known.
    init(oversizedAt offset: Int, length: Int) {
        self.bytes = Data()
        self.offset = offset
        self.length = length
    }

    /// Longer than the reader's limit, so its bytes were not kept: it is no
    /// line quizctl wrote, and is set aside like a corrupt one.
    var isOversized: Bool { length > bytes.count }

    /// The offset just past this line's "\n" (or the end of the file).
    var nextOffset: Int { offset + length + 1 }
}

/// Reads a file's lines from the last to the first, a chunk at a time, so
/// the newest games cost the same however long the history grows. Empty
/// lines are skipped; a last line without "\n" is still a line.
///
/// Each byte is read and searched once, however long a line is, and no more
/// than `lineLimit` bytes of one line are kept: a line longer than that is
/// returned as oversized, so a huge unterminated tail costs one pass.
struct BackwardLineReader {
    private let file: OpenFile
    /// The longest read. Reads start at `firstChunkSize` and double up to
    /// it: most readers want only the newest line or few (the fold of
    /// unrecorded games reads one), and the kernel faults in every page of
    /// a fresh buffer it reads into, 16 of them for 64 KB.
    private let chunkSize: Int
    private var nextChunkSize: Int
    private let lineLimit: Int
    /// The file offset of `chunk[0]`; bytes before it have not been read.
    private var chunkOffset: Int
    private var chunk: [UInt8] = []
    /// `chunk[..<end]` is not consumed yet.
    private var end = 0
    /// The "\n"s of `chunk` before `end`, in order.
    private var newlines: [Int] = []
    /// The part of the current line read so far, from earlier (later in the
    /// file) chunks, last piece first.
    private var tail: [ArraySlice<UInt8>] = []
    private var tailLength = 0

    init(file: OpenFile, chunkSize: Int = 64 * 1024, lineLimit: Int = DataFileLimits.historyLine) throws(SystemCallError) {
        self.file = file
        self.chunkSize = chunkSize
        self.nextChunkSize = min(chunkSize, Self.firstChunkSize)
        self.lineLimit = lineLimit
        self.fileSize = try file.size()
        self.chunkOffset = fileSize
    }

    /// The file's length when the reader was made: where reading began.
    let fileSize: Int

    static let firstChunkSize = 8 * 1024

    mutating func previousLine() throws(SystemCallError) -> FileLine? {
        while true {
            if let newline = newlines.popLast() {
                let line = takeLine(head: chunk[(newline + 1)..<end], offset: chunkOffset + newline + 1)
                end = newline
                guard let line else { continue }
                return line
            }
            if end > 0 {
                keep(chunk[..<end])
                end = 0
            }
            if chunkOffset == 0 { return takeLine(head: [], offset: 0) }
            let count = min(nextChunkSize, chunkOffset)
            nextChunkSize = min(nextChunkSize * 2, chunkSize)
            chunkOffset -= count
            chunk = try file.read(at: chunkOffset, count: count)
            end = chunk.count
            newlines = NewlineSearch.all(in: chunk)
        }
    }

    /// Adds a piece that precedes what `tail` holds, dropping bytes past the limit.
    private mutating func keep(_ piece: ArraySlice<UInt8>) {
        if tailLength + piece.count <= lineLimit { tail.append(piece) }
        tailLength += piece.count
    }

    /// The line made of `head` and the tail; nil when it is empty.
    private mutating func takeLine(head: ArraySlice<UInt8>, offset: Int) -> FileLine? {
        keep(head)
        defer {
            tail = []
            tailLength = 0
        }
        guard tailLength > 0 else { return nil }
        guard tailLength <= lineLimit else { return FileLine(oversizedAt: offset, length: tailLength) }
        var bytes = Data(capacity: tailLength)
        for piece in tail.reversed() { bytes.append(contentsOf: piece) }
        return FileLine(bytes: bytes, offset: offset)
    }
}

/// Reads a file's lines from `offset` to the end, a chunk at a time, so the
/// whole history is never held twice in memory. Empty lines are skipped.
///
/// Each byte is searched once; a line longer than `lineLimit` is not kept
/// but skipped to its end and returned as oversized.
struct ForwardLineReader {
    private let file: OpenFile
    private let chunkSize: Int
    private let lineLimit: Int
    /// The file offset of `buffer[0]`.
    private var bufferOffset: Int
    private var buffer: [UInt8] = []
    /// Where the current line starts in `buffer`.
    private var start = 0
    /// `buffer[start..<searched]` holds no "\n".
    private var searched = 0
    /// The length of the current line's bytes already dropped (oversized).
    private var dropped = 0
    private var atEnd = false

    init(file: OpenFile, from offset: Int = 0, chunkSize: Int = 1 << 20, lineLimit: Int = DataFileLimits.historyLine) {
        self.file = file
        self.chunkSize = chunkSize
        self.lineLimit = lineLimit
        self.bufferOffset = offset
    }

    mutating func nextLine() throws(SystemCallError) -> FileLine? {
        while true {
            if let newline = NewlineSearch.first(in: buffer, searched..<buffer.count) {
                let line = takeLine(upTo: newline)
                start = newline + 1
                searched = start
                guard let line else { continue }
                return line
            }
            searched = buffer.count
            if atEnd {
                let line = takeLine(upTo: buffer.count)
                start = buffer.count
                return line
            }
            if dropped + searched - start > lineLimit {
                dropped += searched - start
                start = searched
            }
            buffer.removeSubrange(..<start)
            bufferOffset += start
            searched -= start
            start = 0
            let read = try file.read(at: bufferOffset + buffer.count, count: chunkSize)
            atEnd = read.count < chunkSize
            buffer += read
        }
    }

    /// The line `buffer[start..<end]` (after any dropped part); nil when empty.
    private mutating func takeLine(upTo end: Int) -> FileLine? {
        let length = dropped + end - start
        let offset = bufferOffset + start - dropped
        dropped = 0
        guard length > 0 else { return nil }
        guard length <= lineLimit else { return FileLine(oversizedAt: offset, length: length) }
        return FileLine(bytes: Data(buffer[start..<end]), offset: offset)
    }
}
