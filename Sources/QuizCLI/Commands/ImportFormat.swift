import QuizImport
import QuizPlatform

/// What `import --format` names: a question pack's format, or a deck
/// format from `DeckReaders`.
enum ImportFormat: Hashable, Sendable {
    case pack(PackFormat)
    case deck(String)

    init?(rawValue: String) {
        if let pack = PackFormat(rawValue: rawValue) {
            self = .pack(pack)
        } else if DeckReaders.formatNames.contains(rawValue) {
            self = .deck(rawValue)
        } else {
            return nil
        }
    }

    var rawValue: String {
        switch self {
        case .pack(let format): format.rawValue
        case .deck(let name): name
        }
    }

    /// How `--format` is parsed: every pack format, then every deck format.
    static let kind = ValueKind<ImportFormat>(
        expected: .oneOf(PackFormat.allCases.map(\.rawValue) + DeckReaders.formatNames)
    ) { ImportFormat(rawValue: $0) }

    /// How `--separator` is parsed: a name, or one character that can part
    /// two fields (a quote or a line break cannot).
    static let separator = ValueKind<Character>(expected: .described(Strings.separatorExpected)) { raw in
        switch raw.lowercased() {
        case "tab", "\\t": return "\t"
        case "comma": return ","
        case "semicolon": return ";"
        default:
            guard raw.count == 1, let character = raw.first, character != "\"", !character.isNewline else { return nil }
            return character
        }
    }
}
