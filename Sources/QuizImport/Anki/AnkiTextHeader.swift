import FoundationEssentials
import QuizPlatform

/// The `#key:value` lines at the top of a plain-text export.
struct AnkiTextHeader {
    struct Failure: Error { var problem: AnkiImportError.Problem }

    var separator: Character?
    var html = true
    var columns: [String] = []
    var guidColumn: Int?
    var notetypeColumn: Int?
    var deckColumn: Int?
    var tagsColumn: Int?
    var deck: String?
    /// `#notetype:`: the note type of every row without a note type column.
    var notetype: String?

    static let separatorNames: [String: Character] = [
        "tab": "\t", "comma": ",", "semicolon": ";", "pipe": "|", "colon": ":", "space": " ",
    ]

    mutating func take(_ line: String) throws {
        guard let colon = line.firstIndex(of: ":") else { return }
        let key = line[line.index(after: line.startIndex)..<colon].lowercased()
        let value = String(line[line.index(after: colon)...])
        switch key {
        case "separator":
            if let named = Self.separatorNames[value.lowercased()] {
                separator = named
            } else if value.count == 1, let literal = value.first, literal != "\"" {
                separator = literal
            } else {
                throw Failure(problem: .unknownSeparator(value))
            }
        case "html":
            switch value.lowercased() {
            case "true": html = true
            case "false": html = false
            default: throw Failure(problem: .badHeaderValue(header: key, value: value))
            }
        case "columns": columns = value.split(separator: separator ?? "\t", omittingEmptySubsequences: false).map(String.init)
        case "guid column": guidColumn = try Self.column(key, value)
        case "notetype column": notetypeColumn = try Self.column(key, value)
        case "deck column": deckColumn = try Self.column(key, value)
        case "tags column": tagsColumn = try Self.column(key, value)
        case "deck": deck = value.nonBlank
        case "notetype": notetype = value.nonBlank
        default: return
        }
    }

    private static func column(_ key: String, _ value: String) throws -> Int {
        guard let number = Int(value.trimmingSpaces()), number >= 1, number <= 1_000 else {
            throw Failure(problem: .badHeaderValue(header: key, value: value))
        }
        return number
    }
}
