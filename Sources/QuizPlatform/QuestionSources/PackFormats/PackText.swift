import Foundation

/// The bytes of a pack as text every parser can read: UTF-8 checked, the
/// byte order mark dropped, CRLF turned into LF.
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
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        guard !text.allSatisfy(\.isWhitespace) else { return .failure(LineProblem(line: 1, reason: Strings.importEmptyFile)) }
        return .success(text)
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
