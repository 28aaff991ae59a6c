import Foundation

/// A hand-written decoder of one saved question (an element of
/// questions.json or a line of its journal), like `GameRecordReader` for
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
                incorrect = strings(&cursor)
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

    private static func strings(_ cursor: inout JSONByteCursor) -> [String]? {
        guard cursor.take(UInt8(ascii: "[")) else { return nil }
        var values: [String] = []
        if cursor.take(UInt8(ascii: "]")) { return values }
        repeat {
            guard let value = cursor.string() else { return nil }
            values.append(value)
        } while cursor.take(UInt8(ascii: ","))
        return cursor.take(UInt8(ascii: "]")) ? values : nil
    }

    private static func removal(_ cursor: inout JSONByteCursor) -> UUID? {
        guard cursor.take(UInt8(ascii: "{")), let key = cursor.key(), cursor.bytes(key, equal: removedKey),
            let id = cursor.uuid(), cursor.take(UInt8(ascii: "}"))
        else { return nil }
        return id
    }
}
