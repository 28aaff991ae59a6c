/// What `QuizStoreClient.check` found wrong with the database.
public enum DatabaseProblem: Equatable, Sendable {
    /// A line of `PRAGMA quick_check`: a damaged page or b-tree, in SQLite's own words.
    case integrity(String)
    /// A row whose parent is gone (an answer without its game): its table,
    /// its rowid (nil in a table without one), and the parent's table.
    case orphan(table: String, rowid: Int64?, parent: String)
}
