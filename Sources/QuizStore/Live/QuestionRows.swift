import FoundationEssentials
import QuizPlatform
import Sqlite

/// `questions`: one row a `CustomQuestion`, its pack entry in columns.
enum QuestionRows {
    static let columns = "seq, id, text, correct, incorrect, category, difficulty, created_at, pack, explanation"

    /// Inserts `question`, whose text's `repeatHash` is `hash`; false when its id is taken (nothing is written then).
    static func insert(_ question: CustomQuestion, hash: Int64, into database: Sqlite) throws(SqliteError) -> Bool {
        let entry = question.entry
        try database.cached(
            """
            INSERT INTO questions (id, text, correct, incorrect, category, difficulty, created_at, pack, repeat_hash, explanation)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING
            """
        ).run([
            .text(question.id.uuidString), .text(entry.text), .text(entry.correct), .text(JSONStringArray.encode(entry.incorrect)),
            .optionalText(entry.category), .optionalText(entry.difficulty?.rawValue),
            .real(question.createdAt.timeIntervalSinceReferenceDate), .optionalText(question.pack),
            .integer(hash), .optionalText(entry.explanation),
        ])
        return database.changes == 1
    }

    /// `QuestionRepeat.hash`, its bits as SQLite's signed integer.
    static func repeatHash(of text: String) -> Int64 { Int64(bitPattern: QuestionRepeat.hash(of: text)) }

    /// Whether a question among the rows `seqs` has the repeat key `key`,
    /// whose hash is `hash`: the hash finds the few candidates, their texts decide.
    static func hasRepeat(key: String, hash: Int64, among seqs: ClosedRange<Int64> = 0...Int64.max, in database: Sqlite)
        throws(SqliteError) -> Bool
    {
        let candidates = try database.cached("SELECT text FROM questions WHERE repeat_hash = ? AND seq BETWEEN ? AND ?")
        try candidates.bind([.integer(hash), .integer(seqs.lowerBound), .integer(seqs.upperBound)])
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
                difficulty: difficulty.flatMap(Difficulty.init), explanation: row.optionalText(9))
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
            var adding = try QuestionAdding(database)
            var addition = QuestionAddition()
            for question in questions {
                if try adding.add(question, skippingRepeats: skippingRepeats) == .added {
                    addition.added.append(question)
                } else {
                    addition.repeats.append(question)
                }
            }
            return addition
        }
    }

    func addingQuestions(_ produce: (_ add: (CustomQuestion) throws -> CustomQuestions.Outcome) throws -> Void) throws {
        try database.write { database in
            var adding = try QuestionAdding(database)
            try produce { try adding.add($0, skippingRepeats: true) }
        }
    }

    func sampleQuestions(_ body: (_ count: Int, _ read: CustomQuestions.ReadPositions) throws -> Void) throws {
        try database.read { database in
            // From the smallest index that holds every seq (the rowid table
            // would be read whole, texts and all), then put in order.
            var seqs: [Int64] = []
            let all = try database.cached("SELECT seq FROM questions INDEXED BY questions_by_repeat_hash")
            while let row = try all.step() { seqs.append(row.int64(0)) }
            all.reset()
            seqs.sort()
            let one = try database.cached("SELECT \(QuestionRows.columns) FROM questions WHERE seq = ?")
            try body(seqs.count) { positions in
                try positions.flatMap { position in
                    seqs.indices.contains(position) ? try QuestionRows.questions(one, [.integer(seqs[position])]).map(\.question) : []
                }
            }
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
                                     repeat_hash = ?, explanation = ?
                WHERE id = ?
                """,
                .text(entry.text), .text(entry.correct), .text(JSONStringArray.encode(entry.incorrect)), .optionalText(entry.category),
                .optionalText(entry.difficulty?.rawValue), .real(question.createdAt.timeIntervalSinceReferenceDate),
                .optionalText(question.pack), .integer(QuestionRows.repeatHash(of: entry.text)), .optionalText(entry.explanation),
                .text(question.id.uuidString))
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
                if try QuestionRows.hasRepeat(key: key, hash: QuestionRows.repeatHash(of: key), in: database) { saved.insert(key) }
            }
            return saved
        }
    }
}
