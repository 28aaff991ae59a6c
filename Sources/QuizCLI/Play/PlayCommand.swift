import Foundation
@preconcurrency import Glibc
import MillionaireMode
import QuizPlatform

/// `quizctl play [MODE]`: builds the request, loads the questions, plays the
/// game on a terminal or from a script, shows the result, offers another.
@MainActor
struct PlayCommand {
    let arguments: ParsedArguments
    let game: Game
    var console: Console

    init(arguments: ParsedArguments, game: Game, console: Console) {
        self.arguments = arguments
        self.game = game
        self.console = console
        if arguments.flag("json") { self.console.display = STDERR_FILENO }
    }

    func run() async throws {
        guard let mode = try chooseMode() else { return }
        try await play(mode)
    }

    /// Plays games of `mode` until the player stops asking for another.
    func play(_ mode: ModeKind) async throws {
        let settings = try game.stores.settings.load()
        let options = try PlayOptions(arguments: arguments, mode: mode, settings: settings, console: console, randomSeed: game.nextSeed())
        var request = options.request
        let registry = SourceCatalog.registry(stores: game.stores, language: console.language, playing: request.source)
        if mode == .classic, request.source == "trivia", console.isInteractive, !options.json, !options.filtersGiven {
            guard let filters = try ClassicFilterStep(console: console, stores: game.stores, offline: request.offline).run() else { return }
            request.category = filters.category
            request.difficulty = filters.difficulty.difficulty
            request.count = filters.count
        }
        while true {
            let rules = GameRules.rules(for: mode, difficulty: options.difficulty)
            guard let questions = try await QuestionLoader(game: game, console: console).load(&request, rules: rules, registry: registry)
            else { return }
            let session = game.start(request, rules: rules, questions: questions)
            var driver = RoundDriver(
                session: session, view: ScriptedRoundView(console: console, timer: request.timer), delay: options.delay,
                verbose: options.verbose, language: console.language)
            let terminal = console.isInteractive && !options.json ? TerminalRoundView(console: console, timer: request.timer) : nil
            if let ladder = rules as? MillionaireLadder {
                let report = LifelineReport(facade: HintUsageFacade(session: session), style: console.style, language: console.language)
                driver.useLifeline = report.use
                terminal?.board = MillionaireBoard(ladder: ladder, session: session, style: console.style, language: console.language)
            }
            if let terminal { driver.view = terminal }
            do {
                try await driver.play()
            } catch is RoundStopped {
                game.abandon()
                console.note(Strings.gameAbandoned)
                return
            } catch {
                game.abandon()
                throw error
            }
            guard let result = game.lastResult else { return }
            let finished = try result.get()
            if options.json {
                console.print(try JSONOutput.string(finished.record))
                return
            }
            ResultScreen(console: console, store: game.stores).show(finished)
            guard console.isInteractive, Prompt(console: console).playAgain() else { return }
            if options.seed == nil { request.seed = game.nextSeed() }
        }
    }

    /// MODE from the command line; on a terminal without one, a menu asks.
    private func chooseMode() throws -> ModeKind? {
        if let raw = arguments.string("MODE") {
            guard let mode = ModeKind(rawValue: raw.lowercased()) else {
                throw UsageError.invalidValue(
                    option: "MODE", value: raw, expected: .oneOf(ModeKind.allCases.map(\.rawValue)), path: ["play"])
            }
            return mode
        }
        guard console.isInteractive else { throw UsageError.missingArgument(name: "MODE", path: ["play"]) }
        return ModeMenu(console: console).choose()
    }
}

/// The `play` options, checked and merged with the settings.
struct PlayOptions {
    var request: GameRequest
    /// The difficulty asked for: a filter for rounds, the ladder's shift for Millionaire.
    var difficulty: DifficultySetting
    var delay: Double
    var json: Bool
    var verbose: Bool
    /// Whether category, difficulty or count came from the command line (no filter step then).
    var filtersGiven: Bool
    /// The seed the player gave (or the daily one); nil when each game draws its own.
    var seed: UInt64?

    init(arguments: ParsedArguments, mode: ModeKind, settings: Settings, console: Console, randomSeed: UInt64) throws {
        json = arguments.flag("json")
        filtersGiven = ["category", "difficulty", "count", "type"].contains { arguments.string($0) != nil } || arguments.flag("daily")
        verbose = arguments.flag("verbose")
        let daily = arguments.flag("daily") ? GameRequest.utcDay(of: Date()) : nil
        seed =
            try arguments.string("seed").map { raw in
                guard let value = UInt64(raw) else {
                    throw UsageError.invalidValue(option: "--seed", value: raw, expected: .integer(0...Int.max), path: ["play"])
                }
                return value
            } ?? daily.map(GameRequest.dailySeed)
        let timer = try arguments.double("timer", in: 0...3600)
        delay = try arguments.double("delay", in: 0...60) ?? (console.isInteractive && !json ? settings.feedbackDelay : 0)
        difficulty = try arguments.choice("difficulty", as: DifficultySetting.self) ?? settings.difficulty
        request = GameRequest(
            mode: mode,
            source: arguments.string("source") ?? GameRules.defaultSource(for: mode),
            count: try arguments.int("count", in: 1...50) ?? (mode == .millionaire ? MillionaireLadder.stepCount : 10),
            category: arguments.string("category"),
            difficulty: difficulty.difficulty,
            choiceType: try arguments.choice("type", as: ChoiceType.self),
            // The daily challenge is the same for everyone only if its order is.
            order: daily == nil ? (try arguments.choice("order", as: OrderKind.self) ?? settings.order) : .random,
            seed: seed ?? randomSeed,
            timer: timer == 0 ? nil : timer,
            offline: arguments.flag("offline"),
            daily: daily,
            language: console.language
        )
    }
}
