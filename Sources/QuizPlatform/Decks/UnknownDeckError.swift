/// A deck was asked for by a name no deck you have bears. Not a
/// `SourceError`: nothing is worth retrying or playing offline instead, the
/// name is wrong. The front end words it (QuizCLI: `Strings+Decks.swift`).
public struct UnknownDeckError: Error, Equatable {
    public var name: String
    /// Decks the player may have meant.
    public var suggestions: [String]

    public init(name: String, suggestions: [String]) {
        self.name = name
        self.suggestions = suggestions
    }
}
