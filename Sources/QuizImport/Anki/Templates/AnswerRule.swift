import FoundationEssentials

/// Anki's `<hr id=answer>`: the line between the question, repeated on the
/// answer side, and the answer. Anki's reviewer scrolls to it.
enum AnswerRule {
    /// The HTML after the first `<hr>` whose id is "answer"; nil when there is none.
    static func below(in html: String) -> String? {
        let utf8 = Array(html.utf8)
        var index = 0
        while index + 3 <= utf8.count {
            defer { index += 1 }
            guard utf8[index] == UInt8(ascii: "<"), utf8[index + 1] | 0x20 == UInt8(ascii: "h"), utf8[index + 2] | 0x20 == UInt8(ascii: "r")
            else { continue }
            guard let close = utf8[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            let attributes = String(decoding: utf8[(index + 3)..<close], as: UTF8.self).lowercased()
            if hasAnswerID(attributes) { return String(decoding: utf8[(close + 1)...], as: UTF8.self) }
        }
        return nil
    }

    /// `id=answer`, `id="answer"` or `id = 'answer'`, the name a word of its own.
    private static func hasAnswerID(_ attributes: String) -> Bool {
        let scalars = Array(attributes.unicodeScalars)
        var index = 0
        while index + 2 <= scalars.count {
            defer { index += 1 }
            guard scalars[index] == "i", scalars[index + 1] == "d" else { continue }
            if index > 0, isWord(scalars[index - 1]) { continue }
            var at = index + 2
            while at < scalars.count, scalars[at].properties.isWhitespace { at += 1 }
            guard at < scalars.count, scalars[at] == "=" else { continue }
            at += 1
            while at < scalars.count, scalars[at].properties.isWhitespace { at += 1 }
            if at < scalars.count, scalars[at] == "\"" || scalars[at] == "'" { at += 1 }
            let word = Array("answer".unicodeScalars)
            guard at + word.count <= scalars.count, Array(scalars[at..<(at + word.count)]) == word else { continue }
            if at + word.count < scalars.count, isWord(scalars[at + word.count]) { continue }
            return true
        }
        return false
    }

    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
