import QuizPlatform

/// A circulating currency: its ISO 4217 code and its name in each language.
public struct Currency: Sendable, Hashable {
    public let code: String
    public let name: LocalizedText
}
