/// Why a deck import saved nothing, besides what its reader or the store threw.
public enum DeckImportError: UserFacingError, Equatable {
    /// A note named a deck of blanks alone: no deck can be filed under it.
    case emptyName

    public var message: LocalizedText {
        switch self {
        case .emptyName: Strings.deckNameEmpty
        }
    }
}
