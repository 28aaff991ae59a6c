import QuizPlatform

/// One question of the generated bank, before it is worded: its template, the
/// facts it is about (positions in the template's table) and what a game's
/// filters need. Wording happens only for the questions a game asks
/// (`wording`), so a bank of many thousands costs a game almost nothing.
public struct BankQuestion: Sendable, Hashable {
    public let template: BankTemplate
    /// The subject's position in its table (countries, elements or films).
    public let subject: Int
    /// The other subject of a pair or statement; for a statement, the order
    /// is as the sentence reads it, so the statement is true when `subject` leads.
    public let other: Int?
    public let difficulty: Difficulty
    /// For a statement: whether it is true (the subjects are in the right order).
    public let isTrue: Bool

    init(template: BankTemplate, subject: Int, other: Int? = nil, difficulty: Difficulty, isTrue: Bool = true) {
        self.template = template
        self.subject = subject
        self.other = other
        self.difficulty = difficulty
        self.isTrue = isTrue
    }

    public var category: String { template.category }
    public var key: BankKey { BankKey(template: template, subject: subject, other: other) }
    public var shape: BankQuestionShape { template.shape }

    /// What every bank question's id begins with.
    public static let idPrefix = "bank:"

    /// Stable across releases and languages, e.g. "bank:capital:FR" or
    /// "bank:film-first:tt0068646:tt0073195": the history records it, so a
    /// game can prefer questions not asked yet in either language.
    public var id: String {
        let keys = [subject] + (other.map { [$0] } ?? [])
        return (["bank", template.rawValue] + keys.map { FactBank.key(of: $0, for: template) }).joined(separator: ":")
    }
}
