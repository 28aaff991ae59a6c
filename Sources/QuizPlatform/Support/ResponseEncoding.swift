import FoundationEssentials

/// How Open Trivia DB encodes the strings of a response (`encode=`). It
/// lives in the core because both read such responses: the network client,
/// which knows the encoding it asked for, and the pack import, which finds
/// out from a saved file (`detect`).
///
/// Every field is encoded, not only the texts: with base64 even `type` and
/// `difficulty` arrive as `bXVsdGlwbGU=`, so a response is decoded field by
/// field before anything looks at it.
public enum ResponseEncoding: String, Sendable, Hashable, CaseIterable {
    /// The default: HTML character references (`&quot;`, `&#039;`, `&eacute;`).
    case htmlEntities
    /// Percent-encoding with `+` for spaces (PHP's `urlencode`).
    case urlLegacy
    /// RFC 3986 percent-encoding (PHP's `rawurlencode`).
    case url3986
    case base64

    /// The value of the `encode` parameter; nil asks for the default.
    public var parameter: String? {
        switch self {
        case .htmlEntities: nil
        case .urlLegacy: "urlLegacy"
        case .url3986: "url3986"
        case .base64: "base64"
        }
    }

    /// What a person calls it, for messages: the `encode` value, or "HTML entities".
    public var name: String { parameter ?? "HTML entities" }

    /// The encoding a saved response's results were written in. Base64 shows in
    /// `type`, which is otherwise always "multiple" or "boolean"; percent-encoding
    /// leaves no space in any text and leaves `%XX` or, in urlLegacy, `+`.
    public static func detect(types: [String], texts: [String]) -> ResponseEncoding {
        let base64Types: Set<String> = ["bXVsdGlwbGU=", "Ym9vbGVhbg=="]
        if types.contains(where: base64Types.contains) { return .base64 }
        guard !texts.contains(where: { $0.contains(" ") }) else { return .htmlEntities }
        if texts.contains(where: { $0.contains("+") }) { return .urlLegacy }
        return texts.contains(where: Self.hasPercentEscape) ? .url3986 : .htmlEntities
    }

    private static func hasPercentEscape(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 3 else { return false }
        return (0..<(bytes.count - 2)).contains { index in
            bytes[index] == UInt8(ascii: "%") && bytes[index + 1].isHexDigit && bytes[index + 2].isHexDigit
        }
    }

    /// The field as its author wrote it, or nil when it is not validly encoded.
    public func decode(_ field: String) -> String? {
        switch self {
        case .htmlEntities:
            HTMLEntities.decode(field)
        case .urlLegacy:
            Self.percentDecoded(field.replacingEvery("+", with: " "))
        case .url3986:
            Self.percentDecoded(field)
        case .base64:
            Data(base64Encoded: field).flatMap { String(data: $0, encoding: .utf8) }
        }
    }

    /// Every "%XX" turned into its byte, as Foundation's
    /// `removingPercentEncoding` does it: nil when a "%" is not followed by
    /// two hex digits or the bytes are not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "%")) else { return text }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = bytes[index + 1].hexValue, let low = bytes[index + 2].hexValue else {
                return nil
            }
            decoded.append(high << 4 | low)
            index += 3
        }
        return String(validating: decoded, as: UTF8.self)
    }
}

extension UInt8 {
    /// The value of an ASCII hex digit, nil for any other byte.
    fileprivate var hexValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
