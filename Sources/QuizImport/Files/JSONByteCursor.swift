import FoundationEssentials
import QuizPlatform

/// Reads JSON values one at a time straight from a line's bytes, for the
/// pack and deck readers (strings with escapes: `JSONByteCursor+Escapes`). Each method skips leading whitespace, reads only the
/// plain forms quizctl's encoder writes (and a few more that are certainly
/// read the same way by JSONDecoder), and returns nil or false for anything
/// else. nil means "not sure", never "invalid": the caller then leaves the
/// line to JSONDecoder, so being strict here costs speed, never correctness.
struct JSONByteCursor {
    let bytes: UnsafeRawBufferPointer
    /// `bytes.count`, kept: computing it tests the base address for nil
    /// each time, and every byte read asks it.
    let end: Int
    var at = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        self.end = bytes.count
    }

    /// Where the cursor is, once whitespace is skipped: where the next
    /// value starts.
    mutating func valueStart() -> Int {
        skipSpace()
        return at
    }

    /// Where the cursor is: just past the last value read.
    var offset: Int { at }

    var current: UInt8? { at < end ? bytes[at] : nil }

    /// Whether only whitespace is left.
    mutating func isAtEnd() -> Bool {
        skipSpace()
        return at == end
    }

    /// Takes `byte` if it comes next.
    @inline(__always) mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard current == byte else { return false }
        at += 1
        return true
    }

    /// An object key and its colon. Keys with escapes are refused: a key
    /// spelled `"i\u0064"` is `id` to JSONDecoder, and comparing raw bytes
    /// would miss that.
    mutating func key() -> Range<Int>? {
        guard let key = plainString(), take(UInt8(ascii: ":")) else { return nil }
        return key
    }

    /// Takes `key` if its bytes come next (after any whitespace): what
    /// `key()` would read there, without scanning it as a string and
    /// matching the name afterwards. Two 8-byte loads and compares: a byte
    /// loop over an array cost 130 instructions a key.
    @inline(__always) mutating func take(_ key: WrittenKey) -> Bool {
        skipSpace()
        if end &- at >= 16 {
            let low = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
            let high = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at &+ 8, as: UInt64.self))
            guard low & key.lowMask == key.bytes.low, high & key.highMask == key.bytes.high else { return false }
        } else {
            guard end - at >= key.count, PackedName(bytes, at: at, count: key.count) == key.bytes else { return false }
        }
        at &+= key.count
        return true
    }

    /// The string at `range`, as `key()` or `plainString()` gave it (so
    /// without a zero byte), packed for matching; nil when it is longer
    /// than any name we know.
    func name(_ range: Range<Int>) -> PackedName? {
        PackedName(bytes, at: range.lowerBound, count: range.count)
    }

    /// Whether the bytes of `range` are exactly `name`. Names are short
    /// keys and enum values: a loop is cheaper than calling `memcmp`.
    func bytes(_ range: Range<Int>, equal name: [UInt8]) -> Bool {
        guard range.count == name.count else { return false }
        return name.withUnsafeBufferPointer { name in
            for index in 0..<name.count where bytes[range.lowerBound + index] != name[index] { return false }
            return true
        }
    }

    /// Goes back to `offset`, to read what is there another way.
    mutating func rewind(to offset: Int) { at = offset }

    /// Whether a string comes next (after any whitespace).
    mutating func peekIsQuote() -> Bool {
        skipSpace()
        return current == UInt8(ascii: "\"")
    }

    /// `null`, if it comes next.
    mutating func null() -> Bool { word(0x6C6C_756E) }

    mutating func bool() -> Bool? {
        if word(0x6575_7274) { return true }
        if word(0x736C_6166), takeAdjacent(UInt8(ascii: "e")) { return false }
        return nil
    }

    /// An integer written as JSON's plain `-?(0|[1-9][0-9]*)`, at most 18
    /// digits so it cannot overflow. `-0`, fractions (`1000.0`) and
    /// exponents are left to the decoder.
    mutating func int() -> Int? {
        skipSpace()
        let negative = current == UInt8(ascii: "-")
        if negative { at += 1 }
        let start = at
        var value = 0
        while let byte = current, JSONByteCursor.isDigit(byte) {
            guard at - start < 18 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            at += 1
        }
        let count = at - start
        guard count > 0, bytes[start] != UInt8(ascii: "0") || count == 1, !(negative && value == 0) else { return nil }
        if let next = current, next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e") { return nil }
        return negative ? -value : value
    }

    /// A JSON number as a Double, parsed from its text by the standard
    /// library's correctly rounded parser, as JSONDecoder does. Refused when
    /// the result could depend on the parser's corner cases: more than 17
    /// significant digits, long exponents, results that overflow or fall
    /// below the normal range.
    mutating func double() -> Double? { number(parsed: true) }

    /// Whether a number comes next that `double()` would read. The text
    /// is only parsed when that depends on the parser: a number without an
    /// exponent, with at most 17 significant digits and a nonzero integer
    /// part (or a short fraction) is finite and normal, or zero, whatever
    /// it rounds to.
    mutating func skipDouble() -> Bool { number(parsed: false) != nil }

    /// The number, or when not `parsed` and parsing cannot change the
    /// verdict, 0 standing for one.
    private mutating func number(parsed: Bool) -> Double? {
        skipSpace()
        let start = at
        if current == UInt8(ascii: "-") { at += 1 }
        var significant = 0
        var nonZero = false
        func digit(_ byte: UInt8) {
            if byte != UInt8(ascii: "0") { nonZero = true }
            if nonZero { significant += 1 }
        }
        guard let first = current, JSONByteCursor.isDigit(first) else { return nil }
        if first == UInt8(ascii: "0") {
            at += 1
        } else {
            while let byte = current, JSONByteCursor.isDigit(byte) {
                digit(byte)
                at += 1
            }
        }
        let wholeNonZero = nonZero
        var fractionLength = 0
        if current == UInt8(ascii: ".") {
            at += 1
            let fraction = at
            while let byte = current, JSONByteCursor.isDigit(byte) {
                digit(byte)
                at += 1
            }
            fractionLength = at - fraction
            guard fractionLength > 0 else { return nil }
        }
        let exponent = current.map { $0 | 0x20 == UInt8(ascii: "e") } ?? false
        if !parsed, !exponent, significant <= 17, wholeNonZero || fractionLength <= 300 { return 0 }
        if exponent {
            // Foundation's decoder refuses `0e1` (and `0E2`: a zero, an
            // exponent, one digit) though JSON allows it: a zero with an
            // exponent is left to it.
            guard nonZero else { return nil }
            at += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { at += 1 }
            let exponent = at
            while let byte = current, JSONByteCursor.isDigit(byte) { at += 1 }
            guard at > exponent, at - exponent <= 3 else { return nil }
        }
        guard significant <= 17 else { return nil }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        guard let value = Double(text), value.isFinite, nonZero ? value.isNormal : value == 0 else { return nil }
        return value
    }

    /// An array of strings, each as `string()` reads it; nil when anything
    /// else is there.
    mutating func strings() -> [String]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var values: [String] = []
        if take(UInt8(ascii: "]")) { return values }
        repeat {
            guard let value = string() else { return nil }
            values.append(value)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? values : nil
    }

    /// A string, unescaped; nil for a bad escape, a lone surrogate, a raw
    /// control character or bytes that are not UTF-8.
    mutating func string() -> String? {
        switch scanString() {
        case .plain(let range): String(decoding: utf8(range), as: UTF8.self)
        case .escaped(let start): escapedString(from: start)
        case nil: nil
        }
    }

    /// Whether a string comes next that `string()` would read: checked as
    /// thoroughly, escapes included, but never built. Inlined up to the end
    /// of its first run of plain ASCII, where most strings end: a call per
    /// string cost a fifth of checking an answer.
    @inline(__always) mutating func skipString() -> Bool {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { return false }
        at = Self.endOfPlainASCII(bytes, from: at &+ 1)
        guard current == UInt8(ascii: "\"") else { return skipRestOfString() }
        at &+= 1
        return true
    }

    /// The rest of a string after a run of plain ASCII that did not end
    /// at its closing quote. An escape is checked where it stands and the
    /// scan goes on, so a question with quotes in it costs no String.
    private mutating func skipRestOfString() -> Bool {
        while let byte = current {
            at += 1
            switch byte {
            case UInt8(ascii: "\""): return true
            case UInt8(ascii: "\\"): guard escape() != nil else { return false }
            case 0xC2...0xDF where at < end && bytes[at] & 0xC0 == 0x80:
                // Two-byte letters (Cyrillic, Greek, accented Latin) come
                // in words: taken two bytes a turn, as `sequenceLength`
                // would take each, not one sequence per trip round the scan.
                at &+= 1
                while end &- at >= 2, bytes[at] &- 0xC2 <= 0xDF - 0xC2, bytes[at &+ 1] & 0xC0 == 0x80 { at &+= 2 }
            case 0x80...:
                guard let length = Self.sequenceLength(bytes, at - 1) else { return false }
                at += length - 1
            default: return false
            }
            at = Self.endOfPlainASCII(bytes, from: at)
        }
        return false
    }

    /// A string without escapes: the range of its content, checked to be
    /// UTF-8 as `string()` checks it. nil for a string with an escape too,
    /// which callers comparing bytes with a name must not miss.
    mutating func plainString() -> Range<Int>? {
        guard case .plain(let range) = scanString() else { return nil }
        return range
    }

    private enum ScannedString {
        /// Valid UTF-8 without escapes, at this range of the buffer.
        case plain(Range<Int>)
        /// Valid UTF-8 from this offset up to an escape at the cursor.
        case escaped(from: Int)
    }

    /// Reads a string up to its closing quote, or up to its first escape
    /// (the rest is `escapedString`'s): the one scanner of every string.
    @inline(__always) private mutating func scanString() -> ScannedString? {
        skipSpace()
        guard current == UInt8(ascii: "\"") else { return nil }
        at += 1
        let start = at
        while true {
            at = Self.endOfPlainASCII(bytes, from: at)
            guard let byte = current else { return nil }
            if byte == UInt8(ascii: "\"") {
                at += 1
                return .plain(start..<at - 1)
            }
            if byte == UInt8(ascii: "\\") { return .escaped(from: start) }
            guard byte >= 0x80, let length = Self.sequenceLength(bytes, at) else { return nil }
            at += length
        }
    }

    /// The bytes of `range` typed as UTF-8 code units, for the standard
    /// library's fast non-generic paths.
    func utf8(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + range.lowerBound, count: range.count)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The byte at `offset` of the buffer.
    subscript(offset: Int) -> UInt8 { bytes[offset] }

    /// The four bytes that a little-endian load reads as `word` ("null" is
    /// 0x6C6C756E, "true" 0x65757274, "fals" 0x736C6166), if they come next:
    /// one compare, where comparing with a `StaticString` byte by byte took
    /// a tenth of the time spent on a line's answers.
    private mutating func word(_ word: UInt32) -> Bool {
        skipSpace()
        guard end - at >= 4, UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)) == word else {
            return false
        }
        at += 4
        return true
    }

    @inline(__always) private mutating func skipSpace() {
        // quizctl writes no whitespace: one test, inlined, for the usual case.
        guard let first = current, first <= 0x20 else { return }
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { at += 1 }
    }
}
