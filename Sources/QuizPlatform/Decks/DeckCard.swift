import FoundationEssentials

/// One card: a prompt and its answer, both plain text (HTML already reduced).
public struct DeckCard: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Front and back, as a term and its definition.
        case basic
        /// A cloze deletion: `front` has the gap shown as "[...]", `back` is the hidden text.
        case cloze
        /// An Anki typed-answer card (`{{type:Field}}`): `back` is the answer
        /// it expects, word for word, for a mode that asks it typed.
        case typed
    }

    public var front: String
    public var back: String
    public var kind: Kind
    /// The other tool's id for the note (Anki's guid), so a re-import can recognise a card; nil when there is none.
    public var externalID: String?

    public init(front: String, back: String, kind: Kind = .basic, externalID: String? = nil) {
        self.front = front
        self.back = back
        self.kind = kind
        self.externalID = externalID
    }
}
