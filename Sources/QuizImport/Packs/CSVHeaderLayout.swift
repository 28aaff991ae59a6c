import FoundationEssentials
import QuizPlatform

/// The columns of a CSV pack as its header row names them. Spreadsheets and
/// quiz tools write their own headers: quizctl's (`text,correct,incorrect1,…`),
/// a question with lettered options and an answer key (`question,A,B,C,D,answer`),
/// Kahoot's template (`Question - max 120 characters,Answer 1 - …,Time limit (sec),
/// Correct answer(s) - …`). Each is mapped by its names; a header that names
/// something else is refused, never guessed at, so a right answer is never
/// taken from the wrong column.
struct CSVHeaderLayout: Sendable {
    /// What one named column holds.
    enum Column: Hashable {
        case text
        /// "answer", "correct", "correct answer", "key": the right answer's text,
        /// or, beside option columns, which option is right.
        case answer
        /// An option column, by position: A or 1 is 0.
        case option(Int)
        case incorrect
        case category
        case difficulty
        /// Known to the tools that write it and of no use to a quiz (Kahoot's time limit).
        case ignored
    }

    /// Where the right answer is.
    enum Answer: Sendable {
        /// The column holds the right answer's text; `incorrect` hold the wrong ones.
        case text(column: Int, incorrect: [Int])
        /// The column names one of `options` (columns in option order) by letter, number or text.
        case key(column: Int, options: [Int])
    }

    var width: Int
    var text: Int
    var answer: Answer
    var category: Int?
    var difficulty: Int?

    /// quizctl's own header, `text,correct,…` in its order: its rows are read by
    /// position, as before headers were read by name.
    static func isQuizctlHeader(_ fields: [String]) -> Bool {
        let names = fields.map { $0.trimmingSpaces().lowercased() }
        return names.count >= 2 && CSVPackParser.columns.starts(with: names)
    }

    /// The first record is a header when it names a question column and at least one other known column.
    static func isHeader(_ fields: [String]) -> Bool {
        let columns = fields.map { column(named: $0) }
        return columns.contains(.text) && columns.count(where: { $0 != nil && $0 != .text }) >= 1
    }

    /// The layout a header names, or why it cannot be read.
    static func layout(of fields: [String]) -> Result<CSVHeaderLayout, EntryProblem> {
        var found: [(index: Int, column: Column)] = []
        for (index, name) in fields.enumerated() {
            guard let column = column(named: name) else {
                return .failure(EntryProblem(reason: Strings.importCSVUnknownColumn(name.terminalSafe.clipped())))
            }
            found.append((index, column))
        }
        func indexes(_ column: Column) -> [Int] { found.filter { $0.column == column }.map(\.index) }
        let options = found.compactMap { item -> (position: Int, index: Int)? in
            if case .option(let position) = item.column { (position, item.index) } else { nil }
        }
        let texts = indexes(.text)
        let answers = indexes(.answer)
        let categories = indexes(.category)
        let difficulties = indexes(.difficulty)
        guard texts.count == 1, answers.count == 1, categories.count <= 1, difficulties.count <= 1,
            Set(options.map(\.position)).count == options.count
        else { return .failure(EntryProblem(reason: Strings.importCSVHeaderLayout)) }
        let answer: Answer
        if options.isEmpty {
            guard !indexes(.incorrect).isEmpty else { return .failure(EntryProblem(reason: Strings.importCSVHeaderLayout)) }
            answer = .text(column: answers[0], incorrect: indexes(.incorrect))
        } else {
            guard indexes(.incorrect).isEmpty, options.count >= 2,
                options.map(\.position).sorted() == Array(0..<options.count)
            else { return .failure(EntryProblem(reason: Strings.importCSVHeaderLayout)) }
            answer = .key(column: answers[0], options: options.sorted { $0.position < $1.position }.map(\.index))
        }
        return .success(
            CSVHeaderLayout(width: fields.count, text: texts[0], answer: answer, category: categories.first, difficulty: difficulties.first)
        )
    }

