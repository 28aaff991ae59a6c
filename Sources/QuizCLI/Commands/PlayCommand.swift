import QuizPlatform

/// `quizctl play [MODE]`: reads the options and the mode, and hands them to a
/// `GamePlayer`. A new option is one line in `Options` and its use: a field
/// of `PlayOptions` filled in `options`, read where the game needs it.
struct PlayCommand: Command {
    static let mode = Argument<ModeKind?>.choice("MODE", as: ModeKind.self, help: Strings.Commands.playMode)

    /// Every `play` option, in the order help lists them.
    struct Options: OptionGroup {
        let source = Option<String?>.text("source", valueName: "NAME", help: Strings.Commands.sourceOption).completing(.dynamic(.sources))
        let count = Option<Int?>.integer("count", in: 1...50, help: Strings.Commands.countOption)
        let category = Option<String?>.text("category", valueName: "ID|NAME", help: Strings.Commands.categoryOption)
        let difficulty = Option<DifficultySetting?>.choice(
            "difficulty", valueName: "LEVEL", as: DifficultySetting.self, help: Strings.Commands.playDifficultyOption)
        let choiceType = Option<ChoiceType?>.choice("type", valueName: "TYPE", as: ChoiceType.self, help: Strings.Commands.typeOption)
        let order = Option<OrderKind?>.choice("order", valueName: "ORDER", as: OrderKind.self, help: Strings.Commands.orderOption)
        let timer = Option<Double?>.number("timer", valueName: "SECONDS", in: 0...3600, help: Strings.Commands.timerOption)
        let delay = Option<Double?>.number("delay", valueName: "SECONDS", in: 0...60, help: Strings.Commands.delayOption)
        let seed = Option<UInt64?>.value("seed", valueName: "N", as: .unsignedInteger, help: Strings.Commands.seedOption)
        let daily = Option<Bool>.flag("daily", help: Strings.Commands.dailyOption)
        let offline = Option<Bool>.flag("offline", help: Strings.Commands.offlineOption)
        let online = Option<Bool>.flag("online", help: Strings.Commands.onlineOption)
        let mistakes = Option<Bool>.flag("mistakes", help: Strings.Commands.mistakesOption)
        let json = Option<Bool>.flag("json", help: Strings.Commands.playJSONOption)
        let verbose = Option<Bool>.flag("verbose", help: Strings.Commands.verboseOption)
    }

    static let option = Options()

    static let configuration = CommandConfiguration(
        "play",
        summary: Strings.Commands.playSummary,
        arguments: [mode],
        options: Options.declared,
        discussion: Strings.Commands.playDiscussion,
        examples: LocalizedText(
            verbatim: """
                quizctl play yesno
                quizctl play classic --category 9 --difficulty hard --count 5
                quizctl play millionaire --daily
                quizctl play review
                quizctl play review --mistakes
                printf 'y\\nn\\n' | quizctl play yesno --count 2 --offline --json
                """)
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        guard let mode = try chooseMode(environment.console) else { return }
        var options = options
        // A mode picked from the menu gets the menu's start screen, unless options were given.
        if arguments[Self.mode] == nil, options == PlayOptions(), !arguments[Self.option.json] {
            guard let chosen = try StartScreen(environment: environment, mode: mode).run() else { return }
            options = chosen
        }
        try await GamePlayer(
            environment: environment, options: options, json: arguments[Self.option.json], verbose: arguments[Self.option.verbose]
        )
        .play(mode)
    }

    /// The options as the player gave them, already checked for type and range by the parser.
    var options: PlayOptions {
        PlayOptions(
            source: arguments[Self.option.source],
            count: arguments[Self.option.count],
            category: arguments[Self.option.category],
            difficulty: arguments[Self.option.difficulty],
            choiceType: arguments[Self.option.choiceType],
            order: arguments[Self.option.order],
            timer: arguments[Self.option.timer],
            delay: arguments[Self.option.delay],
            seed: arguments[Self.option.seed],
            daily: arguments[Self.option.daily],
            offline: arguments[Self.option.offline],
            online: arguments[Self.option.online],
            mistakes: arguments[Self.option.mistakes]
        )
    }

    /// MODE from the command line; on a terminal without one, a menu asks.
    @MainActor private func chooseMode(_ console: Console) throws(UsageError) -> ModeKind? {
        if let mode = arguments[Self.mode] { return mode }
        guard console.isInteractive else { throw .missingArgument(name: Self.mode.spec.name, path: arguments.path) }
        return ModeMenu(console: console).choose()
    }
}
