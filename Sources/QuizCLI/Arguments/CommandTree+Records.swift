import QuizPlatform

/// The commands that read and manage what the player has done, and the setup ones.
extension CommandTree {
    static let history = CommandSpec(
        "history",
        summary: Strings.Commands.historySummary,
        options: [
            OptionSpec("limit", valueName: "N", help: Strings.Commands.limitOption),
            modeFilter,
            json,
        ],
        subcommands: [
            CommandSpec(
                "show",
                summary: Strings.Commands.historyShowSummary,
                arguments: [gameID],
                options: [json],
                discussion: Strings.Commands.historyShowDiscussion),
            CommandSpec(
                "delete", aliases: ["rm"],
                summary: Strings.Commands.historyDeleteSummary,
                arguments: [gameID],
                options: [yes]),
            CommandSpec("clear", summary: Strings.Commands.historyClearSummary, options: [yes]),
        ],
        discussion: Strings.Commands.historyDiscussion
    )

    static let stats = CommandSpec(
        "stats",
        summary: Strings.Commands.statsSummary,
        options: [modeFilter, json],
        discussion: Strings.Commands.statsDiscussion
    )

    static let settings = CommandSpec(
        "settings",
        summary: Strings.Commands.settingsSummary,
        subcommands: [
            CommandSpec(
                "get",
                summary: Strings.Commands.settingsGetSummary,
                arguments: [settingKey],
                discussion: Strings.Commands.settingsKeys),
            CommandSpec(
                "set",
                summary: Strings.Commands.settingsSetSummary,
                arguments: [settingKey, ArgumentSpec("VALUE", help: Strings.Commands.settingValue)],
                discussion: Strings.Commands.settingsKeys,
                examples: LocalizedText(
                    verbatim: """
                        quizctl settings set feedback-delay 0.5
                        quizctl settings set language ru
                        """)),
        ],
        discussion: Strings.Commands.settingsKeys
    )

    static let sources = CommandSpec(
        "sources",
        summary: Strings.Commands.sourcesSummary,
        options: [json],
        discussion: Strings.Commands.sourcesDiscussion
    )

    static let help = CommandSpec(
        helpCommandName,
        summary: Strings.Commands.helpSummary,
        arguments: [ArgumentSpec("COMMAND", help: Strings.Commands.helpCommand, isOptional: true, isVariadic: true)]
    )

    private static let modeFilter = OptionSpec(
        "mode", valueName: "MODE", help: Strings.Commands.modeFilterOption,
        allowedValues: ModeKind.allCases.map(\.rawValue))

    private static let gameID = ArgumentSpec("ID", help: Strings.Commands.gameID)

    private static let yes = OptionSpec("yes", help: Strings.Commands.yesOption)

    private static let settingKey = ArgumentSpec(
        "KEY", help: Strings.Commands.settingKey, allowedValues: SettingKey.allCases.map(\.rawValue))
}
