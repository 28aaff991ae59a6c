import FoundationEssentials

/// A hand-written decoder of one history line into a `GameRecord`: the fast
/// path of `GameLine.game(in:decoder:)`.
///
/// Foundation's JSONDecoder reads about 17 MB/s on Linux, which made every
/// reader of a large history (`history --json`, `stats`, `show`, `delete`)
/// slow. This reads the line's bytes in one pass and builds the record
/// directly. It is sound, not complete: it returns a record only when
/// JSONDecoder would decode the line to an equal one, and nil ("not sure")
/// for anything it does not fully handle: unknown or duplicate keys, keys
/// with escapes, numbers or dates in unusual forms, nesting it does not
/// expect. The caller then asks JSONDecoder, so a nil costs time, never a
/// different answer.
///
/// Missing and `null` are treated as the synthesized `Decodable` does:
/// optional properties may be either, the others must be present and
/// non-null.
enum GameRecordReader {
    static func read(_ line: Data) -> GameRecord? {
        var fields: [Range<Int>?] = []
        return line.withUnsafeBytes { read($0, answers: true, fields: &fields) }
    }

    /// `read(_:)` without building the answers: they are checked exactly as
    /// `read` checks them, so this returns a game exactly when `read` does,
    /// but with no answers. For readers that need only the rest (the
    /// statistics, the ids, `history --json`) it is several times faster.
    ///
    /// `fields` gets where each summary field's value lies in `bytes`,
    /// indexed by `GameSummaryJSON.Field`, for copying values as written.
    static func readSummary(_ bytes: UnsafeRawBufferPointer, fields: inout [Range<Int>?]) -> GameRecord? {
        fields = [Range<Int>?](repeating: nil, count: GameKey.allCases.count)
        return read(bytes, answers: false, fields: &fields)
    }

    /// `readSummary(_:fields:)` of a line, without the fields.
    static func readSummary(_ line: Data) -> GameRecord? {
        var fields: [Range<Int>?] = []
        return line.withUnsafeBytes { read($0, answers: false, fields: &fields) }
    }

    private static func read(_ bytes: UnsafeRawBufferPointer, answers: Bool, fields: inout [Range<Int>?]) -> GameRecord? {
        var cursor = JSONByteCursor(bytes)
        guard let game = game(&cursor, answers: answers, fields: &fields), cursor.isAtEnd() else { return nil }
        return game
    }

    /// The keys of a game; the first eleven are `GameSummaryJSON.Field`'s, in its order.
    private enum GameKey: Int, CaseIterable {
        case id, mode, source, startedAt, finishedAt, outcome, correct, total, prize, daily, players, answers, walkAwayHints

        /// The cases' names, written out: `String(describing:)` of a case
        /// goes through reflection, 3 million instructions at first use.
        static let spellings: [StaticString] = [
            "id", "mode", "source", "startedAt", "finishedAt", "outcome", "correct", "total", "prize", "daily", "players",
            "answers", "walkAwayHints",
        ]
        static let names = spellings.map { PackedName($0)! }
        static let written = spellings.map { WrittenKey($0)! }
        static let required: UInt32 =
            (1 << allCases.count - 1) & ~(1 << daily.rawValue | 1 << walkAwayHints.rawValue | 1 << players.rawValue)
    }

    enum AnswerKey: Int, CaseIterable {
        case question, subject, options, correctAnswer, chosenAnswer, isCorrect, seconds, hints, questionID, category, difficulty

        static let spellings: [StaticString] = [
            "question", "subject", "options", "correctAnswer", "chosenAnswer", "isCorrect", "seconds", "hints", "questionID",
            "category", "difficulty",
        ]
        static let names = spellings.map { PackedName($0)! }
        /// Each key as quizctl writes it before its value: `"question":`.
        static let written = spellings.map { WrittenKey($0)! }
        static let required: UInt32 =
            1 << question.rawValue | 1 << options.rawValue | 1 << correctAnswer.rawValue
            | 1 << isCorrect.rawValue | 1 << seconds.rawValue | 1 << hints.rawValue
    }

