import QuizPlatform
import QuizStore

/// `quizctl history delete ID` (alias `rm`): forgets one game, after asking on a terminal.
struct HistoryDeleteCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "delete", aliases: ["rm"],
            summary: Strings.Commands.historyDeleteSummary,
            arguments: [CommonOptions.gameID],
            options: [CommonOptions.yes]
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        // An index built now, its lines checked, serves the delete too, which writes the new file's.
        let game = try environment.stores.history.find(idPrefix: arguments[CommonOptions.gameID])
        try Self.delete(game, from: environment.stores, console: environment.console, skippingConfirmation: arguments[CommonOptions.yes])
    }

    /// Asks (on a terminal, unless skipped), deletes and says so; false when
    /// the player said no.
    @MainActor @discardableResult
    static func delete(_ game: GameRecord, from stores: DataStores, console: Console, skippingConfirmation: Bool) throws -> Bool {
        let question = Strings.confirmDeleteGame(HistoryTable.describe(game, language: console.language))
        guard Confirmation(console: console, skipped: skippingConfirmation).asks(question) else { return false }
        console.print(try deleteAsked(game, from: stores))
        return true
    }

    /// Deletes a game the player agreed to lose, and says so: the menus'
    /// Results ask on their own screen, then come here.
    static func deleteAsked(_ game: GameRecord, from stores: DataStores) throws -> LocalizedText {
        try stores.deleteGame(id: game.id)
        return Strings.gameDeleted(HistoryTable.shortID(game.id))
    }
}
