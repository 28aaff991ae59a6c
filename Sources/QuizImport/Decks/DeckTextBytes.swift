import DataFiles
import FoundationEssentials
import QuizPlatform

/// The bytes of a deck's text file, read a chunk at a time: a 30,000-card
/// export is parsed in one pass without the file, or a string of it, ever
/// being in memory whole. A leading byte order mark is dropped, and when
/// asked, CRLF and a lone CR become LF (a CR byte is never part of a
/// longer UTF-8 sequence, so this is safe on raw bytes).
struct DeckTextBytes {
    private enum Source {
        case file(OpenFile, offset: Int)
        case bytes([UInt8])
        case exhausted
    }

    static let chunkSize = 64 * 1024

    private var source: Source
    private let unifiesLineEnds: Bool
    private var buffer: [UInt8] = []
    private var index = 0
    private var atStart = true
    private var previousWasCR = false

    /// The file's bytes, from its start.
    init(file: OpenFile, unifyingLineEnds: Bool) {
        source = .file(file, offset: 0)
        unifiesLineEnds = unifyingLineEnds
    }

    /// Bytes already in memory (a test's text).
    init(bytes: [UInt8], unifyingLineEnds: Bool) {
        source = .bytes(bytes)
        unifiesLineEnds = unifyingLineEnds
    }

    /// The byte `offset` places ahead, or nil past the end.
    mutating func peek(_ offset: Int = 0) throws(SystemCallError) -> UInt8? {
        while index + offset >= buffer.count {
            guard try load() else { return nil }
        }
        return buffer[index + offset]
    }

    /// Moves past `count` bytes already peeked at.
    mutating func advance(_ count: Int = 1) {
        index += count
    }

    /// The next byte, or nil at the end.
    mutating func next() throws(SystemCallError) -> UInt8? {
        guard let byte = try peek() else { return nil }
        index += 1
        return byte
    }

    /// Appends the next chunk to what is left; false at the end.
    private mutating func load() throws(SystemCallError) -> Bool {
        let raw: [UInt8]
        switch source {
        case .exhausted: return false
        case .bytes(let bytes):
            raw = bytes
            source = .exhausted
        case .file(let file, let offset):
            raw = try file.read(at: offset, count: Self.chunkSize)
            source = raw.count < Self.chunkSize ? .exhausted : .file(file, offset: offset + raw.count)
        }
        if index > 0 {
            buffer.removeSubrange(..<index)
            index = 0
        }
        var start = raw.startIndex
        if atStart {
            atStart = false
            if raw.starts(with: [0xEF, 0xBB, 0xBF]) { start += 3 }
        }
        let before = buffer.count
        if unifiesLineEnds {
            for byte in raw[start...] {
                if byte == Self.lineFeed, previousWasCR {
                    previousWasCR = false
                    continue
                }
                previousWasCR = byte == Self.carriageReturn
                buffer.append(previousWasCR ? Self.lineFeed : byte)
            }
        } else {
            buffer += raw[start...]
        }
        if buffer.count > before { return true }
        // A chunk of nothing but a dropped LF: there may be more.
        if case .exhausted = source { return false }
        return true
    }

    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let quote = UInt8(ascii: "\"")
}
