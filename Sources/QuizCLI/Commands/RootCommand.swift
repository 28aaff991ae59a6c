@preconcurrency import Glibc
import QuizPlatform

/// `quizctl` itself: the root of the command tree. Alone, it opens the main
/// menu on a terminal; elsewhere there is no one to show a menu to, so it
/// prints its help on standard error and fails as a usage error.
struct RootCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "quizctl",
            summary: Strings.Commands.rootSummary,
            options: [GlobalOption.version],
            subcommands: [
                PlayCommand.self, HostCommand.self, AddCommand.self, ImportCommand.self, ExportCommand.self, QuestionsCommand.self,
                DecksCommand.self,
                HistoryCommand.self, StatsCommand.self, DataCommand.self, ReviewCommand.self, SettingsCommand.self, SourcesCommand.self,
                MoviesCommand.self,
                CompletionCommand.self, HelpCommand.self, CompleteCommand.self,
            ],
            discussion: Strings.Commands.rootDiscussion
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        guard console.isInteractive else {
            console.write(HelpFormatter().help(path: [], language: console.language, width: console.width), to: .error)
            throw SilentExit(status: .usage)
        }
        // The app takes the alternate screen and gives the shell its own back
        // however it ends: here, at exit, or on a signal (TerminalSession).
        console.terminal.useAlternateScreen(true)
        defer { console.terminal.useAlternateScreen(false) }
        var menu = MainMenu(environment: environment)
        try await menu.run()
    }
}
