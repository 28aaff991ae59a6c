import FoundationEssentials
import QuizPlatform

/// The bytes of a pack as text every parser can read: UTF-8 checked, the
/// byte order mark dropped, CRLF and CR turned into LF.
enum PackText {
    /// Larger packs are refused before parsing: a pack is something a person
    /// writes or a plugin prints, and parsing must not exhaust memory.
    static let byteLimit = 32 << 20

    /// The text, or the one problem that stops the file being read at all.
    static func decode(_ data: Data) -> Result<String, LineProblem> {
        guard data.count <= byteLimit else {
            return .failure(LineProblem(line: 1, reason: Strings.importFileTooLarge(megabytes: byteLimit >> 20)))
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let line = firstInvalidLine(in: bytes) {
            return .failure(LineProblem(line: line, reason: Strings.importNotUTF8))
        }
        let text = String(decoding: unifiedLineEnds(bytes), as: UTF8.self)
        guard !text.allSatisfy(\.isWhitespace) else { return .failure(LineProblem(line: 1, reason: Strings.importEmptyFile)) }
        return .success(text)
    }

    /// The bytes with CRLF (Windows) and CR alone (classic Mac OS, which Moodle
    /// accepts) turned into LF, in one pass: a CR byte is never part of a
    /// longer UTF-8 sequence.
    private static func unifiedLineEnds(_ bytes: [UInt8]) -> [UInt8] {
        let cr = UInt8(ascii: "\r")
        let lf = UInt8(ascii: "\n")
        guard bytes.contains(cr) else { return bytes }
        var unified: [UInt8] = []
        unified.reserveCapacity(bytes.count)
        var previousWasCR = false
        for byte in bytes {
            if byte == lf, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == cr
            unified.append(previousWasCR ? lf : byte)
        }
        return unified
    }

    /// The line of the first byte that is not valid UTF-8, if any.
    private static func firstInvalidLine(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1 }
            case .error: return line
            case .emptyInput: return nil
            }
        }
    }
}
