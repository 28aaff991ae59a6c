import FoundationEssentials

/// One card template of a note type, parsed once for all its notes. A side
/// that does not parse (a section never closed) is nil: Anki shows an error
/// for such a card, and quizctl makes none.
struct AnkiCardTemplate: Sendable {
    var name: String
    var question: [TemplateNode]?
    var answer: [TemplateNode]?

    init(name: String, question: String, answer: String) {
        self.name = name
        self.question = TemplateParser.parse(question)
        self.answer = TemplateParser.parse(answer)
    }
}
