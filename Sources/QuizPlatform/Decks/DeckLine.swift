import Foundation

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
        let size: Int
        do {
            size = try file.size()
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        guard size <= DataFileLimits.largeFile else { return .damaged(kept: nil, badLines: []) }
        var reader = ForwardLineReader(file: file, lineLimit: DataFileLimits.deckLine)
        let decoder = JSONDecoder()
        var summary: DeckSummary?
        var cards: [StoredCard] = []
        var bad: [Range<Int>] = []
        var first = true
        do {
            while let line = try reader.nextLine() {
                defer { first = false }
                if first {
                    summary = line.isOversized ? nil : try? DeckStore.headerDecoder.decode(DeckSummary.self, from: line.bytes)
                    if summary == nil { return .damaged(kept: nil, badLines: []) }
                    cards.reserveCapacity(min(summary?.cardCount ?? 0, 1 << 20))
                    continue
                }
                guard !line.isOversized, let card = try? decoder.decode(StoredCard.self, from: line.bytes), !card.id.isEmpty else {
                    bad.append(line.offset..<line.offset + line.length)
                    continue
                }
                cards.append(card)
            }
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        guard let summary else { return .damaged(kept: nil, badLines: []) }
        var deck = StoredDeck(summary: summary, cards: cards)
        guard bad.isEmpty else { return .damaged(kept: deck, badLines: bad) }
        deck.summary.cardCount = cards.count
        return .deck(deck)
    }
}
