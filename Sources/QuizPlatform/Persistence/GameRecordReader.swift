import Foundation

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
        line.withUnsafeBytes { bytes in
            var cursor = JSONByteCursor(bytes)
            guard let game = game(&cursor), cursor.isAtEnd() else { return nil }
            return game
        }
    }

    private enum GameKey: Int, CaseIterable {
        case id, mode, source, startedAt, finishedAt, outcome, correct, total, prize, daily, answers, walkAwayHints

        static let names = allCases.map { Array(String(describing: $0).utf8) }
        static let required: UInt32 = (1 << allCases.count - 1) & ~(1 << daily.rawValue | 1 << walkAwayHints.rawValue)
    }

    private enum AnswerKey: Int, CaseIterable {
        case question, subject, options, correctAnswer, chosenAnswer, isCorrect, seconds, hints, questionID, category, difficulty

        static let names = allCases.map { Array(String(describing: $0).utf8) }
        static let required: UInt32 =
            1 << question.rawValue | 1 << options.rawValue | 1 << correctAnswer.rawValue
            | 1 << isCorrect.rawValue | 1 << seconds.rawValue | 1 << hints.rawValue
    }

    /// The index in `names` of the key at `range`; nil for an unknown key.
    private static func index(of range: Range<Int>, in names: [[UInt8]], _ cursor: JSONByteCursor) -> Int? {
        names.firstIndex { cursor.bytes(range, equal: $0) }
    }

    private static func game(_ cursor: inout JSONByteCursor) -> GameRecord? {
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
        repeat {
            guard let name = cursor.key(), let index = index(of: name, in: GameKey.names, cursor),
                seen & 1 << index == 0
            else { return nil }
            seen |= 1 << index
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
            case .answers: answers = answerList(&cursor)
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

    private static func answerList(_ cursor: inout JSONByteCursor) -> [AnswerRecord]? {
        guard cursor.take(UInt8(ascii: "[")) else { return nil }
        var answers: [AnswerRecord] = []
        if cursor.take(UInt8(ascii: "]")) { return answers }
        repeat {
            guard let answer = answer(&cursor) else { return nil }
            answers.append(answer)
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]")) ? answers : nil
    }

    private static func answer(_ cursor: inout JSONByteCursor) -> AnswerRecord? {
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
        repeat {
            guard let name = cursor.key(), let index = index(of: name, in: AnswerKey.names, cursor),
                seen & 1 << index == 0
            else { return nil }
            seen |= 1 << index
            let key = AnswerKey(rawValue: index)!
            switch key {
            case .question: question = cursor.string()
            case .options: options = stringList(&cursor)
            case .correctAnswer: correctAnswer = cursor.string()
            case .isCorrect: isCorrect = cursor.bool()
            case .seconds: seconds = cursor.double()
            case .hints: hints = hintList(&cursor)
            case .subject, .chosenAnswer, .questionID, .category, .difficulty:
                if cursor.null() { continue }
                guard let value = cursor.string() else { return nil }
                switch key {
                case .subject: subject = value
                case .chosenAnswer: chosenAnswer = value
                case .questionID: questionID = value
                case .category: category = value
                default:
                    guard let level = Difficulty(rawValue: value) else { return nil }
                    difficulty = level
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
        stringList(&cursor).flatMap { names in
            let hints = names.compactMap(Hint.init(rawValue:))
            return hints.count == names.count ? hints : nil
        }
    }

    private static func stringList(_ cursor: inout JSONByteCursor) -> [String]? {
        guard cursor.take(UInt8(ascii: "[")) else { return nil }
        var strings: [String] = []
        if cursor.take(UInt8(ascii: "]")) { return strings }
        repeat {
            guard let string = cursor.string() else { return nil }
            strings.append(string)
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]")) ? strings : nil
    }
}
