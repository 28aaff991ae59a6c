/// `--source deck:NAME` names no deck you have. Not a `SourceError`: nothing
/// is worth retrying or playing offline instead, the name is wrong.
public struct UnknownDeckError: UserFacingError, Equatable {
    public var name: String
    /// Decks the player may have meant.
    public var suggestions: [String]

    public init(name: String, suggestions: [String]) {
        self.name = name
        self.suggestions = suggestions
    }

    public var message: LocalizedText { Strings.deckUnknown(name, suggestions: suggestions) }
}
