import Foundation
import QuizPlatform

/// `quizctl add`: one question from flags, or from a form (on a terminal) or
/// from lines (text, right answer, wrong answers, blank line) on standard input.
@MainActor
struct AddCommand {
    let arguments: ParsedArguments
    let stores: DataStores
    let console: Console

    func run() throws {
        let saved: [CustomQuestion]
        if arguments.string("text") != nil || arguments.string("correct") != nil || !arguments.strings("wrong").isEmpty {
            let draft = PackEntry(
                text: arguments.string("text") ?? "", correct: arguments.string("correct") ?? "",
                incorrect: arguments.strings("wrong"), category: arguments.string("category"),
                difficulty: try arguments.choice("difficulty", as: Difficulty.self)
            )
            saved = try Self.save([draft], to: stores)
        } else if console.isInteractive {
            saved = try QuestionBuilderScreen(console: console, stores: stores).run()
        } else {
            saved = try Self.save(try DraftReader(readLine: console.terminal.readLine).readAll(), to: stores)
        }
        Self.report(saved, on: console)
    }

    /// "Added 1A2B3C4D: …" for each saved question, or that nothing changed.
    static func report(_ saved: [CustomQuestion], on console: Console) {
        if saved.isEmpty { console.print(Strings.nothingChanged) }
        for question in saved { console.print(Strings.questionAdded(String(question.id.uuidString.prefix(8)), question.entry.text)) }
    }

    /// Validates the drafts against each other and the saved questions, then
    /// saves them all at once under the file's lock, or none.
    static func save(_ drafts: [PackEntry], to stores: DataStores) throws -> [CustomQuestion] {
        try stores.questions.update { bank in
            var builder = QuestionBuilder(existing: bank.questions.map(\.entry))
            for draft in drafts { builder.add(draft) }
            switch builder.build() {
            case .failure(let failure):
                throw CommandFailure(
                    Strings.questionRejected(
                        failure.problems.map { item in
                            drafts.count > 1 ? Strings.numberedProblem(item.number, item.problem.message) : item.problem.message
                        }))
            case .success(let entries):
                let added = entries.map { CustomQuestion(entry: $0, createdAt: Date()) }
                bank.questions += added
                return added
            }
        }
    }

}

/// Questions typed on standard input, one field per line, a blank line
/// between questions: either `text:`, `correct:`, `wrong:` (repeated),
/// `category:`, `difficulty:` lines, or plainly the text, the right answer and
/// one to three wrong answers.
struct DraftReader {
    let readLine: (Double?) -> LineEvent

    func readAll() throws -> [PackEntry] {
        var drafts: [PackEntry] = []
        var block: [String] = []
        while true {
            let event = readLine(nil)
            if case .line(let line) = event, !line.trimmingCharacters(in: .whitespaces).isEmpty {
                block.append(line)
                continue
            }
            if !block.isEmpty { drafts.append(try Self.draft(from: block)) }
            block = []
            if case .line = event { continue }
            guard !drafts.isEmpty else { throw CommandFailure(Strings.addNeedsLines) }
            return drafts
        }
    }

    static let keys = ["text", "correct", "wrong", "category", "difficulty"]

    static func draft(from lines: [String]) throws -> PackEntry {
        let keyed = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard keys.contains(key) else { return nil }
            return (key, line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        if keyed.count == lines.count {
            func value(_ key: String) -> String? { keyed.last { $0.0 == key }?.1 }
            return PackEntry(
                text: value("text") ?? "", correct: value("correct") ?? "",
                incorrect: keyed.filter { $0.0 == "wrong" }.map(\.1), category: value("category"),
                difficulty: value("difficulty").flatMap { Difficulty(rawValue: $0.lowercased()) }
            )
        }
        guard lines.count >= 3 else { throw CommandFailure(Strings.addNeedsLines) }
        return PackEntry(text: lines[0], correct: lines[1], incorrect: Array(lines[2...]))
    }
}

/// `quizctl questions`: your own questions, and removing one.
@MainActor
struct QuestionsCommand {
    let stores: DataStores
    let console: Console

    func list(json: Bool) throws {
        let questions = try stores.questions.load().questions
        if json {
            console.print(try JSONOutput.string(questions.map(QuestionListing.init)))
            return
        }
        guard !questions.isEmpty else {
            console.print(Strings.noQuestionsYet)
            return
        }
        for question in questions {
            let entry = question.entry
            var facts = [entry.category, entry.difficulty?.rawValue].compactMap { $0 }
            facts.insert(console.style.green(entry.correct.terminalSafe), at: 0)
            console.print(
                "\(console.style.dim(String(question.id.uuidString.prefix(8))))  \(entry.text.terminalSafe)  "
                    + facts.joined(separator: " · "))
        }
    }

    func remove(_ idPrefix: String) throws {
        let removed = try stores.questions.update { bank -> CustomQuestion in
            let matches = bank.questions.filter { $0.id.uuidString.lowercased().hasPrefix(idPrefix.lowercased()) }
            guard !idPrefix.isEmpty, let match = matches.first else { throw CommandFailure(Strings.questionNotFound(idPrefix)) }
            guard matches.count == 1 else { throw CommandFailure(Strings.questionIDAmbiguous(idPrefix, matches.count)) }
            bank.questions.removeAll { $0.id == match.id }
            return match
        }
        console.print(Strings.questionRemoved(removed.entry.text.terminalSafe))
    }
}

/// One element of `questions --json`: the pack entry with its ID.
struct QuestionListing: Encodable {
    let question: CustomQuestion

    init(_ question: CustomQuestion) { self.question = question }

    private enum CodingKeys: String, CodingKey { case id, text, correct, incorrect, category, difficulty, createdAt }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(question.id, forKey: .id)
        try c.encode(question.entry.text, forKey: .text)
        try c.encode(question.entry.correct, forKey: .correct)
        try c.encode(question.entry.incorrect, forKey: .incorrect)
        try c.encode(question.entry.category, forKey: .category)
        try c.encode(question.entry.difficulty, forKey: .difficulty)
        try c.encode(question.createdAt, forKey: .createdAt)
    }
}
