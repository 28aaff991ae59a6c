import FoundationEssentials

extension HistoryLog {
    /// `quizctl history --json`: the newest `limit` games of `mode` (every
    /// mode when nil), newest first, as a pretty-printed JSON array of game
    /// summaries ending with a newline. `GameSummaryJSON` writes every
    /// element, keys in CLI.md's order, whether the line was decoded or not.
    ///
    /// The text goes to `output` in pieces of about `pieceSize` bytes while
    /// the history is read, so memory stays flat however many games are
    /// listed. Lines written by quizctl are not encoded again: their summary
    /// fields are copied from the line (see `GameSummaryLine`). Which lines
    /// are games is decided by `GameLine.game(in:decoder:)` alone, as for
    /// every other reader, so `--json` never lists a game that `show`,
    /// `delete` and `stats` do not know.
    public func writeSummaryJSON(limit: Int, mode: ModeKind?, pieceSize: Int = 64 * 1024, to output: (Data) throws -> Void) throws {
        var text = Array("[".utf8)
        text.reserveCapacity(pieceSize + 4096)
        var listed = 0
        if limit > 0, let file = try openForReading() {
            do {
                var reader = try backwardReader(file)
                while listed < limit, let line = try reader.previousLine() {
                    guard let element = GameSummaryLine.element(of: line, mode: mode) else { continue }
                    text.append(contentsOf: (listed == 0 ? "\n" : ",\n").utf8)
                    text.append(contentsOf: element)
                    listed += 1
                    if text.count >= pieceSize {
                        try output(Data(text))
                        text.removeAll(keepingCapacity: true)
                    }
                }
            } catch let error as SystemCallError {
                throw PersistenceError.cannotRead(url, error)
            }
        }
        text += Array((listed == 0 ? "\n\n]\n" : "\n]\n").utf8)
        try output(Data(text))
    }
}
