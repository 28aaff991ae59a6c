import QuizPlatform

/// A chemical element: its atomic number, symbol, name and standard atomic mass.
public struct Element: Sendable, Hashable {
    public let number: Int
    public let symbol: String
    public let name: LocalizedText
    public let mass: Double
}
