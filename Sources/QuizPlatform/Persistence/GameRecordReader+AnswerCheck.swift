/// The answers of a summary: checked by `answer`'s rule, none built.
///
/// `stats` and `history` read the newest lines without their answers, yet
/// must skip exactly the lines `read` skips, so every answer is still
/// checked. Sharing `answer` with a flag kept eleven Optional locals,
/// their copies and a `swift_once` per key alive for nothing: this path
/// keeps only the bit mask of keys seen, compares keys and enum names as
/// packed words, and builds no String unless a name has an escape.
extension GameRecordReader {
    /// The names the check compares, read once per list of answers:
    /// each read of a `static let` is a `swift_once` call.
    private struct CheckNames {
        static let shared = CheckNames()

        let written = AnswerKey.written
        let keys = AnswerKey.names
        let hints = Hint.allCases.map { PackedName($0.rawValue.utf8)! }
        let difficulties = Difficulty.allCases.map { PackedName($0.rawValue.utf8)! }
    }

    /// Whether a list of answers comes next that `answerList` would read.
    static func checkAnswerList(_ cursor: inout JSONByteCursor) -> Bool {
        guard cursor.take(UInt8(ascii: "[")) else { return false }
        if cursor.take(UInt8(ascii: "]")) { return true }
        let names = CheckNames.shared
        var order = KeyOrder()
        repeat {
            guard checkAnswer(&cursor, names, order: &order) else { return false }
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]"))
    }

    /// Whether an answer comes next that `answer` would read. A value it
    /// would not read makes `answer` fail at its end; here at once.
    private static func checkAnswer(_ cursor: inout JSONByteCursor, _ names: CheckNames, order: inout KeyOrder) -> Bool {
        guard cursor.take(UInt8(ascii: "{")) else { return false }
        var seen: UInt32 = 0
        // The previous answer's key order, read a nibble at a time, and
        // this one's, written so: kept in registers, stored once. Only
        // guesses, so the shifts are left unchecked.
        var upcoming = order.packed
        var learned: UInt64 = 0
        var shift: UInt64 = 0
        repeat {
            let hint = Int(truncatingIfNeeded: upcoming & 0xF)
            upcoming &>>= 4
            let index: Int
            if hint < names.written.count, cursor.take(names.written[hint]) {
                index = hint
            } else {
                guard let name = cursor.key(), let found = Self.index(of: name, in: names.keys, cursor, hint: hint) else {
                    return false
                }
                index = found
            }
            // `index` < 11: the shift needs no overflow check.
            guard seen & 1 &<< index == 0 else { return false }
            seen |= 1 &<< index
            learned |= UInt64(truncatingIfNeeded: index) &<< shift
            shift &+= 4
            // Matched on the raw values: `AnswerKey(rawValue:)` was a call per key.
            let valid =
                switch index {
                case AnswerKey.question.rawValue, AnswerKey.correctAnswer.rawValue: cursor.skipString()
                case AnswerKey.options.rawValue: checkStringList(&cursor)
                case AnswerKey.isCorrect.rawValue: cursor.bool() != nil
                case AnswerKey.seconds.rawValue: cursor.skipDouble()
                case AnswerKey.hints.rawValue: checkNameList(&cursor, names.hints)
                case AnswerKey.difficulty.rawValue: cursor.null() || checkName(&cursor, names.difficulties)
                default: cursor.null() || cursor.skipString()  // subject, chosenAnswer, questionID, category
                }
            guard valid else { return false }
        } while cursor.take(UInt8(ascii: ","))
        order.packed = learned
        return cursor.take(UInt8(ascii: "}")) && seen & AnswerKey.required == AnswerKey.required
    }

    /// Whether a list of strings comes next that `JSONByteCursor.strings()` would read.
    private static func checkStringList(_ cursor: inout JSONByteCursor) -> Bool {
        guard cursor.take(UInt8(ascii: "[")) else { return false }
        if cursor.take(UInt8(ascii: "]")) { return true }
        repeat {
            guard cursor.skipString() else { return false }
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]"))
    }

    /// Whether a list of strings comes next, each one of `known`: the
    /// lifelines of an answer, as `hintList` reads them.
    private static func checkNameList(_ cursor: inout JSONByteCursor, _ known: [PackedName]) -> Bool {
        guard cursor.take(UInt8(ascii: "[")) else { return false }
        if cursor.take(UInt8(ascii: "]")) { return true }
        repeat {
            guard checkName(&cursor, known) else { return false }
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]"))
    }

    /// Whether a string naming one of `known` comes next: compared as
    /// packed bytes when it has no escapes, else unescaped and compared as
    /// text (`"fifty\u0046ifty"` is `fiftyFifty` to JSONDecoder).
    private static func checkName(_ cursor: inout JSONByteCursor, _ known: [PackedName]) -> Bool {
        let start = cursor.valueStart()
        if let range = cursor.plainString() {
            guard let name = cursor.name(range) else { return false }
            return known.contains(name)
        }
        cursor.rewind(to: start)
        guard let text = cursor.string(), let name = PackedName(text.utf8) else { return false }
        return known.contains(name)
    }
}
