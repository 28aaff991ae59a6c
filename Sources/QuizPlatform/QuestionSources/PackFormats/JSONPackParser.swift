import Foundation

/// Reads the pack JSON of CLI.md (`{"questions": [...]}`) and Open Trivia
/// DB's response (`{"response_code": 0, "results": [...]}`), entry by entry.
enum JSONPackParser {
    static func parse(_ text: String) -> ParsedPack {
        var pack = ParsedPack()
        let root: JSONValue
        do {
            root = try JSONCoding.decoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            pack.fail(errorLine(error) ?? 1, Strings.importNotJSON)
            return pack
        }
        guard let object = root.object else {
            pack.fail(1, Strings.importJSONShape)
            return pack
        }
        if let questions = object["questions"] {
            readEntries(questions, key: "questions", in: text, into: &pack, using: packEntry)
        } else if let results = object["results"] {
            if let code = object["response_code"]?.number, code != 0 {
                pack.fail(1, Strings.importTriviaResponseCode(Int(code)))
                return pack
            }
            readEntries(results, key: "results", in: text, into: &pack, using: triviaEntry)
        } else {
            pack.fail(1, Strings.importJSONShape)
        }
        return pack
    }

    private static func readEntries(
        _ value: JSONValue, key: String, in text: String, into pack: inout ParsedPack,
        using read: (JSONValue) throws(EntryProblem) -> PackEntry
    ) {
        guard let elements = value.array else {
            pack.fail(1, Strings.importNotAList(key))
            return
        }
        let lines = JSONElementLines.lines(ofArrayAt: key, in: text)
        for (index, element) in elements.enumerated() {
            let line = index < lines.count ? lines[index] : 1
            do throws(EntryProblem) {
                pack.entries.append(ParsedEntry(line: line, entry: try read(element)))
            } catch {
                pack.fail(line, error.reason)
            }
        }
    }

    /// `{"text", "correct", "incorrect": [...], "category"?, "difficulty"?}`
    private static func packEntry(_ value: JSONValue) throws(EntryProblem) -> PackEntry {
        let fields = try EntryFields(value)
        return PackEntry(
            text: try fields.string("text"), correct: try fields.string("correct"),
            incorrect: try fields.strings("incorrect"), category: try fields.optionalString("category"),
            difficulty: try fields.difficulty("difficulty")
        )
    }

    /// `{"question", "correct_answer", "incorrect_answers", "category", "difficulty", "type"}`, entity-escaped.
    private static func triviaEntry(_ value: JSONValue) throws(EntryProblem) -> PackEntry {
        let fields = try EntryFields(value)
        return PackEntry(
            text: HTMLEntities.decode(try fields.string("question")),
            correct: HTMLEntities.decode(try fields.string("correct_answer")),
            incorrect: try fields.strings("incorrect_answers").map(HTMLEntities.decode),
            category: try fields.optionalString("category").map(HTMLEntities.decode),
            difficulty: try fields.difficulty("difficulty")
        )
    }

    /// The line Foundation's parser names in its message ("… around line 3, column 5"), if it does.
    private static func errorLine(_ error: any Error) -> Int? {
        var text = "\(error)"
        while let range = text.range(of: "line ") {
            let digits = text[range.upperBound...].prefix(while: \.isNumber)
            if let line = Int(digits) { return line }
            text = String(text[range.upperBound...])
        }
        return nil
    }
}

/// Why one JSON entry cannot be read.
struct EntryProblem: Error {
    var reason: LocalizedText
}

/// The fields of one entry, each read with a reason when it is missing or of the wrong type.
private struct EntryFields {
    let object: [String: JSONValue]

    init(_ value: JSONValue) throws(EntryProblem) {
        guard let object = value.object else { throw EntryProblem(reason: Strings.importEntryNotObject) }
        self.object = object
    }

    func string(_ key: String) throws(EntryProblem) -> String {
        guard let value = object[key], value != .null else { throw EntryProblem(reason: Strings.importMissingField(key)) }
        guard let string = value.string else { throw EntryProblem(reason: Strings.importFieldNotText(key)) }
        return string
    }

    func optionalString(_ key: String) throws(EntryProblem) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard let string = value.string else { throw EntryProblem(reason: Strings.importFieldNotText(key)) }
        return string.nonBlank
    }

    func strings(_ key: String) throws(EntryProblem) -> [String] {
        guard let value = object[key], value != .null else { throw EntryProblem(reason: Strings.importMissingField(key)) }
        guard let strings = value.strings else { throw EntryProblem(reason: Strings.importFieldNotList(key)) }
        return strings
    }

    func difficulty(_ key: String) throws(EntryProblem) -> Difficulty? {
        guard let text = try optionalString(key) else { return nil }
        switch text.packDifficulty() {
        case .success(let difficulty): return difficulty
        case .failure(let problem): throw EntryProblem(reason: problem.reason)
        }
    }
}
