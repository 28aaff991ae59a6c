import FoundationEssentials
@preconcurrency import Glibc

/// Writes JSON text as JSONEncoder does with quizctl's settings (UTF-8, "/"
/// not escaped, ISO 8601 dates in UTC), straight into bytes: encoding a
/// hundred thousand questions one `JSONEncoder` call at a time is too slow.
/// Tests hold the output equal to JSONEncoder's.
enum JSONTextWriter {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `text` as a JSON string, quotes included.
    static func append(string text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { appendEscaped($0, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The UTF-8 `utf8` escaped as inside a JSON string. Runs of bytes that
    /// need no escape (most text) are found eight bytes at a time and
    /// copied whole: a hundred thousand imported questions write some 25 MB.
    static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        guard let base = utf8.baseAddress else { return }
        var runStart = 0
        var index = 0
        while index < utf8.count {
            if index + 8 <= utf8.count, !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = utf8[index]
            index += 1
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<(index - 1)]))
            runStart = index
            switch byte {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            default:
                bytes += Array("\\u00".utf8)
                bytes += [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    /// Whether one of the eight bytes of `word` may be a control character,
    /// a quote or a backslash (never false when one is): the classic
    /// "has a zero byte" test on the word, on it xor-ed with the two
    /// characters, and "has a byte below 0x20".
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let below = (word &- 0x20 &* ones) & ~word & highs
        return (below | hasZero(word ^ (0x22 &* ones)) | hasZero(word ^ (0x5C &* ones))) != 0
    }

    /// `date` as `.iso8601` encodes it: whole seconds, UTC, `Z`.
    static func append(date: Date, to bytes: inout [UInt8]) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        guard (1000...9999).contains(parts.tm_year + 1900) else {
            // Years of other lengths are rare enough to leave to the encoder.
            bytes += (try? JSONCoding.encoder().encode([date]).dropFirst().dropLast()) ?? Data("null".utf8)
            return
        }
        func digits(_ value: Int32, _ count: Int) {
            var divisor: Int32 = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8((value / divisor) % 10))
                divisor /= 10
            }
        }
        bytes.append(UInt8(ascii: "\""))
        digits(parts.tm_year + 1900, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(parts.tm_mon + 1, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(parts.tm_mday, 2)
        bytes.append(UInt8(ascii: "T"))
        digits(parts.tm_hour, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(parts.tm_min, 2)
        bytes.append(UInt8(ascii: ":"))
        digits(parts.tm_sec, 2)
        bytes += [UInt8(ascii: "Z"), UInt8(ascii: "\"")]
    }
}
