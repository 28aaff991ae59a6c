import DataFiles
import FoundationEssentials
import QuizPlatform

/// Walks the entries of a JSON pack in its plainest shape, `{"questions":
/// [{…}, {…}]}`, a chunk of the file at a time, giving each entry's bytes
/// and the line it starts on: importing a pack of a hundred thousand
/// questions holds a chunk and one entry, not the file and its tree. An
/// entry that lies in one chunk is handed over where it lies; only one
/// that spans two is copied.
///
/// It only finds where entries start and end (strings, escapes and nesting),
/// and says "not this shape" (false) for anything else: a byte order mark
/// aside, another key, a trailing comma, an entry that is not an object,
/// bytes after the root. The importer then reads the file whole, as it
/// always did, and reports what is wrong with it.
struct JSONPackStream {
    let file: OpenFile
    static let chunkSize = 1 << 16
    /// Entries larger than this are left to the whole-file reader, which refuses them.
    static let entryLimit = 1 << 20

    private enum Phase {
        case root, key, colon, array, firstEntry, nextEntry, entry, separator, close, trailing
    }

    private static let questionsKey = Array(#""questions""#.utf8)

    /// Calls `body` with each entry's bytes and line, in order, until it
    /// returns false; false when the file is not in the plain shape or
    /// `body` returned false.
    func forEachEntry(_ body: (UnsafeRawBufferPointer, Int) throws -> Bool) throws -> Bool {
        var phase = Phase.root
        var line = 1
        var previousWasCR = false
        var keyMatched = 0
        var depth = 0
        var inString = false
        var escaped = false
        /// The start of the entry being read, in the chunk; its bytes from
        /// earlier chunks are in `entry`.
        var entry: [UInt8] = []
        var entryStart = 0
        var entryLine = 1
        var offset = 0
        var failure: (any Error)?
        while true {
            let chunk = try file.read(at: offset, count: Self.chunkSize)
            if chunk.isEmpty { break }
            var start = 0
            if offset == 0, chunk.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            offset += chunk.count
            var index = start
            let walked = chunk.withUnsafeBufferPointer { bytes -> Bool in
                let raw = UnsafeRawBufferPointer(bytes)
                while index < bytes.count {
                    // Inside a string, runs of plain ASCII (no quote, backslash
                    // or line break) are stepped over eight bytes at a time.
                    if phase == .entry, inString, !escaped {
                        let end = JSONByteCursor.endOfPlainASCII(raw, from: index)
                        if end > index {
                            index = end
                            previousWasCR = false
                            continue
                        }
                    }
                    let byte = bytes[index]
                    index += 1
                    // Lines as the whole-file reader counts them: CRLF, CR and LF each end one.
                    if byte == 0x0A {
                        if !previousWasCR { line += 1 }
                        previousWasCR = false
                    } else if byte == 0x0D {
                        line += 1
                        previousWasCR = true
                    } else {
                        previousWasCR = false
                    }
                    if phase == .entry {
                        if inString {
                            if escaped {
                                escaped = false
                            } else if byte == UInt8(ascii: "\\") {
                                escaped = true
                            } else if byte == UInt8(ascii: "\"") {
                                inString = false
                            }
                            continue
                        }
                        switch byte {
                        case UInt8(ascii: "\""): inString = true
                        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                        case UInt8(ascii: "}"), UInt8(ascii: "]"):
                            depth -= 1
                            guard depth == 0 else { continue }
                            let more: Bool
                            do {
                                if entry.isEmpty {
                                    more = try body(
                                        UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[entryStart..<index])), entryLine)
                                } else {
                                    entry += bytes[..<index]
                                    guard entry.count <= Self.entryLimit else { return false }
                                    more = try entry.withUnsafeBytes { try body($0, entryLine) }
                                }
                            } catch {
                                failure = error
                                return false
                            }
                            guard more else { return false }
                            entry.removeAll(keepingCapacity: true)
                            phase = .separator
                        default: break
                        }
                        continue
                    }
                    if phase == .key, keyMatched > 0 {
                        // Inside the key every byte counts, spaces too.
                        guard byte == Self.questionsKey[keyMatched] else { return false }
                        keyMatched += 1
                        if keyMatched == Self.questionsKey.count { phase = .colon }
                        continue
                    }
                    if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
                    switch phase {
                    case .root:
                        guard byte == UInt8(ascii: "{") else { return false }
                        phase = .key
                    case .key:
                        guard byte == Self.questionsKey[0] else { return false }
                        keyMatched = 1
                    case .colon:
                        guard byte == UInt8(ascii: ":") else { return false }
                        phase = .array
                    case .array:
                        guard byte == UInt8(ascii: "[") else { return false }
                        phase = .firstEntry
                    case .firstEntry, .nextEntry:
                        if phase == .firstEntry, byte == UInt8(ascii: "]") {
                            phase = .close
                            continue
                        }
                        guard byte == UInt8(ascii: "{") else { return false }
                        entryStart = index - 1
                        entryLine = line
                        depth = 1
                        phase = .entry
                    case .separator:
                        if byte == UInt8(ascii: "]") {
                            phase = .close
                        } else if byte == UInt8(ascii: ",") {
                            phase = .nextEntry
                        } else {
                            return false
                        }
                    case .close:
                        guard byte == UInt8(ascii: "}") else { return false }
                        phase = .trailing
                    case .trailing, .entry:
                        return false
                    }
                }
                // An entry going on into the next chunk: what it has so far is kept.
                if phase == .entry {
                    entry += bytes[entryStart...]
                    entryStart = 0
                    guard entry.count <= Self.entryLimit else { return false }
                }
                return true
            }
            if let failure { throw failure }
            guard walked else { return false }
        }
        return phase == .trailing
    }
}
