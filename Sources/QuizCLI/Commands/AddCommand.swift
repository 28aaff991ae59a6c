import FoundationEssentials
import QuizPlatform
import QuizStore

/// `quizctl add`: one question from flags, or from a form (on a terminal) or
/// from lines (text, right answer, wrong answers, blank line) on standard input.
struct AddCommand: Command {
    static let text = Option<String?>.text("text", valueName: "TEXT", help: Strings.Commands.textOption)
    static let correct = Option<String?>.text("correct", valueName: "ANSWER", help: Strings.Commands.correctOption)
    static let wrong = Option<[String]>.repeatable("wrong", valueName: "ANSWER", help: Strings.Commands.wrongOption)
    static let category = Option<String?>.text("category", valueName: "NAME", help: Strings.Commands.addCategoryOption)
    static let difficulty = Option<Difficulty?>.choice(
        "difficulty", valueName: "LEVEL", as: Difficulty.self, help: Strings.Commands.addDifficultyOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "add",
            summary: Strings.Commands.addSummary,
            options: [text, correct, wrong, category, difficulty],
            discussion: Strings.Commands.addDiscussion,
            examples: Strings.Commands.addExamples
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let stores = environment.stores
        let saved: [CustomQuestion]
        if let draft {
            saved = try Self.save([draft], to: stores, at: environment.clock.now())
        } else if console.isInteractive {
            saved = try writeQuestions(in: environment)
        } else {
            let drafts = try DraftReader(readLine: console.terminal.readLine).readAll()
            saved = try Self.save(drafts, to: stores, at: environment.clock.now())
        }
        Self.report(saved, on: console)
    }

    /// The questions written on a terminal and saved; none when the player gave up.
    @MainActor private func writeQuestions(in environment: AppEnvironment) throws -> [CustomQuestion] {
        let stores = environment.stores
        let program = ScreenProgram(step: AddQuestionsScreen.update(_:_:facts:), draw: AddQuestionsScreen.view(_:facts:size:)) {
            $0.saving != nil || $0.cancelled
        }
        let existing = try stores.questions.load().questions.map(\.entry)
        let written = program.run(AddQuestionsState(existing: existing), on: environment.console, clock: environment.clock)
        guard let drafts = written.saving else { return [] }
        return try Self.save(drafts, to: stores, at: environment.clock.now())
    }

    /// The question given as options, or nil when none of its fields was given.
    private var draft: PackEntry? {
        let text = arguments[Self.text]
        let correct = arguments[Self.correct]
        let wrong = arguments[Self.wrong]
        guard text != nil || correct != nil || !wrong.isEmpty else { return nil }
        return PackEntry(
            text: text ?? "", correct: correct ?? "", incorrect: wrong, category: arguments[Self.category],
            difficulty: arguments[Self.difficulty])
    }

    /// "Added 1A2B3C4D: …" for each saved question, or that nothing changed.
    @MainActor static func report(_ saved: [CustomQuestion], on console: Console) {
        for line in reportLines(saved) { console.print(line) }
    }

    /// The report's lines: the menus' Add questions shows them in its frame.
    static func reportLines(_ saved: [CustomQuestion]) -> [LocalizedText] {
        guard !saved.isEmpty else { return [Strings.nothingChanged] }
        return saved.map { Strings.questionAdded(String($0.id.uuidString.prefix(8)), $0.entry.text) }
    }

    /// Validates the drafts against each other and the saved questions, then
    /// saves them all at once in one transaction, or none; each is dated
    /// `date`. Only the saved questions whose text could be the same are
    /// read, so adding one costs the same however many you have. A question
    /// saved by another process between the check and the save is refused
    /// as the check refuses it.
    static func save(_ drafts: [PackEntry], to stores: DataStores, at date: Date) throws -> [CustomQuestion] {
        let questions = stores.questions
        let added = try validated(drafts, by: QuestionBuilder(saved: questions, for: drafts)).map {
            CustomQuestion(entry: $0, createdAt: date)
        }
        try questions.add(added) { question, outcome in
            guard outcome == .added else {
                throw CommandFailure(Strings.questionRejected([QuestionProblem.duplicateQuestion(question.entry.text).message]))
            }
        }
        return added
    }

    /// Replaces the text and answers of question `id` with `draft`, checked
    /// by the same rules as a new question against all the others; the
    /// question keeps its ID, date and pack. Editing is rare, so every other
    /// question is read to check it against.
    static func replace(id: UUID, with draft: PackEntry, in stores: DataStores) throws -> CustomQuestion {
        let questions = stores.questions
        let notFound = CommandFailure(Strings.questionNotFound(String(id.uuidString.prefix(8))))
        guard var question = try questions.withIDPrefix(id.uuidString).first(where: { $0.id == id }) else { throw notFound }
        let others = try questions.all().filter { $0.id != id }
        question.entry = try validated([draft], by: QuestionBuilder(existing: others.map(\.entry)))[0]
        guard try questions.replace(question) else { throw notFound }
        return question
    }

    /// The drafts as the builder accepts them, or the problems of each as one failure.
    private static func validated(_ drafts: [PackEntry], by builder: QuestionBuilder) throws -> [PackEntry] {
        var builder = builder
        for draft in drafts { builder.add(draft) }
        switch builder.build() {
        case .failure(let failure):
            throw CommandFailure(
                Strings.questionRejected(
                    failure.problems.map { item in
                        drafts.count > 1 ? Strings.numberedProblem(item.number, item.problem.message) : item.problem.message
                    }))
        case .success(let entries):
            return entries
        }
    }
}
