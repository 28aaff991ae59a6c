import QuizPlatform

/// `quizctl settings set KEY VALUE`: changes one setting. What VALUE may be
/// depends on KEY (`SettingKey.allowed`), so `validate` checks it, not the parser.
struct SettingsSetCommand: Command {
    static let value = Argument<String>.required("VALUE", help: Strings.Commands.settingValue).completing(.dynamic(.settingValues))

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "set",
            summary: Strings.Commands.settingsSetSummary,
            arguments: [SettingsCommand.key, value],
            discussion: Strings.Commands.settingsKeys,
            examples: LocalizedText(
                verbatim: """
                    quizctl settings set feedback-delay 0.5
                    quizctl settings set language ru
                    """)
        )
    }

    let arguments: ParsedArguments

    /// VALUE must be one KEY accepts; checked on a scratch copy, before the file is touched.
    func validate() throws(UsageError) {
        let key = arguments[SettingsCommand.key]
        let raw = arguments[Self.value]
        var scratch = Settings()
        guard key.set(raw, in: &scratch) else {
            throw .invalidValue(option: key.rawValue, value: raw, expected: key.allowed, path: arguments.path)
        }
    }

    @MainActor func run(in environment: AppEnvironment) async throws {
        let key = arguments[SettingsCommand.key]
        let raw = arguments[Self.value]
        try environment.stores.settings.update { settings in _ = key.set(raw, in: &settings) }
        environment.console.note(Strings.settingSaved(key.rawValue, raw.lowercased()))
    }
}
