import FoundationEssentials

/// A deck as another flashcard tool wrote it (Anki, Quizlet), reduced to
/// plain front/back cards. Readers of each format produce these; the deck
/// store keeps them and the deck source plays them.
public struct ImportedDeck: Sendable, Hashable {
    /// The deck's own name, or the file's name when the format has none.
    public var name: String
    public var cards: [DeckCard]
    /// Images, sounds and other media references removed from the fields.
    public var droppedMedia: Int
    /// Notes that made no card (an empty front or back, an unknown note type), for the report.
    public var skippedNotes: Int

    public init(name: String, cards: [DeckCard], droppedMedia: Int = 0, skippedNotes: Int = 0) {
        self.name = name
        self.cards = cards
        self.droppedMedia = droppedMedia
        self.skippedNotes = skippedNotes
    }
}

/// One card: a prompt and its answer, both plain text (HTML already reduced).
public struct DeckCard: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Front and back, as a term and its definition.
        case basic
        /// A cloze deletion: `front` has the gap shown as "[…]", `back` is the hidden text.
        case cloze
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

/// Reads one file format of another tool into decks.
public protocol DeckReader: Sendable {
    /// Whether the file looks like this format: by its extension, or by its
    /// first bytes (`head`, at most 4 KB) when the extension is shared.
    func recognizes(fileAt url: URL, head: Data) -> Bool
    /// Hands every note of the file to `sink` as it is read, so no deck is
    /// ever held whole; then, when the file is malformed anywhere, throws
    /// a `UserFacingError` naming what is wrong and where, and the sink
    /// must keep nothing (all or nothing).
    func read(fileAt url: URL, into sink: inout some DeckSink) throws
}

extension DeckReader {
    /// All decks in the file, gathered in memory: for a preview and for tests.
    public func read(fileAt url: URL) throws -> [ImportedDeck] {
        var collector = DeckCollector()
        try read(fileAt: url, into: &collector)
        return collector.result
    }
}
