import QuizPlatform
import QuizStore

/// `quizctl history clear`: forgets every game, after asking on a terminal.
struct HistoryClearCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "clear",
            summary: Strings.Commands.historyClearSummary,
            options: [CommonOptions.yes]
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        try Self.clear(environment.stores, console: environment.console, skippingConfirmation: arguments[CommonOptions.yes])
    }

    /// Asks (on a terminal, unless skipped), clears and says so; false when
    /// the player said no. The menus' Results clear the history through this too.
    @MainActor @discardableResult
    static func clear(_ stores: DataStores, console: Console, skippingConfirmation: Bool) throws -> Bool {
        guard Confirmation(console: console, skipped: skippingConfirmation).asks(Strings.confirmClearHistory) else { return false }
        try stores.clearHistory()
        console.print(Strings.historyCleared)
        return true
    }
}
