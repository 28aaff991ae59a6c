/// Plain text as an Anki field's HTML, so that Anki shows what quizctl
/// showed and quizctl's own reader (`HTMLTextReducer`) reads the same text
/// back: `&`, `<` and `>` escaped, line breaks as `<br>` (a raw line break
/// is a space in HTML).
enum AnkiFieldHTML {
    static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "<br>"
            case "\n": if !afterCarriageReturn { out += "<br>" }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text inside a cloze field: also the characters Anki's cloze syntax
    /// reads (`{`, `}` and `:`) as character references, so that an answer
    /// holding "::" or "}}" neither ends its deletion nor starts a hint.
    static func escapeForCloze(_ text: String) -> String {
        var out = ""
        for scalar in escape(text).unicodeScalars {
            switch scalar {
            case "{": out += "&#123;"
            case "}": out += "&#125;"
            case ":": out += "&#58;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The sort field Anki keeps beside the fields: the first field as text.
    static func sortText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
