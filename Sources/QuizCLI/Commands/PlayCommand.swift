import QuizPlatform

/// `quizctl play [MODE]`: reads the options and the mode, and hands them to a
/// `GamePlayer`. A new option is a declaration here, its entry in `options`
/// below, its field in `PlayOptions`, and its help string.
struct PlayCommand: Command {
    static let mode = Argument<ModeKind?>.choice("MODE", as: ModeKind.self, help: Strings.Commands.playMode)
    static let source = Option<String?>.text("source", valueName: "NAME", help: Strings.Commands.sourceOption)
    static let count = Option<Int?>.integer("count", in: 1...50, help: Strings.Commands.countOption)
    static let category = Option<String?>.text("category", valueName: "ID|NAME", help: Strings.Commands.categoryOption)
    static let difficulty = Option<DifficultySetting?>.choice(
        "difficulty", valueName: "LEVEL", as: DifficultySetting.self, help: Strings.Commands.playDifficultyOption)
    static let choiceType = Option<ChoiceType?>.choice("type", valueName: "TYPE", as: ChoiceType.self, help: Strings.Commands.typeOption)
    static let order = Option<OrderKind?>.choice("order", valueName: "ORDER", as: OrderKind.self, help: Strings.Commands.orderOption)
    static let timer = Option<Double?>.number("timer", valueName: "SECONDS", in: 0...3600, help: Strings.Commands.timerOption)
    static let delay = Option<Double?>.number("delay", valueName: "SECONDS", in: 0...60, help: Strings.Commands.delayOption)
    static let seed = Option<UInt64?>.value("seed", valueName: "N", as: .unsignedInteger, help: Strings.Commands.seedOption)
    static let daily = Option<Bool>.flag("daily", help: Strings.Commands.dailyOption)
    static let offline = Option<Bool>.flag("offline", help: Strings.Commands.offlineOption)
    static let json = Option<Bool>.flag("json", help: Strings.Commands.playJSONOption)
    static let verbose = Option<Bool>.flag("verbose", help: Strings.Commands.verboseOption)

    static let configuration = CommandConfiguration(
        "play",
        summary: Strings.Commands.playSummary,
        arguments: [mode],
        options: [source, count, category, difficulty, choiceType, order, timer, delay, seed, daily, offline, json, verbose],
        discussion: Strings.Commands.playDiscussion,
        examples: LocalizedText(
            verbatim: """
                quizctl play yesno
                quizctl play classic --category 9 --difficulty hard --count 5
                quizctl play millionaire --daily
                printf 'y\\nn\\n' | quizctl play yesno --count 2 --offline --json
                """)
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        guard let mode = try chooseMode(environment.console) else { return }
        try await GamePlayer(environment: environment, options: options, json: arguments[Self.json], verbose: arguments[Self.verbose])
            .play(mode)
    }

    /// The options as the player gave them, already checked for type and range by the parser.
    var options: PlayOptions {
        PlayOptions(
            source: arguments[Self.source],
            count: arguments[Self.count],
            category: arguments[Self.category],
            difficulty: arguments[Self.difficulty],
            choiceType: arguments[Self.choiceType],
            order: arguments[Self.order],
            timer: arguments[Self.timer],
            delay: arguments[Self.delay],
            seed: arguments[Self.seed],
            daily: arguments[Self.daily],
            offline: arguments[Self.offline]
        )
    }

    /// MODE from the command line; on a terminal without one, a menu asks.
    @MainActor private func chooseMode(_ console: Console) throws(UsageError) -> ModeKind? {
        if let mode = arguments[Self.mode] { return mode }
        guard console.isInteractive else { throw .missingArgument(name: Self.mode.spec.name, path: arguments.path) }
        return ModeMenu(console: console).choose()
    }
}
