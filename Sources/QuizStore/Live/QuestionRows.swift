import FoundationEssentials
import QuizPlatform
import Sqlite

/// `questions`: one row a `CustomQuestion`, its pack entry in columns.
enum QuestionRows {
    static let columns = "seq, id, text, correct, incorrect, category, difficulty, created_at, pack"

    /// Inserts `question`; false when its id is taken (nothing is written then).
    static func insert(_ question: CustomQuestion, into database: Sqlite) throws(SqliteError) -> Bool {
        let entry = question.entry
        try database.cached(
            """
            INSERT INTO questions (id, text, correct, incorrect, category, difficulty, created_at, pack, repeat_hash)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING
            """
        ).run([
            .text(question.id.uuidString), .text(entry.text), .text(entry.correct), .text(JSONStringArray.encode(entry.incorrect)),
            .optionalText(entry.category), .optionalText(entry.difficulty?.rawValue),
            .real(question.createdAt.timeIntervalSinceReferenceDate), .optionalText(question.pack),
            .integer(repeatHash(of: entry.text)),
        ])
        return database.changes == 1
    }

    /// `QuestionRepeat.hash`, its bits as SQLite's signed integer.
    static func repeatHash(of text: String) -> Int64 { Int64(bitPattern: QuestionRepeat.hash(of: text)) }

    /// Whether a saved question's text has the repeat key `key`: the hash
    /// finds the few candidates, their texts decide.
    static func isSaved(key: String, in database: Sqlite) throws(SqliteError) -> Bool {
        let candidates = try database.cached("SELECT text FROM questions WHERE repeat_hash = ?")
        try candidates.bind([.integer(repeatHash(of: key))])
        defer { candidates.reset() }
        while let row = try candidates.step() {
            if QuestionRepeat.key(of: row.text(0)) == key { return true }
        }
        return false
    }

    static func questions(_ statement: SqliteStatement, _ values: [SqliteValue]) throws -> [(seq: Int64, question: CustomQuestion)] {
        try statement.bind(values)
        defer { statement.reset() }
        var questions: [(seq: Int64, question: CustomQuestion)] = []
        while let row = try statement.step() {
            let id = row.text(1)
            let difficulty = row.optionalText(6)
            guard let uuid = UUID(uuidString: id), let incorrect = JSONStringArray.decode(row.text(4)),
                difficulty.map({ Difficulty(rawValue: $0) != nil }) ?? true
            else { throw QuizStoreError.undecodable(what: "questions", key: id) }
            let entry = PackEntry(
                text: row.text(2), correct: row.text(3), incorrect: incorrect, category: row.optionalText(5),
                difficulty: difficulty.flatMap(Difficulty.init))
            let question = CustomQuestion(
                id: uuid, entry: entry, createdAt: Date(timeIntervalSinceReferenceDate: row.double(7)), pack: row.optionalText(8))
            questions.append((row.int64(0), question))
        }
        return questions
    }
}

extension LiveStore {
    func addQuestions(_ questions: [CustomQuestion], skippingRepeats: Bool) throws -> QuestionAddition {
        try database.write { database in
            var addition = QuestionAddition()
            var batchKeys: Set<String> = []
            for question in questions {
                if skippingRepeats {
                    let key = QuestionRepeat.key(of: question.entry.text)
                    guard batchKeys.insert(key).inserted, try !QuestionRows.isSaved(key: key, in: database) else {
                        addition.repeats.append(question)
                        continue
                    }
                }
                if try QuestionRows.insert(question, into: database) {
                    addition.added.append(question)
                } else {
                    addition.repeats.append(question)
                }
            }
            return addition
        }
    }

    func forEachQuestion(_ body: (CustomQuestion) throws -> Void) throws {
        var after: Int64 = 0
        while true {
            let page = try database.withConnection { database in
                try QuestionRows.questions(
                    database.cached("SELECT \(QuestionRows.columns) FROM questions WHERE seq > ? ORDER BY seq LIMIT ?"),
                    [.integer(after), .int(Self.pageSize)])
            }
            for (_, question) in page { try body(question) }
            guard let last = page.last, page.count == Self.pageSize else { return }
            after = last.seq
        }
    }

    func questionCount() throws -> Int {
        try database.withConnection { database in
            guard case .integer(let count) = try database.run("SELECT count(*) FROM questions").first?.first else { return 0 }
            return Int(count)
        }
    }

    func questions(withIDPrefix idPrefix: String) throws -> [CustomQuestion] {
        let prefix = idPrefix.uppercased()
        guard !prefix.isEmpty else { return [] }
        return try database.withConnection { database in
            try QuestionRows.questions(
                database.cached("SELECT \(QuestionRows.columns) FROM questions WHERE id >= ? AND id < ? ORDER BY seq"),
                [.text(prefix), .text(prefix + "\u{7F}")]
            ).map(\.question)
        }
    }

    func replaceQuestion(_ question: CustomQuestion) throws -> Bool {
        let entry = question.entry
        return try database.write { database in
            try database.run(
                """
                UPDATE questions SET text = ?, correct = ?, incorrect = ?, category = ?, difficulty = ?, created_at = ?, pack = ?,
                                     repeat_hash = ?
                WHERE id = ?
                """,
                .text(entry.text), .text(entry.correct), .text(JSONStringArray.encode(entry.incorrect)), .optionalText(entry.category),
                .optionalText(entry.difficulty?.rawValue), .real(question.createdAt.timeIntervalSinceReferenceDate),
                .optionalText(question.pack), .integer(QuestionRows.repeatHash(of: entry.text)), .text(question.id.uuidString))
            return database.changes > 0
        }
    }

    func removeQuestion(id: UUID) throws -> Bool {
        try database.write { database in
            try database.run("DELETE FROM questions WHERE id = ?", .text(id.uuidString))
            return database.changes > 0
        }
    }

    func savedRepeatKeys(_ keys: [String]) throws -> Set<String> {
        try database.read { database in
            var saved: Set<String> = []
            for key in Set(keys) {
                if try QuestionRows.isSaved(key: key, in: database) { saved.insert(key) }
            }
            return saved
        }
    }
}
