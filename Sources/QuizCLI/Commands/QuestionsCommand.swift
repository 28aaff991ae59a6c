import QuizPlatform

/// `quizctl questions`: your own questions, one a line, or as JSON.
struct QuestionsCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "questions",
            summary: Strings.Commands.questionsSummary,
            options: [CommonOptions.json],
            subcommands: [QuestionsRemoveCommand.self]
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        // Streamed a question at a time, in pieces of about 64 KiB: listing
        // a hundred thousand questions holds one of them in memory.
        func write(_ bytes: [UInt8]) { console.write(String(decoding: bytes, as: UTF8.self), to: .output) }
        if arguments[CommonOptions.json] {
            var listing = StreamedJSONArray(depth: 0)
            try environment.stores.questions.forEachQuestion { try listing.append(QuestionListing($0), to: write) }
            try listing.finish(to: write) { $0.raw("\n") }
            return
        }
        let pieceSize = 1 << 16
        var count = 0
        var output = ""
        try environment.stores.questions.forEachQuestion { question in
            output += line(for: question, style: console.style, language: console.language) + "\n"
            count += 1
            if output.utf8.count >= pieceSize {
                console.write(output, to: .output)
                output = ""
            }
        }
        if count == 0 { output = console.text(Strings.noQuestionsYet) + "\n" }
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
