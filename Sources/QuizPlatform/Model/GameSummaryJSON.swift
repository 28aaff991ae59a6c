import FoundationEssentials

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
        /// `allCases` made once: the synthesized one builds an array each call.
        static let inOrder = allCases
    }

    /// `  {\n    "id" : "…",\n …\n  }`, from each field's JSON text; a field
    /// whose `value` is nil (only `daily` and `players` may be absent) is left out.
    static func element<Value: Sequence<UInt8>>(_ value: (Field) -> Value?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(320)
        output.append(contentsOf: "  {".utf8)
        var first = true
        for field in Field.inOrder {
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

    /// The element of a decoded game: each value written as quizctl writes
    /// it in a history line (`JSONWriter`), so the text is what the line's
    /// own bytes would have been; a party's players pretty-printed as the
    /// whole output is, one level into the element. nil if a value cannot
    /// be written.
    static func element(of game: GameRecord) -> [UInt8]? {
        func text(_ value: some JSONWritable, depth: Int = 0) -> [UInt8]? {
            var json = JSONWriter(.pretty, capacity: 64, depth: depth)
            value.write(to: &json)
            return try? json.finished()
        }
        var players: [UInt8]?
        if let written = game.players {
            guard let text = text(written, depth: 2) else { return nil }
            players = text
        }
        let values: [[UInt8]?] = Field.inOrder.map { field in
            switch field {
            case .id: text(game.id)
            case .mode: text(game.mode)
            case .source: text(game.source)
            case .startedAt: text(game.startedAt)
            case .finishedAt: text(game.finishedAt)
            case .outcome: text(game.outcome)
            case .correct: text(game.correct)
            case .total: text(game.total)
            case .prize: text(game.prize)
            case .daily: game.daily.flatMap { text($0) }
            case .players: players
            }
        }
        return element { values[$0.rawValue] }
    }
}
