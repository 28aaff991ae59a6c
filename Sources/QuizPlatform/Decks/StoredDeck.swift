import FoundationEssentials

/// A deck as the data folder keeps it: its cards with the ids their review
/// states are filed under.
public struct StoredDeck: Sendable, Hashable {
    public var summary: DeckSummary
    public var cards: [StoredCard]

    public init(summary: DeckSummary, cards: [StoredCard]) {
        self.summary = summary
        self.cards = cards
    }

    public var name: String { summary.name }
}

/// What `quizctl decks` lists: a deck without its cards.
public struct DeckSummary: Sendable, Hashable, Codable {
    public var name: String
    public var cardCount: Int
    public var importedAt: Date

    public init(name: String, cardCount: Int, importedAt: Date) {
        self.name = name
        self.cardCount = cardCount
        self.importedAt = importedAt
    }

    /// How decks are told apart: a name in any case, spaces around it ignored.
    public var key: String { Self.key(of: name) }

    public static func key(of name: String) -> String {
        name.trimmingWhitespace().lowercased()
    }

    /// The key without the characters that print nothing (zero-width
    /// spaces and joiners, word joiners, the byte order mark): two names
    /// with the same visible key look the same on screen.
    public static func visibleKey(of name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in key(of: name).unicodeScalars {
            switch scalar.value {
            case 0x200B...0x200F, 0x2060...0x2064, 0xFEFF: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}

/// One card kept: stable id (the review log's key), prompt, answer.
public struct StoredCard: Sendable, Hashable, Codable {
    public var id: String
    public var front: String
    public var back: String
    public var kind: DeckCard.Kind
    public var externalID: String?

    public init(id: String, front: String, back: String, kind: DeckCard.Kind = .basic, externalID: String? = nil) {
        self.id = id
        self.front = front
        self.back = back
        self.kind = kind
        self.externalID = externalID
    }

    enum CodingKeys: String, CodingKey {
        case id, front, back, kind
        case externalID = "ext"
    }

    /// `kind` is written only when it is not `basic`, the common case.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        front = try container.decode(String.self, forKey: .front)
        back = try container.decode(String.self, forKey: .back)
        kind = try container.decodeIfPresent(DeckCard.Kind.self, forKey: .kind) ?? .basic
        externalID = try container.decodeIfPresent(String.self, forKey: .externalID)
    }
}

/// What saving a deck changed, for the import's report.
public struct DeckSaveResult: Sendable, Hashable {
    public var name: String
    /// Cards the deck did not have before.
    public var added: Int
    /// Cards it had (same external id, else same front), kept with their review state.
    public var kept: Int
    /// Cards it had that the new file no longer holds.
    public var removed: Int
    /// Whether a deck of that name was there before.
    public var replaced: Bool

    public init(name: String, added: Int, kept: Int, removed: Int, replaced: Bool) {
        self.name = name
        self.added = added
        self.kept = kept
        self.removed = removed
        self.replaced = replaced
    }
}