    /// The entry of one row: trailing empty columns may be left out, extra ones are an error.
    func entry(from row: [String]) -> Result<PackEntry, EntryProblem> {
        guard row.count <= width else { return .failure(EntryProblem(reason: Strings.importCSVWiderThanHeader(row.count, header: width))) }
        let fields = row + Array(repeating: "", count: width - row.count)
        var difficulty: Difficulty?
        if let column = self.difficulty {
            switch fields[column].packDifficulty() {
            case .success(let value): difficulty = value
            case .failure(let problem): return .failure(EntryProblem(reason: problem.reason))
            }
        }
        let category = self.category.flatMap { fields[$0].nonBlank }
        switch answer {
        case .text(let column, let incorrect):
            return .success(
                PackEntry(
                    text: fields[text], correct: fields[column], incorrect: incorrect.map { fields[$0] }, category: category,
                    difficulty: difficulty))
        case .key(let column, let optionColumns):
            let options = optionColumns.map { fields[$0] }
            switch Self.chosen(fields[column], among: options) {
            case .failure(let problem): return .failure(problem)
            case .success(let index):
                var wrong = options
                let right = wrong.remove(at: index)
                return .success(PackEntry(text: fields[text], correct: right, incorrect: wrong, category: category, difficulty: difficulty))
            }
        }
    }

    /// The option an answer key names: a letter (A, b), a number from 1, or the option's own text.
    static func chosen(_ key: String, among options: [String]) -> Result<Int, EntryProblem> {
        let value = key.trimmingSpaces()
        let last = String(UnicodeScalar(UInt8(ascii: "A") + UInt8(options.count - 1)))
        let notAnOption = EntryProblem(reason: Strings.importCSVAnswerKey(value.terminalSafe.clipped(), last: last, count: options.count))
        if value.contains(",") || value.contains(";") {
            return .failure(EntryProblem(reason: Strings.importCSVSeveralAnswers(value.terminalSafe.clipped())))
        }
        let index: Int?
        if value.count == 1, let scalar = value.uppercased().unicodeScalars.first, ("A"..."Z").contains(scalar) {
            index = Int(scalar.value - Unicode.Scalar("A").value)
        } else if let number = Int(value) {
            index = number - 1
        } else {
            let matches = options.indices.filter {
                QuestionBuilder.normalized(options[$0]) == QuestionBuilder.normalized(value) && !value.isEmpty
            }
            index = matches.count == 1 ? matches[0] : nil
        }
        guard let index, options.indices.contains(index) else { return .failure(notAnOption) }
        guard !options[index].trimmingSpaces().isEmpty else {
            return .failure(EntryProblem(reason: Strings.importCSVAnswerEmptyOption(value.terminalSafe.clipped())))
        }
        return .success(index)
    }

    /// What a header name means, ignoring case, `_`/`-`, a Kahoot-style " - max N characters"
    /// (any dash) and anything in parentheses; nil for a name no known layout uses.
    static func column(named name: String) -> Column? {
        let key = normalized(name)
        switch key {
        case "text", "question", "question text", "questiontext", "prompt": return .text
        case "correct", "answer", "correct answer", "correct answers", "correctanswer", "right answer", "correct option", "key",
            "answer key":
            return .answer
        case "category", "topic", "subject": return .category
        case "difficulty", "level": return .difficulty
        case "time limit", "time limit sec", "time": return .ignored
        default: break
        }
        if key.count == 1, let position = optionPosition(key) { return .option(position) }
        for prefix in ["option ", "choice ", "answer "] where key.hasPrefix(prefix) {
            if let position = optionPosition(String(key.dropFirst(prefix.count))) { return .option(position) }
        }
        let incorrectNames = ["incorrect", "wrong", "incorrect answer", "wrong answer", "incorrect answers"]
        let stem = key.trimmingSpaces(andAlso: { $0.properties.generalCategory == .decimalNumber })
        if incorrectNames.contains(stem), key.count - stem.count <= 2 { return .incorrect }
        return nil
    }

    /// "a"…"f" or "1"…"6" as a position from 0.
    private static func optionPosition(_ text: String) -> Int? {
        if let number = Int(text), (1...6).contains(number) { return number - 1 }
        guard text.count == 1, let scalar = text.unicodeScalars.first, ("a"..."f").contains(scalar) else { return nil }
        return Int(scalar.value - Unicode.Scalar("a").value)
    }

    private static func normalized(_ name: String) -> String {
        var key = name.lowercased()
        for dash in [" - ", " – ", " — "] {
            if let found = key.firstRange(ofLiteral: dash) { key = String(key[..<found.lowerBound]) }
        }
        while let open = key.firstIndex(of: "("), let close = key[open...].firstIndex(of: ")") { key.removeSubrange(open...close) }
        key = key.replacingEvery("_", with: " ").replacingEvery("-", with: " ")
        key = key.trimmingSpaces(andAlso: { $0 == ":" || $0 == "." })
        return key.split(separator: " ").joined(separator: " ")
    }
}
