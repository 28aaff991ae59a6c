import QuizPlatform

/// `quizctl settings`: every setting and its value.
struct SettingsCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "settings",
            summary: Strings.Commands.settingsSummary,
            subcommands: [SettingsGetCommand.self, SettingsSetCommand.self],
            discussion: Strings.Commands.settingsKeys
        )
    }

    /// KEY of `settings get` and `settings set`.
    static let key = Argument<SettingKey>.requiredChoice("KEY", as: SettingKey.self, help: Strings.Commands.settingKey)

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let settings = try environment.stores.settings.load()
        var header = [console.text(Strings.columnKey), console.text(Strings.columnValue)]
        var rows = SettingKey.allCases.map { [$0.rawValue, $0.value(in: settings)] }
        // The values are what `settings set` takes; where the player's language
        // words them differently, say what they mean.
        let meanings = SettingKey.allCases.map { console.text($0.displayValue(in: settings)) }
        if zip(rows, meanings).contains(where: { $0[1] != $1 }) {
            header.append(console.text(Strings.columnMeaning))
            rows = zip(rows, meanings).map { $0 + [$1] }
        }
        for line in TextTable(header: header, rows: rows).lines {
            console.print(line)
        }
    }
}
