import Foundation
@preconcurrency import Glibc

/// Writes JSON text as JSONEncoder does with quizctl's settings (UTF-8, "/"
/// not escaped, ISO 8601 dates in UTC), straight into bytes: encoding a
/// hundred thousand questions one `JSONEncoder` call at a time is too slow.
/// Tests hold the output equal to JSONEncoder's.
enum JSONTextWriter {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `text` as a JSON string, quotes included: runs that need no escape
    /// are copied whole.
    static func append(string text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            while true {
                let index = firstEscaped(utf8, from: runStart)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                guard index < utf8.count else { break }
                runStart = index + 1
                let byte = utf8[index]
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes += [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)],
                    ]
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Where the first byte from `start` on that a JSON string must escape
    /// (a control character, `"` or `\`) is, or `utf8.count`; eight bytes at
    /// a time. In each test the lowest byte flagged is exact (a borrow only
    /// moves upwards), so the first hit is the first such byte.
    private static func firstEscaped(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = start
        while utf8.count - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(utf8.baseAddress! + index).loadUnaligned(as: UInt64.self))
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            let control = (word &- ones &* 0x20) & ~word
            let flags = (control | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & (ones &* 0x80)
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return index
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

    /// A saved question as one compact JSON object, keys in declaration
    /// order and absent optionals left out: `JSONEncoder().encode(question)`.
    static func compact(_ question: CustomQuestion) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        bytes += Array(#"{"id":""#.utf8)
        question.id.appendText(to: &bytes)
        bytes += Array(#"","entry":{"text":"#.utf8)
        let entry = question.entry
        append(string: entry.text, to: &bytes)
        bytes += Array(#","correct":"#.utf8)
        append(string: entry.correct, to: &bytes)
        bytes += Array(#","incorrect":["#.utf8)
        for (index, option) in entry.incorrect.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(string: option, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        if let category = entry.category {
            bytes += Array(#","category":"#.utf8)
            append(string: category, to: &bytes)
        }
        if let difficulty = entry.difficulty {
            bytes += Array(#","difficulty":""#.utf8)
            bytes += Array(difficulty.rawValue.utf8)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes += Array(#"},"createdAt":"#.utf8)
        append(date: question.createdAt, to: &bytes)
        if let pack = question.pack {
            bytes += Array(#","pack":"#.utf8)
            append(string: pack, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
