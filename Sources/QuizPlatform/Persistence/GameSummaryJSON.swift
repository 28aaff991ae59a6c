import Foundation

/// The one writer of a `history --json` element, whichever way its values
/// were found: copied from a line quizctl wrote (`GameSummaryLine`) or
/// encoded from a game the decoder read. Both paths hand it each field's
/// JSON text in the form quizctl writes, and it alone decides the layout and
/// the order of the keys, so a game prints the same bytes on either path.
///
/// The order is CLI.md's (and `GameSummary`'s): id, mode, source, startedAt,
/// finishedAt, outcome, correct, total, prize, then daily and a party's
/// players when set. The layout is JSONEncoder's pretty printing, one level
/// into the array, the players' too.
enum GameSummaryJSON {
    /// The keys, in the order printed.
    enum Field: Int, CaseIterable {
        case id, mode, source, startedAt, finishedAt, outcome, correct, total, prize, daily, players

        var name: [UInt8] { Self.names[rawValue] }
        /// Written out: `String(describing:)` of a case goes through reflection.
        private static let names = [
            "id", "mode", "source", "startedAt", "finishedAt", "outcome", "correct", "total", "prize", "daily", "players",
        ].map { Array($0.utf8) }
    }

    /// `  {\n    "id" : "…",\n …\n  }`, from each field's JSON text; a field
    /// whose `value` is nil (only `daily` and `players` may be absent) is left out.
    static func element<Value: Sequence<UInt8>>(_ value: (Field) -> Value?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(320)
        output.append(contentsOf: "  {".utf8)
        var first = true
        for field in Field.allCases {
            guard let text = value(field) else { continue }
            output.append(contentsOf: first ? "\n    \"".utf8 : ",\n    \"".utf8)
            output.append(contentsOf: field.name)
            output.append(contentsOf: "\" : ".utf8)
            output.append(contentsOf: text)
            first = false
        }
        output.append(contentsOf: "\n  }".utf8)
        return output
    }

    /// The element of a decoded game: each value encoded as quizctl encodes
    /// it in a history line, so the text is what the line's own bytes would
    /// have been. nil if a value cannot be encoded.
    static func element(of game: GameRecord) -> [UInt8]? {
        let encoder = JSONCoding.encoder()
        func json(_ value: some Encodable) throws -> Data { try encoder.encode(value) }
        // Nested values pretty-printed as the whole output is, indented to sit one level into the element.
        func nested(_ value: some Encodable) throws -> Data {
            let pretty = try JSONCoding.encoder(pretty: true).encode(value)
            return Data(String(decoding: pretty, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n    ").utf8)
        }
        func text(_ field: Field) throws -> Data? {
            switch field {
            case .id: try json(game.id)
            case .mode: try json(game.mode)
            case .source: try json(game.source)
            case .startedAt: try json(game.startedAt)
            case .finishedAt: try json(game.finishedAt)
            case .outcome: try json(game.outcome)
            case .correct: try json(game.correct)
            case .total: try json(game.total)
            case .prize: try json(game.prize)
            case .daily: try game.daily.map(json)
            case .players: try game.players.map(nested)
            }
        }
        guard let values = try? Field.allCases.map(text) else { return nil }
        return element { values[$0.rawValue] }
    }
}
