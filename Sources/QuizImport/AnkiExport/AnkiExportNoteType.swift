/// The note types a package holds, one for each kind of card quizctl
/// keeps: their fields and templates are Anki's stock ones (so quizctl's
/// own reader renders them as Anki does), their names say where they came
/// from, and their ids are fixed, so a second import into Anki recognises them.
enum AnkiExportNoteType: Int, CaseIterable {
    /// A deck card's front and back.
    case basic
    /// A deck card answered by typing (`DeckCard.Kind.typed`).
    case typed
    /// A deck card with its gap (`DeckCard.Kind.cloze`).
    case cloze
    /// One of your own questions: the answer on the back, the wrong
    /// options and the explanation kept in fields the cards do not show.
    case question

    var name: String {
        switch self {
        case .basic: "quizctl Basic"
        case .typed: "quizctl Typed answer"
        case .cloze: "quizctl Cloze"
        case .question: "quizctl Question"
        }
    }

    var id: Int64 { 1_700_000_000_000 + Int64(rawValue) }

    var isCloze: Bool { self == .cloze }

    var fieldNames: [String] {
        switch self {
        case .basic, .typed: ["Front", "Back"]
        case .cloze: ["Text", "Back Extra"]
        case .question: ["Question", "Answer", "Wrong answers", "Explanation"]
        }
    }

    /// The one template's question and answer sides.
    var template: (name: String, question: String, answer: String) {
        switch self {
        case .basic: ("Card 1", "{{Front}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}")
        case .typed: ("Card 1", "{{Front}}\n\n{{type:Back}}", "{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}")
        case .cloze: ("Cloze", "{{cloze:Text}}", "{{cloze:Text}}<br>\n{{Back Extra}}")
        case .question: ("Card 1", "{{Question}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Answer}}")
        }
    }

    private static let css =
        ".card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n"

    /// The note type as schema 11 keeps it in `col.models`, modified at `modified` (seconds).
    func json(modified: Int64) -> AnkiJSON {
        let fields = fieldNames.enumerated().map { index, name in
            AnkiJSON.object([
                ("name", .string(name)), ("ord", .int(index)), ("sticky", .bool(false)), ("rtl", .bool(false)),
                ("font", .string("Arial")), ("size", .int(20)), ("description", .string("")),
            ])
        }
        let template = AnkiJSON.object([
            ("name", .string(template.name)), ("ord", .int(0)), ("qfmt", .string(template.question)),
            ("afmt", .string(template.answer)), ("bqfmt", .string("")), ("bafmt", .string("")), ("did", .null),
            ("bfont", .string("")), ("bsize", .int(0)),
        ])
        // Which fields must be filled for the card to exist (older Ankis read it; the cloze type has none).
        let requirements: AnkiJSON = isCloze ? .array([]) : .array([.array([.int(0), .string("any"), .array([.int(0)])])])
        return .object([
            ("id", .int(id)), ("name", .string(name)), ("type", .int(isCloze ? 1 : 0)), ("mod", .int(modified)), ("usn", .int(-1)),
            ("sortf", .int(0)), ("did", .null), ("tmpls", .array([template])), ("flds", .array(fields)), ("css", .string(Self.css)),
            ("latexPre", .string("")), ("latexPost", .string("")), ("latexsvg", .bool(false)), ("req", requirements), ("tags", .array([])),
            ("vers", .array([])),
        ])
    }
}
