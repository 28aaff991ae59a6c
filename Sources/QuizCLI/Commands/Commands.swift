@preconcurrency import Glibc
import QuizPlatform

/// Which code runs for which command path. Each command is a small type in
/// this folder; its options and help live in `Arguments/CommandTree.swift`.
@MainActor
enum Commands {
    static func run(path: [String], arguments: ParsedArguments, environment: AppEnvironment) async throws {
        let game = environment.game
        let console = environment.console
        switch path {
        case []:
            guard console.isInteractive else {
                console.write(HelpFormatter().help(path: [], language: console.language, width: console.width), to: .error)
                throw SilentExit(status: .usage)
            }
            var menu = MainMenu(environment: environment)
            try await menu.run()
        case ["play"]: try await PlayCommand(arguments: arguments, environment: environment).run()
        case ["add"]: try AddCommand(arguments: arguments, stores: game.stores, console: console).run()
        case ["import"]: try await PackCommands(arguments: arguments, stores: game.stores, console: console).importFile()
        case ["export"]: try PackCommands(arguments: arguments, stores: game.stores, console: console).exportFile()
        case ["questions"]: try QuestionsCommand(stores: game.stores, console: console).list(json: arguments.flag("json"))
        case ["questions", "remove"]: try QuestionsCommand(stores: game.stores, console: console).remove(arguments.string("ID") ?? "")
        case ["history"]: try HistoryCommand(stores: game.stores, console: console).list(arguments)
        case ["history", "show"]: try HistoryCommand(stores: game.stores, console: console).show(arguments)
        case ["history", "delete"]: try HistoryCommand(stores: game.stores, console: console).delete(arguments)
        case ["history", "clear"]: try HistoryCommand(stores: game.stores, console: console).clear(arguments)
        case ["stats"]: try StatsCommand(stores: game.stores, console: console).run(arguments)
        case ["settings"]: try SettingsCommand(stores: game.stores, console: console).list()
        case ["settings", "get"]: try SettingsCommand(stores: game.stores, console: console).get(arguments)
        case ["settings", "set"]: try SettingsCommand(stores: game.stores, console: console).set(arguments)
        case ["sources"]:
            await SourcesCommand(registry: SourceCatalog.registry(in: environment), console: console).run(
                json: arguments.flag("json"))
        default: throw UsageError.unknownCommand(name: path.last ?? "", suggestion: nil, path: Array(path.dropLast()))
        }
    }
}
