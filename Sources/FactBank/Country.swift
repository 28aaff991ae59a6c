import QuizPlatform

/// A sovereign state as the bank knows it. A capital or currency the sources
/// disagree on is nil, so nothing is asked about it.
public struct Country: Sendable, Hashable {
    /// ISO 3166-1 alpha-2, e.g. "FR": the question ids use it.
    public let code: String
    public let name: LocalizedText
    public let capital: LocalizedText?
    public let population: Int
    /// Square kilometres.
    public let area: Double
    public let region: Region
    /// The ISO codes of the neighbours the bank also knows.
    public let borders: [String]
    /// Whether English writes "the" before the name in a sentence ("the Netherlands").
    public let takesThe: Bool
    public let currency: Currency?

    /// The name as a sentence uses it: "the Netherlands", "Нидерланды".
    public var nameInSentence: LocalizedText {
        takesThe ? LocalizedText(en: "the \(name.en)", ru: name.ru) : name
    }
}
