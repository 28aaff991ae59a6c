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
        let registry = SourceCatalog.registry(in: environment, playing: plan.request.source)
        // One game after another, while the player asks for another.
        var next: GameRequest? = plan.request
        while let request = next {
            next = try await playGame(request, plan: plan, registry: registry)
        }
    }

    /// Plays one game to its end and shows its result; the next game's
    /// request when the player asks for another, else nil.
    private func playGame(_ request: GameRequest, plan: PlayPlan, registry: SourceRegistry) async throws -> GameRequest? {
        var request = request
        let loader = QuestionLoader(game: game, console: console, insistsOnNetwork: options.online)
        guard let questions = try await loader.load(&request, rules: plan.rules, registry: registry) else { return nil }
        let posters = plan.isOnTerminal ? await PosterDisplay.prepare(for: questions, environment: environment, json: json) : nil
        let finished: FinishedGame
        do {
            finished = try await game.play(request, rules: plan.rules, questions: questions) { session in
                try await playRound(session, plan: plan, posters: posters)
            }
        } catch is RoundStopped {
            console.note(Strings.gameAbandoned)
            return nil
        }
        if json {
            let share = finished.dailyShareLine?.text(console.language, ascii: !console.style.glyphs.drawsEmoji)
            console.print(try JSONOutput.string(writing: PlayedGameJSON(record: finished.record, share: share)))
            // The summary goes to standard error with the rest of the game (issue 28).
            if finished.record.mode != .party {
                for line in RoundSummary(game: finished.record, statistics: finished.statistics).lines { console.note(line) }
            }
            return nil
        }
        let result = ResultScreen(console: console, store: environment.stores)
        guard console.isInteractive else {
            result.show(finished)
            return nil
        }
        guard result.playAgain(after: finished) else { return nil }
        return plan.nextRequest(after: request, seed: game.nextSeed)
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

    /// A game by the round's one program: on a terminal, the run loop draws
    /// it; from a script, or in accessible mode, a `LineDriver` tells it line
    /// by line. With `turn`, only the current question (a Millionaire party's
    /// turn), with those lines over it until it is answered; with `speaker`,
    /// the player a script's lines must name.
    func playRound(
        _ session: GameSession, plan: PlayPlan, posters: PosterDisplay?, turn: [String]? = nil, speaker: PartySpeaker? = nil
    ) async throws {
        let program = RoundProgram()
        var state = RoundState(session: session, setup: roundSetup(for: session, plan: plan, posters: posters))
        if let turn { state.playTurn(under: turn) }
        state.speaker = speaker
        let (first, effects) = program.start(state)
        let last: RoundState
        if plan.isOnTerminal && !console.accessible {
            last = await program.runOnTerminal(first, effects: effects, terminal: console.terminal, clock: environment.clock)
        } else if console.accessible {
            last = program.runLineByLine(
                first, effects: effects, renderer: SpokenRound(console: console), terminal: console.terminal,
                clock: environment.clock, readsKeys: console.isInteractive)
        } else {
            last = program.runLineByLine(
                first, effects: effects, renderer: ScriptedRound(console: console), terminal: console.terminal,
                clock: environment.clock, readsKeys: false)
        }
        try last.end?.check()
    }

    /// What stays the same through a round on the terminal.
    func roundSetup(for session: GameSession, plan: PlayPlan, posters: PosterDisplay?) -> RoundSetup {
        var setup = RoundSetup(
            delay: plan.delay, verbose: verbose, language: console.language, style: console.style, clock: environment.clock,
            lifelines: lifelines(for: session), posters: posters, hyperlinks: console.terminal.supportsHyperlinks())
        if session.request.mode == .review { setUpStudy(&setup) }
        if !session.rules.prizeLadder.isEmpty {
            setup.board = MillionaireBoard(
                steps: session.rules.prizeLadder, session: session, style: console.style, language: console.language)
        }
        return setup
    }

    /// A review's answer styles: the session's, and the decks' own; and,
    /// when any card is a flip card, each card's schedule as it stands,
    /// read once, so the grade keys show where each grade would put it.
    private func setUpStudy(_ setup: inout RoundSetup) {
        setup.answerStyle = options.flip ? .flip : options.typed ? .typed : .options
        let stores = environment.stores
        setup.deckStyles = (try? DeckAnswerStyles.store(in: stores).load().cardStyles(in: stores.decks)) ?? [:]
        guard setup.answerStyle == .flip || setup.deckStyles.values.contains(.flip) else { return }
        let cards = Dictionary(
            ((try? ReviewCollection.load(stores.reviewMaterial).entries) ?? []).map { ($0.id, $0.card) },
            uniquingKeysWith: { first, _ in first })
        // The player's own fitted weights (`review --optimize`) where there are some, as the review itself will use.
        let scheduler = FSRSScheduler(parameters: (try? stores.reviewWeights())??.parameters ?? .defaults)
        setup.flip = FlipCards { id, now in cards[id]?.nextDue(at: now, scheduler: scheduler) }
    }

    private func lifelines(for session: GameSession) -> LifelineReport? {
        session.rules.hintUsage(for: session).map {
            LifelineReport(hints: $0, style: console.style, language: console.language)
        }
    }
}

/// The player left a game (q, Escape, and yes): nothing is recorded, no error.
struct RoundStopped: Error {}