    /// The index in `names` of the key at `range`; nil for an unknown key.
    /// `hint` is tried first: the answers of one line are written with
    /// their keys in one order, so the key at a position is usually the one
    /// the previous answer had there.
    static func index(of range: Range<Int>, in names: [PackedName], _ cursor: JSONByteCursor, hint: Int = 0) -> Int? {
        guard let name = cursor.name(range) else { return nil }
        if hint < names.count, names[hint] == name { return hint }
        return names.firstIndex(of: name)
    }

    /// The key index at each position of the previous answer, four bits a
    /// position (an answer has at most eleven keys). Only a guess, never
    /// part of a verdict, so its arithmetic is left unchecked: the checks
    /// cost as much as the rest of taking a key.
    struct KeyOrder {
        var packed: UInt64 = 0

        @inline(__always) func hint(at position: Int) -> Int {
            position < 16 ? Int(truncatingIfNeeded: packed &>> UInt64(truncatingIfNeeded: 4 &* position)) & 0xF : 0
        }

        @inline(__always) mutating func record(_ index: Int, at position: Int) {
            guard position < 16 else { return }
            let shift = UInt64(truncatingIfNeeded: 4 &* position)
            packed = packed & ~(0xF &<< shift) | UInt64(truncatingIfNeeded: index) &<< shift
        }
    }

