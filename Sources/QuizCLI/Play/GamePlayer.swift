import FoundationEssentials
import QuizPlatform

/// Plays games of one mode: resolves the plan from the options and the
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
        do {
            try await playRounds(of: mode)
        } catch let instead as PlayInstead {
            // The player's own choice of round: the filters of the one asked for do not carry over.
            let options = PlayOptions(offline: options.offline, online: options.online)
            try await GamePlayer(environment: environment, options: options, json: json, verbose: verbose).play(instead.mode)
        }
    }

    private func playRounds(of mode: ModeKind) async throws {
        var plan = try plan(for: mode, options: options)
        if plan.needsFilterStep {
            guard let chosen = try StartScreen(environment: environment, mode: mode).run(given: options) else { return }
            plan = try self.plan(for: mode, options: chosen)
        }
        var request = plan.request
        let registry = SourceCatalog.registry(in: environment, playing: request.source)
        while true {
            let loader = QuestionLoader(game: game, console: console, insistsOnNetwork: options.online)
            guard let questions = try await loader.load(&request, rules: plan.rules, registry: registry) else { return }
            let posters = plan.isOnTerminal ? await PosterDisplay.prepare(for: questions, environment: environment, json: json) : nil
            let finished: FinishedGame
            do {
                finished = try await game.play(request, rules: plan.rules, questions: questions) { session in
                    try await driver(for: session, plan: plan, posters: posters).play()
                }
            } catch is RoundStopped {
                console.note(Strings.gameAbandoned)
                return
            }
            if json {
                let share = finished.dailyShareLine?.text(console.language, ascii: !console.style.glyphs.drawsEmoji)
                console.print(try JSONOutput.string(writing: PlayedGameJSON(record: finished.record, share: share)))
                return
            }
            ResultScreen(console: console, store: environment.stores).show(finished)
            guard console.isInteractive, Prompt(console: console).playAgain() else { return }
            request = plan.nextRequest(after: request, seed: game.nextSeed)
        }
    }

    private func plan(for mode: ModeKind, options: PlayOptions) throws -> PlayPlan {
        var circumstances = PlayPlan.Circumstances(
            isInteractive: console.isInteractive, json: json, today: environment.clock.now(), randomSeed: game.nextSeed(),
            language: console.language)
        circumstances.accessible = console.accessible
        return PlayPlan(
            mode: GameModes.mode(for: mode), options: options, settings: try environment.stores.settings.load(),
            circumstances: circumstances)
    }

    /// A driver for one game, with the view for where it is played and
    /// whatever the mode adds (lifelines, the prize ladder).
    func driver(for session: GameSession, plan: PlayPlan, posters: PosterDisplay?) -> RoundDriver {
        let hints = session.rules.hintUsage(for: session).map {
            LifelineReport(hints: $0, style: console.style, language: console.language)
        }
        let view: any RoundView
        if console.accessible {
            view = SpokenRoundView(console: console, session: session)
        } else if plan.isOnTerminal {
            let terminal = TerminalRoundView(console: console)
            terminal.posters = posters
            if !session.rules.prizeLadder.isEmpty {
                terminal.board = MillionaireBoard(
                    steps: session.rules.prizeLadder, session: session, style: console.style, language: console.language)
            }
            view = terminal
        } else {
            view = ScriptedRoundView(console: console)
        }
        return RoundDriver(
            session: session, view: view, delay: plan.delay, verbose: verbose, language: console.language, lifelines: hints)
    }
}
