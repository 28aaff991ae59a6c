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
        let pieceSize = 1 << 16
        var count = 0
        func write(_ bytes: [UInt8]) { console.write(String(decoding: bytes, as: UTF8.self), to: .output) }
        if arguments[CommonOptions.json] {
            var json = JSONWriter(.pretty, capacity: pieceSize + 4096, depth: 1)
            json.raw("[")
            try environment.stores.questions.forEachQuestion { question in
                json.startStreamedElement(first: count == 0, depth: 0)
                QuestionListing(question).write(to: &json)
                count += 1
                try json.flush(ifAtLeast: pieceSize, to: write)
            }
            json.closeStreamedArray(depth: 0, empty: count == 0)
            json.raw("\n")
            try json.flush(to: write)
            return
        }
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
