import QuizPlatform

/// `quizctl settings`: every setting and its value.
struct SettingsCommand: Command {
    static let configuration = CommandConfiguration(
        "settings",
        summary: Strings.Commands.settingsSummary,
        subcommands: [SettingsGetCommand.self, SettingsSetCommand.self],
        discussion: Strings.Commands.settingsKeys
    )

    /// KEY of `settings get` and `settings set`.
    static let key = Argument<SettingKey>.requiredChoice("KEY", as: SettingKey.self, help: Strings.Commands.settingKey)

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let settings = try environment.stores.settings.load()
        let rows = SettingKey.allCases.map { [$0.rawValue, $0.value(in: settings)] }
        for line in TextTable(header: [console.text(Strings.columnKey), console.text(Strings.columnValue)], rows: rows).lines {
            console.print(line)
        }
    }
}
