import DataFiles
import FoundationEssentials
import QuizPlatform
import Sqlite

/// The decks of a data folder of the older format: `decks/HASH.jsonl`, one
/// file a deck, its first line the deck (`{"cardCount":…,"importedAt":…,
/// "name":…}`, the date ISO 8601), then one line a card (`StoredCard`'s
/// JSON: `id`, `front`, `back`, and `kind` and `ext` when set). Read with
/// plain `JSONDecoder`s: it runs once per folder.
enum LegacyDecks {
    /// The folder, and the lock file the older version kept beside it.
    static let folder = "decks"
    static let lock = "decks.lock"

    /// Every deck with every card, in file order, by key; throws
    /// `QuizStoreError.legacyUnreadable` naming the file and line that
    /// does not decode, as the history's import does.
    static func read(_ directory: DataDirectory) throws -> [StoredDeck] {
        let path = directory.filePath(folder)
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw QuizStoreError.legacyUnreadable(path: path, line: nil)
        }
        // Hidden names are the older version's temporaries, never a deck.
        let files = names.filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix(".") }.sorted()
        var decks: [String: StoredDeck] = [:]
        for name in files {
            let deck = try read(file: path + "/" + name)
            decks[deck.summary.key] = deck
        }
        return decks.values.sorted { $0.summary.key < $1.summary.key }
    }

    private static func read(file path: String) throws -> StoredDeck {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw QuizStoreError.legacyUnreadable(path: path, line: nil)
        }
        let header = JSONDecoder()
        header.dateDecodingStrategy = .iso8601
        let cards = JSONDecoder()
        var summary: DeckSummary?
        var stored: [StoredCard] = []
        var number = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { continue }
            if summary == nil {
                summary = try? header.decode(DeckSummary.self, from: Data(line))
                guard summary != nil else { throw QuizStoreError.legacyUnreadable(path: path, line: number) }
                continue
            }
            guard let card = try? cards.decode(StoredCard.self, from: Data(line)), !card.id.isEmpty else {
                throw QuizStoreError.legacyUnreadable(path: path, line: number)
            }
            stored.append(card)
        }
        guard var summary else { throw QuizStoreError.legacyUnreadable(path: path, line: 1) }
        // The older version listed a deck by the cards its file held.
        summary.cardCount = stored.count
        return StoredDeck(summary: summary, cards: stored)
    }

    /// Saves the decks in the import's transaction, then checks that the
    /// database holds every card of each, in order.
    static func store(_ decks: [StoredDeck], in connection: Sqlite) throws {
        for deck in decks { try DeckRows.save(deck, in: connection) }
        let count = try connection.cached(
            "SELECT count(*) FROM cards WHERE deck_seq = (SELECT seq FROM decks WHERE key = ?)")
        var found = 0
        for deck in decks {
            guard case .integer(let cards) = try count.rows([.text(deck.summary.key)]).first?.first else { continue }
            found += Int(cards)
        }
        let expected = decks.reduce(0) { $0 + $1.cards.count }
        guard found == expected else { throw QuizStoreError.legacyTableMismatch(table: "cards", expected: expected, found: found) }
    }
}
