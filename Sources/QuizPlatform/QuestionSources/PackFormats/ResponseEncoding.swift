import Foundation

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
            field.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        case .url3986:
            field.removingPercentEncoding
        case .base64:
            Data(base64Encoded: field).flatMap { String(data: $0, encoding: .utf8) }
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
