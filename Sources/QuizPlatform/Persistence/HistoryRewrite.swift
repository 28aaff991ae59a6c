import Foundation

/// A rewrite of the history (a delete or a clear) about to happen, handed to
/// whoever must stay exact across it: `FileStores` folds into the statistics
/// every game not yet counted, and records where counting resumes, under
/// the statistics lock, before and around the rewrite.
struct HistoryRewrite {
    /// The history before the rewrite: until `perform` it is still in place.
    let history: HistoryLog
    /// The id of the last game the rewrite keeps; nil when it keeps none.
    let lastKept: UUID?
    /// Replaces the history; call it exactly once.
    let perform: () throws -> Void

    /// Calls `body` with each game after the one with `id` (every game when
    /// nil), oldest first, without their answers (for the statistics), as
    /// the history holds them before the rewrite;
    /// false, without calling it, when the history does not hold `id`.
    func forEachGame(after id: UUID?, _ body: (GameRecord) throws -> Void) throws -> Bool {
        do {
            try history.forEachGame(after: id, answers: false, body)
            return true
        } catch PersistenceError.historyGameNotFound(_) {
            return false
        }
    }
}
