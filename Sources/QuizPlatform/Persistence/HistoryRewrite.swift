import Foundation

/// A rewrite of the history (a delete or a clear) about to happen, handed to
/// whoever must stay exact across it: `DataStores` folds into the statistics
/// every game not yet counted, and records where counting resumes, under
/// the statistics lock, before and around the rewrite.
struct HistoryRewrite {
    /// Every readable game before the rewrite, oldest first, with its line.
    let before: [(id: UUID, line: Data)]
    /// The ids of the games the rewrite keeps, oldest first.
    let kept: [UUID]
    /// Replaces the history; call it exactly once.
    let perform: () throws -> Void

    /// The games after the one with `id` (every game when nil), oldest
    /// first; nil when the history does not hold `id`.
    func games(after id: UUID?) -> [GameRecord]? {
        var start = 0
        if let id {
            guard let index = before.lastIndex(where: { $0.id == id }) else { return nil }
            start = index + 1
        }
        let decoder = JSONCoding.decoder()
        return before[start...].compactMap { GameLine.game(in: $0.line, decoder: decoder) }
    }
}
