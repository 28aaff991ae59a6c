import Foundation
import MillionaireMode
import QuizPlatform

/// Plays games of one mode: builds the request from the options and the
/// settings, loads the questions, plays on a terminal or from a script,
/// shows the result, offers another.
@MainActor
struct GamePlayer {
    let environment: AppEnvironment
    let options: PlayOptions
    /// `--json`: the record on standard output, the game drawn on standard error.
    let json: Bool
    /// `--verbose`: details under each question.
    let verbose: Bool
    private var console: Console
    private var game: Game { environment.game }

    init(environment: AppEnvironment, options: PlayOptions, json: Bool = false, verbose: Bool = false) {
        self.environment = environment
        self.options = options
        self.json = json
        self.verbose = verbose
        console = environment.console
        if json { console.display = .error }
    }

    /// Plays games of `mode` until the player stops asking for another.
    func play(_ mode: ModeKind) async throws {
        let settings = try game.stores.settings.load()
        let options = ResolvedPlay(
            options: self.options, json: json, verbose: verbose, mode: mode, settings: settings, console: console,
            randomSeed: game.nextSeed(), today: environment.clock.now())
        var request = options.request
        let registry = SourceCatalog.registry(in: environment, playing: request.source)
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

}

/// The `play` options merged with the settings.
@MainActor
struct ResolvedPlay {
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

    init(
        options: PlayOptions, json: Bool, verbose: Bool, mode: ModeKind, settings: Settings, console: Console, randomSeed: UInt64,
        today: Date
    ) {
        self.json = json
        filtersGiven = options.filtersGiven
        self.verbose = verbose
        let daily = options.daily ? GameRequest.utcDay(of: today) : nil
        seed = options.seed ?? daily.map(GameRequest.dailySeed)
        let timer = options.timer
        delay = options.delay ?? (console.isInteractive && !json ? settings.feedbackDelay : 0)
        difficulty = options.difficulty ?? settings.difficulty
        request = GameRequest(
            mode: mode,
            source: options.source ?? GameRules.defaultSource(for: mode),
            count: options.count ?? (mode == .millionaire ? MillionaireLadder.stepCount : 10),
            category: options.category,
            difficulty: difficulty.difficulty,
            choiceType: options.choiceType,
            // The daily challenge is the same for everyone only if its order is.
            order: daily == nil ? (options.order ?? settings.order) : .random,
            seed: seed ?? randomSeed,
            timer: timer == 0 ? nil : timer,
            offline: options.offline,
            daily: daily,
            language: console.language
        )
    }
}
