import QuizPlatform

/// `quizctl history show ID`: one game in detail, every question with your
/// answer and the right one.
struct HistoryShowCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "show",
            summary: Strings.Commands.historyShowSummary,
            arguments: [CommonOptions.gameID],
            options: [CommonOptions.json],
            discussion: Strings.Commands.historyShowDiscussion
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let game = try environment.stores.history.find(idPrefix: arguments[CommonOptions.gameID])
        if arguments[CommonOptions.json] {
            console.print(try JSONOutput.string(writing: game))
            return
        }
        for line in GameReview(game: game, style: console.style).lines(console.language) { console.print(line) }
    }
}
