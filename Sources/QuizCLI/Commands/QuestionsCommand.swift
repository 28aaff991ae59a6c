import QuizPlatform

/// `quizctl questions`: your own questions, one a line, or as JSON.
struct QuestionsCommand: Command {
    static let configuration = CommandConfiguration(
        "questions",
        summary: Strings.Commands.questionsSummary,
        options: [CommonOptions.json],
        subcommands: [QuestionsRemoveCommand.self]
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let questions = try environment.stores.questions.load().questions
        if arguments[CommonOptions.json] {
            console.print(try JSONOutput.string(questions.map(QuestionListing.init)))
            return
        }
        guard !questions.isEmpty else {
            console.print(Strings.noQuestionsYet)
            return
        }
        for question in questions {
            let entry = question.entry
            // The file may have been edited by hand: every field is outside text.
            var facts = [entry.category, entry.difficulty.map { Strings.difficultyName($0)(console.language) }].compactMap {
                $0?.terminalSafe
            }
            facts.insert(console.style.green(entry.correct.terminalSafe), at: 0)
            console.print(
                "\(console.style.dim(String(question.id.uuidString.prefix(8))))  \(entry.text.terminalSafe)  "
                    + facts.joined(separator: " · "))
        }
    }
}
