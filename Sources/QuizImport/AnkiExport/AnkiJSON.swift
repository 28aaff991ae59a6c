/// A JSON value written with its keys in the order given: the `col` row's
/// note types, decks and options, the same text on every export. (A
/// dictionary's order changes from run to run; JSONEncoder's sorted keys
/// would put "id" anywhere.)
indirect enum AnkiJSON: Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([AnkiJSON])
    case object([(String, AnkiJSON)])

    static func == (lhs: AnkiJSON, rhs: AnkiJSON) -> Bool { lhs.text == rhs.text }

    static func int(_ value: Int) -> AnkiJSON { .int(Int64(value)) }

    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value):
            // Swift prints the shortest text that reads back the same; JSON has no NaN or infinity.
            out += value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) + ".0" : "\(value)") : "null"
        case .string(let value): Self.quote(value, into: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, the rest as it is.
    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
