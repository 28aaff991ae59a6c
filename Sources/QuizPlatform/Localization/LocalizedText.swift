/// A user-visible string in every language quizctl speaks.
///
/// The whole localisation table is `Strings`, an enum extended once per area in
/// `Localization/Strings+AREA.swift`; nothing user-visible is written anywhere
/// else. Requiring both languages in the initializer means a string cannot be
/// added in English only.
public struct LocalizedText: Sendable, Hashable {
    public let en: String
    public let ru: String

    public init(en: String, ru: String) {
        self.en = en
        self.ru = ru
    }

    /// The same text in both languages: numbers, names, symbols.
    public init(verbatim: String) {
        self.en = verbatim
        self.ru = verbatim
    }

    public func callAsFunction(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ru: ru
        }
    }
}

/// The localisation table. Entries live in `Strings+AREA.swift` files.
public enum Strings {}

/// Russian nouns after a number take one of three forms: 1 вопрос, 2 вопроса, 5 вопросов.
public func russianPlural(_ count: Int, one: String, few: String, many: String) -> String {
    let lastTwo = abs(count) % 100
    let last = abs(count) % 10
    if (11...14).contains(lastTwo) { return many }
    switch last {
    case 1: return one
    case 2...4: return few
    default: return many
    }
}
