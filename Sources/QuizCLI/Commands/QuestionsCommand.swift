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
        // Streamed a question at a time, in pieces of about 64 KiB: listing
        // a hundred thousand questions holds one of them in memory.
        var output = ""
        var count = 0
        func flushIfFull() {
            guard output.utf8.count >= 1 << 16 else { return }
            console.write(output, to: .output)
            output = ""
        }
        let json = arguments[CommonOptions.json]
        if json { output = "[" }
        try environment.stores.questions.forEachQuestion { question in
            if json {
                var bytes = PrettyJSONWriter.elementPrefix(first: count == 0, indent: 0)
                PrettyJSONWriter.object(QuestionListing(question).members, indent: 2, into: &bytes)
                output += String(decoding: bytes, as: UTF8.self)
            } else {
                output += line(for: question, style: console.style, language: console.language) + "\n"
            }
            count += 1
            flushIfFull()
        }
        if json {
            output += String(decoding: PrettyJSONWriter.arrayClosing(indent: 0, empty: count == 0), as: UTF8.self) + "\n"
        } else if count == 0 {
            output = console.text(Strings.noQuestionsYet) + "\n"
        }
        console.write(output, to: .output)
    }

    private func line(for question: CustomQuestion, style: Style, language: Language) -> String {
        let entry = question.entry
        // The file may have been edited by hand: every field is outside text.
        var facts = [entry.category, entry.difficulty.map { Strings.difficultyName($0)(language) }].compactMap { $0?.terminalSafe }
        facts.insert(style.green(entry.correct.terminalSafe), at: 0)
        return "\(style.dim(String(question.id.uuidString.prefix(8))))  \(entry.text.terminalSafe)  " + facts.joined(separator: " · ")
    }
}
