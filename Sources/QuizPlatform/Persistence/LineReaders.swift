import Foundation

/// One line of a line-per-record file, without its "\n", and where it starts.
struct FileLine {
    let bytes: Data
    let offset: Int

    /// The offset just past this line's "\n" (or the end of the file).
    var nextOffset: Int { offset + bytes.count + 1 }
}

/// Reads a file's lines from the last to the first, a chunk at a time, so
/// the newest games cost the same however long the history grows. Empty
/// lines are skipped; a last line without "\n" is still a line.
struct BackwardLineReader {
    private let file: OpenFile
    private let chunkSize: Int
    /// Bytes before this offset have not been read yet.
    private var unread: Int
    /// Read bytes that do not hold a whole line yet; they start at `unread`.
    private var pending: [UInt8] = []

    init(file: OpenFile, chunkSize: Int = 64 * 1024) throws(SystemCallError) {
        self.file = file
        self.chunkSize = chunkSize
        self.unread = try file.size()
    }

    mutating func previousLine() throws(SystemCallError) -> FileLine? {
        while true {
            if let newline = pending.lastIndex(of: UInt8(ascii: "\n")) {
                let line = Data(pending[(newline + 1)...])
                pending.removeSubrange(newline...)
                if line.isEmpty { continue }
                return FileLine(bytes: line, offset: unread + newline + 1)
            }
            if unread == 0 {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return FileLine(bytes: Data(pending), offset: 0)
            }
            let count = min(chunkSize, unread)
            unread -= count
            pending = try file.read(at: unread, count: count) + pending
        }
    }
}

/// Reads a file's lines from `offset` to the end, a chunk at a time, so the
/// whole history is never held twice in memory. Empty lines are skipped.
struct ForwardLineReader {
    private let file: OpenFile
    private let chunkSize: Int
    /// The file offset of `buffer[0]`.
    private var bufferOffset: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(file: OpenFile, from offset: Int = 0, chunkSize: Int = 1 << 20) {
        self.file = file
        self.chunkSize = chunkSize
        self.bufferOffset = offset
    }

    mutating func nextLine() throws(SystemCallError) -> FileLine? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = FileLine(bytes: Data(buffer[start..<newline]), offset: bufferOffset + start)
                start = newline + 1
                if line.bytes.isEmpty { continue }
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                defer { start = buffer.count }
                return FileLine(bytes: Data(buffer[start...]), offset: bufferOffset + start)
            }
            buffer.removeSubrange(..<start)
            bufferOffset += start
            start = 0
            let chunk = try file.read(at: bufferOffset + buffer.count, count: chunkSize)
            atEnd = chunk.count < chunkSize
            buffer += chunk
        }
    }
}
