import FoundationEssentials
import QuizPlatform

/// Reads one entry of a plain JSON pack straight from its bytes, for the
/// streamed import: a `JSONValue` tree per entry (a dictionary, a value per
/// field) took a third of the time of importing a hundred thousand.
///
/// Sound, not complete, like `CustomQuestionReader`: it returns the entry
/// `JSONPackParser.packEntry` makes of the parsed value, and nil ("not
/// sure") wherever that path could say anything else: a key it does not
/// know or spelled with an escape, a key given twice, a field of another
/// type or null where it is required, a difficulty it refuses. The caller
/// then takes that path, which names the problem.
enum PackEntryReader {
    private static let text = PackedName("text".utf8)!, correct = PackedName("correct".utf8)!
    private static let incorrect = PackedName("incorrect".utf8)!, category = PackedName("category".utf8)!
    private static let difficulty = PackedName("difficulty".utf8)!, explanation = PackedName("explanation".utf8)!

    static func entry(_ bytes: UnsafeRawBufferPointer) -> PackEntry? {
        var cursor = JSONByteCursor(bytes)
        var text: String?
        var correct: String?
        var incorrect: [String]?
        var category: String??
        var difficulty: Difficulty??
        var explanation: String??
        guard cursor.take(UInt8(ascii: "{")), !cursor.take(UInt8(ascii: "}")) else { return nil }
        repeat {
            guard let key = cursor.key(), let name = cursor.name(key) else { return nil }
            if name == Self.text, text == nil {
                text = cursor.string()
                guard text != nil else { return nil }
            } else if name == Self.correct, correct == nil {
                correct = cursor.string()
                guard correct != nil else { return nil }
            } else if name == Self.incorrect, incorrect == nil {
                incorrect = cursor.strings()
                guard incorrect != nil else { return nil }
            } else if name == Self.category, category == nil {
                // As `optionalString`: null and blank text are no category.
                guard let value = cursor.optionalString() else { return nil }
                category = value
            } else if name == Self.explanation, explanation == nil {
                guard let value = cursor.optionalString() else { return nil }
                explanation = value
            } else if name == Self.difficulty, difficulty == nil {
                if cursor.null() {
                    difficulty = .some(nil)
                } else {
                    guard let value = cursor.string() else { return nil }
                    guard let blankless = value.nonBlank else {
                        difficulty = .some(nil)
                        continue
                    }
                    guard case .success(let level) = blankless.packDifficulty() else { return nil }
                    difficulty = .some(level)
                }
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), cursor.isAtEnd(), let text, let correct, let incorrect else { return nil }
        return PackEntry(
            text: text, correct: correct, incorrect: incorrect, category: category ?? nil, difficulty: difficulty ?? nil,
            explanation: explanation ?? nil)
    }
}

extension JSONByteCursor {
    /// As `optionalString`: `.some(nil)` for null or blank text, nil when the value is neither null nor text.
    fileprivate mutating func optionalString() -> String?? {
        if null() { return .some(nil) }
        guard let value = string() else { return nil }
        return .some(value.nonBlank)
    }
}
