import FoundationEssentials

/// The lines of a deck file: written straight into bytes (a 30,000-card
/// deck is written in one pass, without an encoder call a card), read one
/// line at a time.
enum DeckLine {
    /// What a deck file holds.
    enum Contents {
        case deck(StoredDeck)
        /// Some lines did not decode: `kept` is the rest (nil when the first
        /// line, the deck itself, is unreadable), `badLines` where the others lie.
        case damaged(kept: StoredDeck?, badLines: [Range<Int>])
    }

    /// `{"id":…,"front":…,"back":…[,"kind":"cloze"][,"ext":…]}` and a line feed.
    static func append(_ card: StoredCard, to bytes: inout [UInt8]) {
        bytes += Array(#"{"id":"#.utf8)
        JSONTextWriter.append(string: card.id, to: &bytes)
        bytes += Array(#","front":"#.utf8)
        JSONTextWriter.append(string: card.front, to: &bytes)
        bytes += Array(#","back":"#.utf8)
        JSONTextWriter.append(string: card.back, to: &bytes)
        if card.kind != .basic {
            bytes += Array(#","kind":"#.utf8)
            JSONTextWriter.append(string: card.kind.rawValue, to: &bytes)
        }
        if let external = card.externalID {
            bytes += Array(#","ext":"#.utf8)
            JSONTextWriter.append(string: external, to: &bytes)
        }
        bytes += Array("}\n".utf8)
    }

    /// Reads the whole file.
    static func read(_ file: OpenFile, url: URL) throws -> Contents {
        var cards: [StoredCard] = []
        let scanned = try scan(file, url: url) { card, _ in cards.append(card) }
        guard let summary = scanned.summary else { return .damaged(kept: nil, badLines: []) }
        var deck = StoredDeck(summary: summary, cards: cards)
        guard scanned.badLines.isEmpty else { return .damaged(kept: deck, badLines: scanned.badLines) }
        deck.summary.cardCount = cards.count
        return .deck(deck)
    }

    /// What a scan found besides the cards.
    struct Scan {
        /// nil when the first line, the deck itself, is unreadable (or the
        /// file is too large to be a deck): then no card was given.
        var summary: DeckSummary?
        var badLines: [Range<Int>]
    }

    /// Hands each readable card to `each`, with where its line lies, one
    /// line in memory at a time; `deck` first gets the deck line, whose
    /// card count lets a caller size what it keeps.
    static func scan(
        _ file: OpenFile, url: URL, deck: (DeckSummary) -> Void = { _ in }, each: (StoredCard, Range<Int>) throws -> Void
    ) throws -> Scan {
        let size: Int
        do {
            size = try file.size()
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        guard size <= DataFileLimits.largeFile else { return Scan(summary: nil, badLines: []) }
        var reader = ForwardLineReader(file: file, chunkSize: 1 << 16, lineLimit: DataFileLimits.deckLine)
        var summary: DeckSummary?
        var bad: [Range<Int>] = []
        do {
            guard let first = try reader.nextLine() else { return Scan(summary: nil, badLines: []) }
            guard !first.isOversized, let found = DeckHeaderLine.summary(from: first.bytes) else { return Scan(summary: nil, badLines: []) }
            summary = found
            deck(found)
            while let line = try reader.nextLine() {
                let range = line.offset..<line.offset + line.length
                guard !line.isOversized, let card = card(from: line.bytes) else {
                    bad.append(range)
                    continue
                }
                try each(card, range)
            }
        } catch let error as SystemCallError {
            throw PersistenceError.cannotRead(url, error)
        }
        return Scan(summary: summary, badLines: bad)
    }

    /// The card of one line; nil when it is not one.
    static func card(from line: Data) -> StoredCard? {
        let card = line.withUnsafeBytes { fastCard(from: $0) } ?? (try? JSONDecoder().decode(StoredCard.self, from: line))
        guard let card, !card.id.isEmpty else { return nil }
        return card
    }

    /// The line as `append` writes it, read without JSONDecoder (a
    /// re-import reads every old card, `quizctl review` every card); nil
    /// when it is written any other way, and JSONDecoder then decides.
    private static func fastCard(from bytes: UnsafeRawBufferPointer) -> StoredCard? {
        var cursor = JSONByteCursor(bytes)
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        var id: String?
        var front: String?
        var back: String?
        var kind = DeckCard.Kind.basic
        var external: String?
        repeat {
            guard let key = cursor.key(), let value = cursor.string() else { return nil }
            if cursor.bytes(key, equal: Keys.id) {
                id = value
            } else if cursor.bytes(key, equal: Keys.front) {
                front = value
            } else if cursor.bytes(key, equal: Keys.back) {
                back = value
            } else if cursor.bytes(key, equal: Keys.kind), let known = DeckCard.Kind(rawValue: value) {
                kind = known
            } else if cursor.bytes(key, equal: Keys.external) {
                external = value
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), cursor.isAtEnd(), let id, let front, let back else { return nil }
        return StoredCard(id: id, front: front, back: back, kind: kind, externalID: external)
    }

    private enum Keys {
        static let id = Array("id".utf8)
        static let front = Array("front".utf8)
        static let back = Array("back".utf8)
        static let kind = Array("kind".utf8)
        static let external = Array("ext".utf8)
    }
}
