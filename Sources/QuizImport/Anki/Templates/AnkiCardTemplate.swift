import FoundationEssentials

/// One card template of a note type, parsed once for all its notes. A side
/// that does not parse (a section never closed) is nil: Anki shows an error
/// for such a card, and quizctl makes none.
struct AnkiCardTemplate: Sendable {
    var name: String
    var question: [TemplateNode]?
    var answer: [TemplateNode]?
    /// Every name the two sides substitute or test: a card's fields are
    /// looked up for these alone, which keeps a 30,000-card import as fast
    /// as before templates were read.
    let references: Set<String>
    /// The answer side from its `<hr id=answer>` on, when all before it is
    /// text and `{{FrontSide}}`: what the back is made of, rendered without
    /// the question it repeats (the usual `{{FrontSide}}<hr id=answer>…`).
    let belowAnswerRule: [TemplateNode]?
    /// Whether `{{FrontSide}}` comes before the answer rule: the question's
    /// typed-answer field then counts for the answer side too.
    let frontSideAboveRule: Bool

    init(name: String, question: String, answer: String) {
        self.name = name
        self.question = TemplateParser.parse(question)
        self.answer = TemplateParser.parse(answer)
        var references = Set<String>()
        Self.collect((self.question ?? []) + (self.answer ?? []), into: &references)
        references.remove("FrontSide")
        self.references = references
        (belowAnswerRule, frontSideAboveRule) = Self.split(self.answer ?? [])
    }

    private static func split(_ nodes: [TemplateNode]) -> ([TemplateNode]?, Bool) {
        var frontSide = false
        for (index, node) in nodes.enumerated() {
            switch node {
            case .text(let text):
                if let below = AnswerRule.below(in: text) { return ([.text(below)] + nodes[(index + 1)...], frontSide) }
            case .replacement(let field, _) where field == "FrontSide": frontSide = true
            default: return (nil, false)
            }
        }
        return (nil, false)
    }

    private static func collect(_ nodes: [TemplateNode], into names: inout Set<String>) {
        for node in nodes {
            switch node {
            case .text: continue
            case .replacement(let field, _): names.insert(field)
            case .section(let field, _, let children):
                names.insert(field)
                collect(children, into: &names)
            }
        }
    }
}
