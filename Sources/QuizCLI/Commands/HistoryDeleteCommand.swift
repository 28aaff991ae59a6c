import QuizPlatform

/// `quizctl history delete ID` (alias `rm`): forgets one game, after asking on a terminal.
struct HistoryDeleteCommand: Command {
    static let configuration = CommandConfiguration(
        "delete", aliases: ["rm"],
        summary: Strings.Commands.historyDeleteSummary,
        arguments: [CommonOptions.gameID],
        options: [CommonOptions.yes]
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let history = environment.stores.history
        // The delete rewrites the history, so an index built now would be stale at once.
        let game = try history.find(idPrefix: arguments[CommonOptions.gameID], buildingIndex: false)
        let question = Strings.confirmDeleteGame(HistoryTable.describe(game, language: console.language))
        guard Confirmation(console: console, skipped: arguments[CommonOptions.yes]).asks(question) else { return }
        try environment.stores.deleteGame(id: game.id)
        console.print(Strings.gameDeleted(HistoryTable.shortID(game.id)))
    }
}
