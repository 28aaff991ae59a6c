import FoundationEssentials

/// A JSON string's escapes (`\n`, `\u00e9`, surrogate pairs), read only
/// when a string has one: the plain strings quizctl's readers meet most are
/// taken as they are (`JSONByteCursor.string`).
extension JSONByteCursor {
    /// The rest of a string that has an escape at `at`.
    mutating func escapedString(from start: Int) -> String? {
        var text = Array(utf8(start..<at))
        text.reserveCapacity(text.count + 32)
        while let byte = current {
            at += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let scalar = escape() else { return nil }
                if scalar.isASCII {
                    text.append(UInt8(scalar.value))
                } else {
                    text.append(contentsOf: UTF8.encode(scalar)!)
                }
            case 0..<0x20: return nil
            case 0x80...:
                guard let length = Self.sequenceLength(bytes, at - 1) else { return nil }
                text.append(contentsOf: utf8(at - 1..<at - 1 + length))
                at += length - 1
            default: text.append(byte)
            }
        }
        return nil
    }

    /// What the escape just past a backslash stands for; nil for one JSON
    /// does not have or a lone surrogate. Shared by `escapedString`, which
    /// keeps it, and `skipString`, which only checks it.
    mutating func escape() -> Unicode.Scalar? {
        guard let escaped = current else { return nil }
        at += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escaped)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return unicodeEscape()
        default: return nil
        }
    }

    /// The scalar of `XXXX` after `\u`, joining a surrogate pair written as
    /// two escapes; nil for a lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hex4() else { return nil }
        switch unit {
        case 0xD800...0xDBFF:
            guard takeAdjacent(UInt8(ascii: "\\")), takeAdjacent(UInt8(ascii: "u")),
                let low = hex4(), (0xDC00...0xDFFF).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        case 0xDC00...0xDFFF: return nil
        default: return Unicode.Scalar(unit)
        }
    }

    private mutating func hex4() -> UInt32? {
        guard end - at >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[at]) else { return nil }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }

    /// Takes `byte` if it is the very next byte (no whitespace skipped).
    mutating func takeAdjacent(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        at += 1
        return true
    }
}
