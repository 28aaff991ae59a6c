/// Turns HTML character references back into the characters they stand for.
///
/// Open Trivia DB's default encoding escapes every string it sends, category
/// names included: `What&#039;s` and `Pok&eacute;mon`. Decoding is one pass, so
/// `&amp;quot;` becomes the text `&quot;` as its author wrote it; a reference
/// that is unknown, unterminated or out of Unicode's range stays as written.
public enum HTMLEntities {
    /// Longest reference body considered, so a stray `&` never scans a whole text.
    private static let longestReference = 32

    public static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = String.UnicodeScalarView()
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "&", let (decoded, end) = reference(in: scalars, at: index) else {
                result.append(scalar)
                index = scalars.index(after: index)
                continue
            }
            result.append(decoded)
            index = end
        }
        return String(result)
    }

    /// The character of the reference starting at `ampersand`, and where the text after it begins.
    private static func reference(
        in scalars: String.UnicodeScalarView,
        at ampersand: String.UnicodeScalarView.Index
    ) -> (Unicode.Scalar, String.UnicodeScalarView.Index)? {
        let bodyStart = scalars.index(after: ampersand)
        var end = bodyStart
        var length = 0
        while end < scalars.endIndex, scalars[end] != ";" {
            let scalar = scalars[end]
            guard scalar == "#" || scalar.properties.isASCIIHexDigit || (scalar.isASCII && scalar.properties.isAlphabetic) else { return nil }
            length += 1
            guard length <= longestReference else { return nil }
            end = scalars.index(after: end)
        }
        guard end < scalars.endIndex, length > 0 else { return nil }
        let body = String(scalars[bodyStart..<end])
        guard let decoded = body.hasPrefix("#") ? numeric(body.dropFirst()) : named(body) else { return nil }
        return (decoded, scalars.index(after: end))
    }

    private static func named(_ name: String) -> Unicode.Scalar? {
        HTMLEntityTable.scalars[name].flatMap(Unicode.Scalar.init)
    }

    /// `#039` or `#x27`: a code point that is a valid, non-NUL Unicode scalar.
    private static func numeric(_ digits: Substring) -> Unicode.Scalar? {
        let value: UInt32?
        if let first = digits.first, first == "x" || first == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value, value != 0 else { return nil }
        return Unicode.Scalar(value)
    }
}
