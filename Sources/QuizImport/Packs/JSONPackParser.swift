import FoundationEssentials
import QuizPlatform

/// Reads the pack JSON of CLI.md (`{"questions": [...]}`), Open Trivia
/// DB's response (`{"response_code": 0, "results": [...]}`) and The Trivia
/// API's (v2: a list of `{"question": {"text"}, "correctAnswer", …}`), entry by entry.
enum JSONPackParser {
    static func parse(_ text: String) -> ParsedPack {
        var pack = ParsedPack()
        let root: JSONValue
        if let parsed = JSONValueParser.parse(text) {
            root = parsed
        } else {
            do {
                root = try JSONCoding.decoder().decode(JSONValue.self, from: Data(text.utf8))
            } catch {
                pack.fail(errorLine(error) ?? 1, Strings.importNotJSON)
                return pack
            }
        }
        // The Trivia API's list; another list is no pack shape.
        if let list = root.array,
            list.contains(where: { $0.object?["correctAnswer"] != nil || $0.object?["incorrectAnswers"] != nil })
        {
            let lines = JSONElementLines.lines(ofRootArrayIn: text)
            for (index, element) in list.enumerated() {
                let line = index < lines.count ? lines[index] : 1
                do throws(EntryProblem) {
                    pack.add(try triviaAPIEntry(element), at: line)
                } catch {
                    pack.fail(line, error.reason)
                }
            }
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
            // A saved response may have asked for any `encode`: found from the results, then every field decoded.
            let encoding = detectEncoding(results)
            readEntries(results, key: "results", in: text, into: &pack) { value throws(EntryProblem) in
                try triviaEntry(value, encoding: encoding)
            }
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

    /// `{"text", "correct", "incorrect": [...], "category"?, "difficulty"?, "explanation"?}`
    static func packEntry(_ value: JSONValue) throws(EntryProblem) -> PackEntry {
        let fields = try EntryFields(value)
        return PackEntry(
            text: try fields.string("text"), correct: try fields.string("correct"),
            incorrect: try fields.strings("incorrect"), category: try fields.optionalString("category"),
            difficulty: try fields.difficulty("difficulty"), explanation: try fields.optionalString("explanation")
        )
    }

    /// `{"question", "correct_answer", "incorrect_answers", "category", "difficulty", "type"}`,
    /// each field in `encoding` (HTML entities unless the request asked for another).
    private static func triviaEntry(_ value: JSONValue, encoding: ResponseEncoding) throws(EntryProblem) -> PackEntry {
        let fields = try EntryFields(value)
        func decoded(_ key: String, _ field: String) throws(EntryProblem) -> String {
            guard let text = encoding.decode(field) else {
                throw EntryProblem(reason: Strings.importBadlyEncoded(key, encoding: encoding.name))
            }
            return text
        }
        var incorrect: [String] = []
        for field in try fields.strings("incorrect_answers") { incorrect.append(try decoded("incorrect_answers", field)) }
        let category = try fields.optionalString("category")
        let difficulty = try fields.optionalString("difficulty")
        return PackEntry(
            text: try decoded("question", try fields.string("question")),
            correct: try decoded("correct_answer", try fields.string("correct_answer")),
            incorrect: incorrect,
            category: try category.map { (field) throws(EntryProblem) in try decoded("category", field) },
            difficulty: try difficultyValue(difficulty.map { encoding.decode($0) ?? $0 })
        )
    }

    /// The Trivia API v2: `{"question": {"text": …}, "correctAnswer", "incorrectAnswers",
    /// "category": "film_and_tv", "difficulty", "type": "text_choice"}`.
    private static func triviaAPIEntry(_ value: JSONValue) throws(EntryProblem) -> PackEntry {
        guard let object = value.object, let correct = object["correctAnswer"]?.string,
            let incorrect = object["incorrectAnswers"]?.strings,
            let text = object["question"]?.object?["text"]?.string ?? object["question"]?.string
        else { throw EntryProblem(reason: Strings.importTriviaAPIEntry) }
        let category = object["category"]?.string.map(triviaAPICategory)
        return PackEntry(
            text: text, correct: correct, incorrect: incorrect, category: category,
            difficulty: try difficultyValue(object["difficulty"]?.string))
    }

    /// "film_and_tv" as a name: "Film & TV".
    private static func triviaAPICategory(_ slug: String) -> String {
        slug.split(separator: "_").map { word in
            switch word {
            case "and": "&"
            case "tv": "TV"
            default: word.prefix(1).uppercased() + word.dropFirst()
            }
        }.joined(separator: " ")
    }

    private static func difficultyValue(_ text: String?) throws(EntryProblem) -> Difficulty? {
        guard let text else { return nil }
        switch text.packDifficulty() {
        case .success(let difficulty): return difficulty
        case .failure(let problem): throw EntryProblem(reason: problem.reason)
        }
    }

    /// The encoding of Open Trivia DB results, from their `type` fields and texts.
    private static func detectEncoding(_ results: JSONValue) -> ResponseEncoding {
        var types: [String] = []
        var texts: [String] = []
        for element in results.array ?? [] {
            guard let object = element.object else { continue }
            if let type = object["type"]?.string { types.append(type) }
            for key in ["question", "correct_answer", "category"] {
                if let text = object[key]?.string { texts.append(text) }
            }
            texts += object["incorrect_answers"]?.strings ?? []
        }
        return ResponseEncoding.detect(types: types, texts: texts)
    }

    /// The line Foundation's parser names in its message ("… around line 3, column 5"), if it does.
    private static func errorLine(_ error: any Error) -> Int? {
        var text = "\(error)"
        while let range = text.firstRange(ofLiteral: "line ") {
            let digits = text[range.upperBound...].prefix(while: \.isNumber)
            if let line = Int(digits) { return line }
            text = String(text[range.upperBound...])
        }
        return nil
    }
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
