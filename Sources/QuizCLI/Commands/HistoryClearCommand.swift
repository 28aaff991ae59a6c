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
    /// the player said no.
    @MainActor @discardableResult
    static func clear(_ stores: DataStores, console: Console, skippingConfirmation: Bool) throws -> Bool {
        guard Confirmation(console: console, skipped: skippingConfirmation).asks(Strings.confirmClearHistory) else { return false }
        console.print(try clearAsked(stores))
        return true
    }

    /// Clears a history the player agreed to lose, and says so: the menus'
    /// Results ask on their own screen, then come here.
    static func clearAsked(_ stores: DataStores) throws -> LocalizedText {
        try stores.clearHistory()
        return Strings.historyCleared
    }
}
