/// Checks that a byte buffer is exactly one JSON object and finds where the
/// values of its top-level members lie, without building anything.
///
/// `history --json` needs ten scalar fields of each game, not its answers:
/// scanning a line is many times cheaper than decoding it with JSONDecoder,
/// and the raw bytes of those fields are already the JSON to print. The
/// grammar is RFC 8259's, as strict as Foundation's decoder about what it
/// accepts (no trailing commas, no leading zeros, no raw control characters
/// in strings), so a torn or garbled line is refused here as it is there.
struct JSONLineScanner {
    /// One top-level member: the key's bytes (without quotes) and the range
    /// of its value, quotes included for strings.
    struct Member {
        let key: Range<Int>
        let value: Range<Int>
    }

    private let bytes: UnsafeRawBufferPointer
    private var at = 0
    /// Nested containers deeper than this are refused (Foundation stops at 512).
    private static let maximumDepth = 512

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The object's members in the order written, or nil when the buffer is
    /// not one well-formed JSON object (surrounding whitespace allowed).
    static func members(of bytes: UnsafeRawBufferPointer) -> [Member]? {
        var scanner = JSONLineScanner(bytes)
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        var members: [Member] = []
        scanner.skipSpace()
        if !scanner.take(UInt8(ascii: "}")) {
            repeat {
                scanner.skipSpace()
                guard let key = scanner.string() else { return nil }
                scanner.skipSpace()
                guard scanner.take(UInt8(ascii: ":")) else { return nil }
                scanner.skipSpace()
                let start = scanner.at
                guard scanner.value(depth: 1) else { return nil }
                members.append(Member(key: key.lowerBound + 1..<key.upperBound - 1, value: start..<scanner.at))
                scanner.skipSpace()
            } while scanner.take(UInt8(ascii: ","))
            guard scanner.take(UInt8(ascii: "}")) else { return nil }
        }
        scanner.skipSpace()
        return scanner.at == bytes.count ? members : nil
    }

    private var current: UInt8? { at < bytes.count ? bytes[at] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        at += 1
        return true
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { at += 1 }
    }

    private mutating func value(depth: Int) -> Bool {
        guard let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), keyed: true, depth: depth)
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), keyed: false, depth: depth)
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default: return number()
        }
    }

    private mutating func container(close: UInt8, keyed: Bool, depth: Int) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        at += 1
        skipSpace()
        if take(close) { return true }
        repeat {
            skipSpace()
            if keyed {
                guard string() != nil else { return false }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipSpace()
            }
            guard value(depth: depth + 1) else { return false }
            skipSpace()
        } while take(UInt8(ascii: ","))
        return take(close)
    }

    /// A string; its range includes the quotes.
    private mutating func string() -> Range<Int>? {
        let start = at
        guard take(UInt8(ascii: "\"")) else { return nil }
        while let byte = current {
            at += 1
            switch byte {
            case UInt8(ascii: "\""): return start..<at
            case UInt8(ascii: "\\"):
                guard let escaped = current else { return nil }
                at += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    for _ in 0..<4 {
                        guard let hex = current, Self.isHexDigit(hex) else { return nil }
                        at += 1
                    }
                default: return nil
                }
            case 0..<0x20: return nil
            default: continue
            }
        }
        return nil
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - at >= count else { return false }
        for offset in 0..<count where bytes[at + offset] != word.utf8Start[offset] { return false }
        at += count
        return true
    }

    /// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    private mutating func number() -> Bool {
        _ = take(UInt8(ascii: "-"))
        if !take(UInt8(ascii: "0")) {
            guard digits() else { return false }
        }
        if take(UInt8(ascii: ".")) { guard digits() else { return false } }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() else { return false }
        }
        return true
    }

    /// One or more digits.
    private mutating func digits() -> Bool {
        let start = at
        while let byte = current, Self.isDigit(byte) { at += 1 }
        return at > start
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
