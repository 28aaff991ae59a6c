import QuizPlatform

/// `quizctl history clear`: forgets every game, after asking on a terminal.
struct HistoryClearCommand: Command {
    static let configuration = CommandConfiguration(
        "clear",
        summary: Strings.Commands.historyClearSummary,
        options: [CommonOptions.yes]
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        guard Confirmation(console: console, skipped: arguments[CommonOptions.yes]).asks(Strings.confirmClearHistory) else { return }
        try environment.stores.clearHistory()
        console.print(Strings.historyCleared)
    }
}