    /// A game; its answers only checked unless `answers`; `fields` (unless
    /// empty) gets where each value lies.
    private static func game(_ cursor: inout JSONByteCursor, answers build: Bool, fields: inout [Range<Int>?]) -> GameRecord? {
        var id: UUID?
        var mode: ModeKind?
        var source: String?
        var startedAt: Date?
        var finishedAt: Date?
        var outcome: Outcome?
        var correct: Int?
        var total: Int?
        var prize: Int?
        var daily: String?
        var answers: [AnswerRecord]?
        var walkAwayHints: [Hint]?
        var seen: UInt32 = 0
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        // Read once, not per key: each read of a `static let` is a `swift_once` call.
        let names = GameKey.names
        let written = GameKey.written
        // quizctl writes the keys in declaration order: the next one is
        // tried whole first, as the answers' keys are.
        var hint = 0
        repeat {
            let index: Int
            if hint < written.count, cursor.take(written[hint]) {
                index = hint
            } else {
                guard let name = cursor.key(), let found = Self.index(of: name, in: names, cursor, hint: hint) else { return nil }
                index = found
            }
            guard seen & 1 << index == 0 else { return nil }
            hint = index &+ 1
            seen |= 1 << index
            let start = cursor.valueStart()
            defer { if !fields.isEmpty { fields[index] = start..<cursor.offset } }
            switch GameKey(rawValue: index)! {
            case .id: id = cursor.uuid()
            case .mode: mode = cursor.string().flatMap(ModeKind.init(rawValue:))
            case .source: source = cursor.string()
            case .startedAt: startedAt = cursor.date()
            case .finishedAt: finishedAt = cursor.date()
            case .outcome: outcome = cursor.string().flatMap(Outcome.init(rawValue:))
            case .correct: correct = cursor.int()
            case .total: total = cursor.int()
            case .prize: prize = cursor.int()
            case .daily:
                if !cursor.null() {
                    guard let value = cursor.string() else { return nil }
                    daily = value
                }
            // A party's players are rare and nested: JSONDecoder reads those lines.
            case .players: return nil
            case .answers: answers = build ? answerList(&cursor) : checkAnswerList(&cursor) ? [] : nil
            case .walkAwayHints:
                if !cursor.null() {
                    guard let hints = hintList(&cursor) else { return nil }
                    walkAwayHints = hints
                }
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), seen & GameKey.required == GameKey.required,
            let id, let mode, let source, let startedAt, let finishedAt, let outcome,
            let correct, let total, let prize, let answers
        else { return nil }
        return GameRecord(
            id: id, mode: mode, source: source, startedAt: startedAt, finishedAt: finishedAt,
            outcome: outcome, correct: correct, total: total, prize: prize, daily: daily, answers: answers,
            walkAwayHints: walkAwayHints)
    }

    /// The answers, built.
    private static func answerList(_ cursor: inout JSONByteCursor) -> [AnswerRecord]? {
        guard cursor.take(UInt8(ascii: "[")) else { return nil }
        var answers: [AnswerRecord] = []
        if cursor.take(UInt8(ascii: "]")) { return answers }
        var order = KeyOrder()
        repeat {
            guard let answer = answer(&cursor, order: &order) else { return nil }
            answers.append(answer)
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]")) ? answers : nil
    }

    private static let difficulties = Difficulty.allCases.map { (name: PackedName($0.rawValue.utf8)!, level: $0) }

    /// The difficulty a string names: its bytes compared with the names
    /// when it has no escapes (the same verdict, without building a String).
    private static func difficulty(_ cursor: inout JSONByteCursor) -> Difficulty? {
        let start = cursor.valueStart()
        if let range = cursor.plainString() {
            let name = cursor.name(range)
            return difficulties.first { $0.name == name }?.level
        }
        cursor.rewind(to: start)
        return cursor.string().flatMap(Difficulty.init(rawValue:))
    }

    /// The answer that comes next, if it is one. `checkAnswer` is the same
    /// rule without building anything: a change here belongs there too.
    private static func answer(_ cursor: inout JSONByteCursor, order: inout KeyOrder) -> AnswerRecord? {
        var question: String?
        var subject: String?
        var options: [String]?
        var correctAnswer: String?
        var chosenAnswer: String?
        var isCorrect: Bool?
        var seconds: Double?
        var hints: [Hint]?
        var questionID: String?
        var category: String?
        var difficulty: Difficulty?
        var seen: UInt32 = 0
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        var position = 0
        repeat {
            // The key the previous answer had here, taken whole when it is
            // written as quizctl writes it (most of them); else read and matched.
            let hint = order.hint(at: position)
            let index: Int
            if hint < AnswerKey.written.count, cursor.take(AnswerKey.written[hint]) {
                index = hint
            } else {
                guard let name = cursor.key(), let found = Self.index(of: name, in: AnswerKey.names, cursor, hint: hint) else {
                    return nil
                }
                index = found
            }
            guard seen & 1 << index == 0 else { return nil }
            seen |= 1 << index
            order.record(index, at: position)
            position += 1
            let key = AnswerKey(rawValue: index)!
            switch key {
            case .question: question = cursor.string()
            case .options: options = cursor.strings()
            case .correctAnswer: correctAnswer = cursor.string()
            case .isCorrect: isCorrect = cursor.bool()
            case .seconds: seconds = cursor.double()
            case .hints: hints = hintList(&cursor)
            case .difficulty:
                if cursor.null() { continue }
                guard let level = Self.difficulty(&cursor) else { return nil }
                difficulty = level
            case .subject, .chosenAnswer, .questionID, .category:
                if cursor.null() { continue }
                guard let value = cursor.string() else { return nil }
                switch key {
                case .subject: subject = value
                case .chosenAnswer: chosenAnswer = value
                case .questionID: questionID = value
                default: category = value
                }
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), seen & AnswerKey.required == AnswerKey.required,
            let question, let options, let correctAnswer, let isCorrect, let seconds, let hints
        else { return nil }
        return AnswerRecord(
            question: question, subject: subject, options: options, correctAnswer: correctAnswer,
            chosenAnswer: chosenAnswer, isCorrect: isCorrect, seconds: seconds, hints: hints,
            questionID: questionID, category: category, difficulty: difficulty)
    }

    /// A list of lifeline names; nil when one is unknown.
    private static func hintList(_ cursor: inout JSONByteCursor) -> [Hint]? {
        cursor.strings().flatMap { names in
            let hints = names.compactMap(Hint.init(rawValue:))
            return hints.count == names.count ? hints : nil
        }
    }
}
