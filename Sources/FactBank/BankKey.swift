/// What tells one bank question from another, without its text: its
/// template and subjects. A game checks its candidates against the history
/// with these, since spelling every candidate's id costs more than the game.
public struct BankKey: Sendable, Hashable {
    public let template: BankTemplate
    public let subject: Int
    public let other: Int?

    /// The key an id of `BankQuestion.id`'s form names ("bank:capital:FR"); nil for any other id.
    public init?(id: String) {
        let parts = id.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 || parts.count == 4, parts[0] == "bank", let template = BankTemplate(rawValue: String(parts[1])),
            let subject = FactBank.index(of: String(parts[2]), in: template.subjects)
        else { return nil }
        var other: Int?
        if parts.count == 4 {
            guard let index = FactBank.index(of: String(parts[3]), in: template.subjects) else { return nil }
            other = index
        }
        self.init(template: template, subject: subject, other: other)
    }

    init(template: BankTemplate, subject: Int, other: Int?) {
        self.template = template
        self.subject = subject
        self.other = other
    }
}
