import QuizPlatform

/// `quizctl settings get KEY`: one setting's value, alone on a line for scripts.
struct SettingsGetCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "get",
            summary: Strings.Commands.settingsGetSummary,
            arguments: [SettingsCommand.key],
            discussion: Strings.Commands.settingsKeys
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        environment.console.print(arguments[SettingsCommand.key].value(in: try environment.stores.settings.load()))
    }
}
