import QuizPlatform
import Sqlite

/// One addition of questions inside its write transaction: each question is
/// inserted, or told a repeat of a question saved before the addition began
/// (`.saved`) or of one it added itself (`.repeated`), as a pack import
/// reports them apart.
///
/// The `repeat_hash` index finds the candidates and their texts decide. A
/// pack of a hundred thousand questions must not cost as many index
/// lookups, so the saved questions' hashes are read once into memory after
/// the first few lookups (a question or two added by hand never reads
/// them), and the added ones' are kept as they are inserted: only a hash
/// that matches sends a query.
struct QuestionAdding {
    private let database: Sqlite
    /// The newest saved question's `seq` when the addition began: older rows are "saved", newer ones "added".
    private let savedThrough: Int64
    private var savedHashes: Set<Int64>?
    private var addedHashes: Set<Int64> = []
    private var lookups = 0
    /// Lookups in the index before the saved hashes are read whole.
    static let lookupsBeforeReading = 64

    init(_ database: Sqlite) throws(SqliteError) {
        self.database = database
        let newest = try database.cached("SELECT max(seq) FROM questions")
        defer { newest.reset() }
        savedThrough = try newest.step().map { $0.isNull(0) ? 0 : $0.int64(0) } ?? 0
    }

    /// Inserts `question` unless (with `skippingRepeats`) its text repeats a
    /// question's; a question whose id is taken is not inserted either, and
    /// counts as saved.
    mutating func add(_ question: CustomQuestion, skippingRepeats: Bool) throws(SqliteError) -> CustomQuestions.Outcome {
        let hash = QuestionRows.repeatHash(of: question.entry.text)
        if skippingRepeats {
            if try isSaved(question.entry.text, hash: hash) { return .saved }
            if addedHashes.contains(hash), try isAdded(question.entry.text, hash: hash) { return .repeated }
        }
        guard try QuestionRows.insert(question, hash: hash, into: database) else { return .saved }
        addedHashes.insert(hash)
        return .added
    }

    private mutating func isSaved(_ text: String, hash: Int64) throws(SqliteError) -> Bool {
        guard savedThrough > 0 else { return false }
        if savedHashes == nil, lookups >= Self.lookupsBeforeReading {
            var hashes: Set<Int64> = []
            let all = try database.cached("SELECT repeat_hash FROM questions WHERE seq <= ?")
            try all.bind([.integer(savedThrough)])
            defer { all.reset() }
            while let row = try all.step() { hashes.insert(row.int64(0)) }
            savedHashes = hashes
        }
        if let savedHashes, !savedHashes.contains(hash) { return false }
        lookups += 1
        return try QuestionRows.hasRepeat(key: QuestionRepeat.key(of: text), hash: hash, among: 0...savedThrough, in: database)
    }

    /// Whether a question this addition inserted has the text's repeat key.
    private func isAdded(_ text: String, hash: Int64) throws(SqliteError) -> Bool {
        try QuestionRows.hasRepeat(key: QuestionRepeat.key(of: text), hash: hash, among: (savedThrough + 1)...Int64.max, in: database)
    }
}
