import FoundationEssentials

/// A hand-written decoder of one saved question (an element of
/// questions.json or a line of its journal), like the history reader once did for
/// history lines: JSONDecoder reads too slowly on Linux for a bank of a
/// hundred thousand questions to be listed, exported or indexed quickly.
///
/// It is sound, not complete: it returns a question only in the plain form
/// quizctl writes, where JSONDecoder would give an equal one, and nil ("not
/// sure") otherwise; `decode(_:decoder:)` then asks JSONDecoder.
enum CustomQuestionReader {
    /// One record of the bank: a question, or (in the journal only) the
    /// removal of one.
    enum Record: Equatable {
        case question(CustomQuestion)
        case removal(UUID)
    }

    /// The question or removal the bytes hold; nil when they are neither.
    static func record(_ bytes: UnsafeRawBufferPointer, decoder: JSONDecoder) -> Record? {
        var cursor = JSONByteCursor(bytes)
        if let question = question(&cursor), cursor.isAtEnd() { return .question(question) }
        cursor = JSONByteCursor(bytes)
        if let removed = removal(&cursor), cursor.isAtEnd() { return .removal(removed) }
        let data = Data(bytes)
        if let question = try? decoder.decode(CustomQuestion.self, from: data) { return .question(question) }
        if let removal = try? decoder.decode(Removal.self, from: data) { return .removal(removal.removed) }
        return nil
    }

    /// The question the bytes hold; nil for anything else.
    static func question(_ bytes: UnsafeRawBufferPointer, decoder: JSONDecoder) -> CustomQuestion? {
        var cursor = JSONByteCursor(bytes)
        if let question = question(&cursor), cursor.isAtEnd() { return question }
        return try? decoder.decode(CustomQuestion.self, from: Data(bytes))
    }

