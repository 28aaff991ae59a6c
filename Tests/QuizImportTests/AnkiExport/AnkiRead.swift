import Foundation

/// What Anki read from the committed package: anki-read.json, printed by
/// Scripts/apkg-export-check.py (see the README beside it).
struct AnkiRead: Decodable {
    struct Note: Decodable {
        var guid: String
        var notetype: String
        var fields: [String: String]
        var tags: [String]
    }

    struct Memory: Decodable, Equatable {
        var s: Double
        var d: Double
    }

    /// A review card's due day (YYYY-MM-DD), or the number Anki keeps (a position, an epoch second).
    enum Due: Decodable, Equatable {
        case day(String)
        case number(Int64)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int64.self) {
                self = .number(number)
            } else {
                self = .day(try container.decode(String.self))
            }
        }
    }

    struct Card: Decodable {
        var guid: String
        var ord: Int
        var deck: String
        var type: Int64
        var queue: Int64
        var due: Due
        var ivl: Int64
        var factor: Int64
        var reps: Int64
        var lapses: Int64
        var memory: Memory?
    }

    struct Review: Decodable {
        var guid: String
        var at: Int64
        var ease: Int64
        var ivl: Int64
        var lastIvl: Int64
        var type: Int64
    }

    var notes: [Note]
    var cards: [Card]
    var revlogCount: Int
    var revlog: [Review]

    static func load() throws -> AnkiRead {
        try JSONDecoder().decode(AnkiRead.self, from: Data(contentsOf: AnkiExportFixture.ankiRead))
    }
}
