/// The languages quizctl speaks. Every user-visible string exists in each.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
    case en, ru

    /// The language a locale variable such as `LANG=ru_RU.UTF-8` asks for.
    public init?(localeIdentifier: String) {
        let lowered = localeIdentifier.lowercased()
        if lowered.hasPrefix("ru") {
            self = .ru
        } else if lowered.hasPrefix("en") || lowered == "c" || lowered.hasPrefix("c.") || lowered == "posix" {
            self = .en
        } else {
            return nil
        }
    }
}
