import Foundation
import QuizPlatform

/// How Open Trivia DB encodes the strings of a response (`encode=`).
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
