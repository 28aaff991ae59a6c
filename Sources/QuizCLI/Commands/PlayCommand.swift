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
        let flip = Option<Bool>.flag("flip", help: Strings.Commands.flipOption)
        let typed = Option<Bool>.flag("typed", help: Strings.Commands.typedOption)
        let cram = Option<Bool>.flag("cram", help: Strings.Commands.cramOption)
        let players = Option<String?>.text("players", valueName: "NAMES", help: Strings.Commands.playersOption)
        let partyMode = Option<PartyStyle?>.choice(
            "party-mode", valueName: "MODE", as: PartyStyle.self, help: Strings.Commands.partyModeOption)
        let partyMillionaire = Option<Bool>.flag("millionaire", help: Strings.Commands.partyMillionaireOption)
        let json = Option<Bool>.flag("json", help: Strings.Commands.playJSONOption)
        let verbose = Option<Bool>.flag("verbose", help: Strings.Commands.verboseOption)

        var all: [any DeclaredOption] {
            [
                source, count, category, difficulty, choiceType, order, timer, delay, seed, daily, offline, online, mistakes, flip,
                typed, cram, players, partyMode, partyMillionaire, json, verbose,
            ]
        }
    }

    static let option = Options()

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "play",
            summary: Strings.Commands.playSummary,
            arguments: [mode],
            options: Options.declared,
            discussion: LocalizedText(
                en: Strings.Commands.playDiscussion.en + "\n\n" + Strings.Commands.playPartyDiscussion.en,
                ru: Strings.Commands.playDiscussion.ru + "\n\n" + Strings.Commands.playPartyDiscussion.ru),
            examples: LocalizedText(
                verbatim: """
                    quizctl play yesno
                    quizctl play classic --category 9 --difficulty hard --count 5
                    quizctl play millionaire --daily
                    quizctl play review
                    quizctl play review --mistakes
                    quizctl play review --flip
                    quizctl play review --typed
                    quizctl play review --cram --flip --source "deck:Spanish Basics"
                    quizctl play party --players "Ann,Bob,Cat" --party-mode buzzer --offline
                    quizctl play party --players "Ann,Bob" --millionaire --offline
                    printf 'y\\nn\\n' | quizctl play yesno --count 2 --offline --json
                    """)
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        guard let mode = try chooseMode(environment) else { return }
        var options = try checkedOptions(for: arguments[Self.mode])
        if mode == .party {
            try await playParty(options, in: environment)
            return
        }
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
        var options = PlayOptions(
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
            mistakes: arguments[Self.option.mistakes],
            partyStyle: arguments[Self.option.partyMode],
            partyMillionaire: arguments[Self.option.partyMillionaire]
        )
        options.flip = arguments[Self.option.flip]
        options.typed = arguments[Self.option.typed]
        options.cram = arguments[Self.option.cram]
        return options
    }

    /// The options with the party's players read: `--players` names them
    /// (2–8, none empty, no two alike); the party options only with
    /// `play party`, and a Millionaire party only in turn.
    func checkedOptions(for mode: ModeKind?) throws(UsageError) -> PlayOptions {
        var options = options
        let party = mode == .party
        func refuse(_ option: String, _ value: String, _ why: LocalizedText) -> UsageError {
            .invalidValue(option: option, value: value, expected: .described(why), path: arguments.path)
        }
        if let text = arguments[Self.option.players] {
            guard party else { throw refuse("--players", text, Strings.partyPlayersOnlyInParty) }
            do {
                options.players = try PartyRoster(parsing: text).names
            } catch {
                throw refuse("--players", text, error.message)
            }
        }
        if options.flip, mode != .review { throw refuse("--flip", "", Strings.flipOnlyInReview) }
        if options.typed, mode != .review { throw refuse("--typed", "", Strings.typedOnlyInReview) }
        if options.typed, options.flip { throw refuse("--typed", "", Strings.typedOrFlip) }
        if options.cram, mode != .review { throw refuse("--cram", "", Strings.cramOnlyInReview) }
        if !party, let style = options.partyStyle { throw refuse("--party-mode", style.rawValue, Strings.partyOptionOnlyInParty) }
        if !party, options.partyMillionaire { throw refuse("--millionaire", "", Strings.partyOptionOnlyInParty) }
        if options.partyMillionaire, options.partyStyle == .buzzer {
            throw refuse("--party-mode", "buzzer", Strings.partyMillionaireTakesTurns)
        }
        return options
    }

    /// `play party`: the players from `--players`, or on a terminal from the
    /// party's start screen; a script must name them.
    @MainActor private func playParty(_ options: PlayOptions, in environment: AppEnvironment) async throws {
        var options = options
        if options.players == nil {
            guard environment.console.isInteractive, !arguments[Self.option.json] else {
                throw UsageError.missingOption(option: "--players", example: "--players \"Ann,Bob\"", path: arguments.path)
            }
            guard let chosen = try StartScreen(environment: environment, mode: .party).run(given: options) else { return }
            options = chosen
        }
        // Checked by `checkedOptions(for:)` or the start screen, so this does not throw.
        let roster = try PartyRoster(names: options.players ?? [])
        try await PartyPlayer(environment: environment, options: options, roster: roster, json: arguments[Self.option.json]).play()
    }

    /// MODE from the command line; on a terminal without one, a menu asks.
    @MainActor private func chooseMode(_ environment: AppEnvironment) throws(UsageError) -> ModeKind? {
        if let mode = arguments[Self.mode] { return mode }
        guard environment.console.isInteractive else { throw .missingArgument(name: Self.mode.spec.name, path: arguments.path) }
        return ModeMenuScreen.choose(on: environment.console, clock: environment.clock)
    }
}