    /// The id and text hash (`QuestionTextKey.hash(of:)`) of the question
    /// the bytes hold, read only where `question(_:decoder:)` would read
    /// the question from them itself: everything is checked as it checks
    /// it, but of the strings only the text is made (and plain ASCII text
    /// not even that). Indexing a bank reads every question this way.
    static func indexEntry(_ bytes: UnsafeRawBufferPointer) -> (id: UUID, textHash: UInt64)? {
        var cursor = JSONByteCursor(bytes)
        var id: UUID?
        var textHash: UInt64?
        var createdAt = false
        var pack = false
        guard cursor.take(UInt8(ascii: "{")), !cursor.take(UInt8(ascii: "}")) else { return nil }
        repeat {
            guard let key = cursor.key() else { return nil }
            if cursor.bytes(key, equal: idKey), id == nil {
                id = cursor.uuid()
                guard id != nil else { return nil }
            } else if cursor.bytes(key, equal: entryKey), textHash == nil {
                textHash = hashOfEntryText(&cursor, bytes)
                guard textHash != nil else { return nil }
            } else if cursor.bytes(key, equal: createdAtKey), !createdAt {
                guard cursor.date() != nil else { return nil }
                createdAt = true
            } else if cursor.bytes(key, equal: packKey), !pack {
                pack = true
                guard cursor.null() || cursor.skipString() else { return nil }
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), cursor.isAtEnd(), let id, let textHash, createdAt else { return nil }
        return (id, textHash)
    }

    /// `packEntry(_:)`, checking the entry as it does, keeping the text's hash alone.
    private static func hashOfEntryText(_ cursor: inout JSONByteCursor, _ bytes: UnsafeRawBufferPointer) -> UInt64? {
        var textHash: UInt64?
        var correct = false
        var incorrect = false
        var category = false
        var difficulty = false
        guard cursor.take(UInt8(ascii: "{")), !cursor.take(UInt8(ascii: "}")) else { return nil }
        repeat {
            guard let key = cursor.key() else { return nil }
            if cursor.bytes(key, equal: textKey), textHash == nil {
                let start = cursor.valueStart()
                if let range = cursor.plainString(), let quick = QuestionTextKey.quickHash(UnsafeRawBufferPointer(rebasing: bytes[range])) {
                    textHash = quick
                } else {
                    cursor.rewind(to: start)
                    guard let text = cursor.string() else { return nil }
                    textHash = QuestionTextKey.hash(of: text)
                }
            } else if cursor.bytes(key, equal: correctKey), !correct {
                guard cursor.skipString() else { return nil }
                correct = true
            } else if cursor.bytes(key, equal: incorrectKey), !incorrect {
                guard cursor.take(UInt8(ascii: "[")) else { return nil }
                if !cursor.take(UInt8(ascii: "]")) {
                    repeat {
                        guard cursor.skipString() else { return nil }
                    } while cursor.take(UInt8(ascii: ","))
                    guard cursor.take(UInt8(ascii: "]")) else { return nil }
                }
                incorrect = true
            } else if cursor.bytes(key, equal: categoryKey), !category {
                guard cursor.null() || cursor.skipString() else { return nil }
                category = true
            } else if cursor.bytes(key, equal: difficultyKey), !difficulty {
                if !cursor.null() {
                    // Only the names `Difficulty` has, as `question(_:)` reads them.
                    guard let name = cursor.plainString(), let packed = cursor.name(name), difficulties.contains(packed) else { return nil }
                }
                difficulty = true
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), correct, incorrect else { return nil }
        return textHash
    }

    private static let difficulties = Difficulty.allCases.map { PackedName($0.rawValue.utf8)! }

    /// A journal line that removes a question.
    struct Removal: Codable {
        var removed: UUID
    }

    private static let idKey = Array("id".utf8), entryKey = Array("entry".utf8), createdAtKey = Array("createdAt".utf8)
    private static let packKey = Array("pack".utf8)
    private static let textKey = Array("text".utf8), correctKey = Array("correct".utf8), incorrectKey = Array("incorrect".utf8)
    private static let categoryKey = Array("category".utf8), difficultyKey = Array("difficulty".utf8)
    private static let removedKey = Array("removed".utf8)

    private static func question(_ cursor: inout JSONByteCursor) -> CustomQuestion? {
        var id: UUID?
        var entry: PackEntry?
        var createdAt: Date?
        var pack: String?
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        if cursor.take(UInt8(ascii: "}")) { return nil }
        repeat {
            guard let key = cursor.key() else { return nil }
            if cursor.bytes(key, equal: idKey), id == nil {
                id = cursor.uuid()
                guard id != nil else { return nil }
            } else if cursor.bytes(key, equal: entryKey), entry == nil {
                entry = packEntry(&cursor)
                guard entry != nil else { return nil }
            } else if cursor.bytes(key, equal: createdAtKey), createdAt == nil {
                createdAt = cursor.date()
                guard createdAt != nil else { return nil }
            } else if cursor.bytes(key, equal: packKey), pack == nil {
                if cursor.null() { continue }
                pack = cursor.string()
                guard pack != nil else { return nil }
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), let id, let entry, let createdAt else { return nil }
        return CustomQuestion(id: id, entry: entry, createdAt: createdAt, pack: pack)
    }

    private static func packEntry(_ cursor: inout JSONByteCursor) -> PackEntry? {
        var text: String?
        var correct: String?
        var incorrect: [String]?
        var category: String??
        var difficulty: Difficulty??
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        if cursor.take(UInt8(ascii: "}")) { return nil }
        repeat {
            guard let key = cursor.key() else { return nil }
            if cursor.bytes(key, equal: textKey), text == nil {
                text = cursor.string()
                guard text != nil else { return nil }
            } else if cursor.bytes(key, equal: correctKey), correct == nil {
                correct = cursor.string()
                guard correct != nil else { return nil }
            } else if cursor.bytes(key, equal: incorrectKey), incorrect == nil {
                incorrect = cursor.strings()
                guard incorrect != nil else { return nil }
            } else if cursor.bytes(key, equal: categoryKey), category == nil {
                if cursor.null() {
                    category = .some(nil)
                } else {
                    guard let value = cursor.string() else { return nil }
                    category = value
                }
            } else if cursor.bytes(key, equal: difficultyKey), difficulty == nil {
                if cursor.null() {
                    difficulty = .some(nil)
                } else {
                    guard let value = cursor.string().flatMap(Difficulty.init(rawValue:)) else { return nil }
                    difficulty = value
                }
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), let text, let correct, let incorrect else { return nil }
        return PackEntry(text: text, correct: correct, incorrect: incorrect, category: category ?? nil, difficulty: difficulty ?? nil)
    }

    private static func removal(_ cursor: inout JSONByteCursor) -> UUID? {
        guard cursor.take(UInt8(ascii: "{")), let key = cursor.key(), cursor.bytes(key, equal: removedKey),
            let id = cursor.uuid(), cursor.take(UInt8(ascii: "}"))
        else { return nil }
        return id
    }
}
