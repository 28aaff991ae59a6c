import QuizPlatform

/// Every command quizctl accepts, as data. Adding a command is one entry in
/// `root.subcommands` and its spec below.
enum CommandTree {
    static let helpCommandName = "help"

    static let root = CommandSpec(
        "quizctl",
        summary: Strings.Commands.rootSummary,
        options: [GlobalOption.version],
        subcommands: [play, add, importCommand, exportCommand, questions, history, stats, settings, sources, help],
        discussion: Strings.Commands.rootDiscussion
    )

    static let play = CommandSpec(
        "play",
        summary: Strings.Commands.playSummary,
        arguments: [
            ArgumentSpec(
                "MODE", help: Strings.Commands.playMode, isOptional: true,
                allowedValues: ModeKind.allCases.map(\.rawValue))
        ],
        options: [
            OptionSpec("source", valueName: "NAME", help: Strings.Commands.sourceOption),
            OptionSpec("count", valueName: "N", help: Strings.Commands.countOption),
            OptionSpec("category", valueName: "ID|NAME", help: Strings.Commands.categoryOption),
            OptionSpec(
                "difficulty", valueName: "LEVEL", help: Strings.Commands.playDifficultyOption,
                allowedValues: DifficultySetting.allCases.map(\.rawValue)),
            OptionSpec(
                "type", valueName: "TYPE", help: Strings.Commands.typeOption,
                allowedValues: ChoiceType.allCases.map(\.rawValue)),
            OptionSpec(
                "order", valueName: "ORDER", help: Strings.Commands.orderOption,
                allowedValues: OrderKind.allCases.map(\.rawValue)),
            OptionSpec("timer", valueName: "SECONDS", help: Strings.Commands.timerOption),
            OptionSpec("delay", valueName: "SECONDS", help: Strings.Commands.delayOption),
            OptionSpec("seed", valueName: "N", help: Strings.Commands.seedOption),
            OptionSpec("daily", help: Strings.Commands.dailyOption),
            OptionSpec("offline", help: Strings.Commands.offlineOption),
            OptionSpec("json", help: Strings.Commands.playJSONOption),
            OptionSpec("verbose", help: Strings.Commands.verboseOption),
        ],
        discussion: Strings.Commands.playDiscussion,
        examples: LocalizedText(
            verbatim: """
                quizctl play yesno
                quizctl play classic --category 9 --difficulty hard --count 5
                quizctl play millionaire --daily
                printf 'y\\nn\\n' | quizctl play yesno --count 2 --offline --json
                """)
    )

    static let add = CommandSpec(
        "add",
        summary: Strings.Commands.addSummary,
        options: [
            OptionSpec("text", valueName: "TEXT", help: Strings.Commands.textOption),
            OptionSpec("correct", valueName: "ANSWER", help: Strings.Commands.correctOption),
            OptionSpec("wrong", valueName: "ANSWER", help: Strings.Commands.wrongOption, repeatable: true),
            OptionSpec("category", valueName: "NAME", help: Strings.Commands.addCategoryOption),
            OptionSpec(
                "difficulty", valueName: "LEVEL", help: Strings.Commands.addDifficultyOption,
                allowedValues: Difficulty.allCases.map(\.rawValue)),
        ],
        discussion: Strings.Commands.addDiscussion,
        examples: LocalizedText(
            verbatim: """
                quizctl add
                quizctl add --text "Which planet is largest?" --correct Jupiter --wrong Mars --wrong Venus --wrong Earth
                """)
    )

    static let questions = CommandSpec(
        "questions",
        summary: Strings.Commands.questionsSummary,
        options: [json],
        subcommands: [
            CommandSpec(
                "remove", aliases: ["rm"],
                summary: Strings.Commands.questionsRemoveSummary,
                arguments: [ArgumentSpec("ID", help: Strings.Commands.questionID)])
        ]
    )

    /// `--json` where it means "print JSON instead of text".
    static let json = OptionSpec("json", help: Strings.Commands.jsonOption)
}
