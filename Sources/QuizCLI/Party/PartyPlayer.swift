import FoundationEssentials
import QuizPlatform

/// Plays parties: resolves the plan from the options (a party is timed,
/// 20 seconds a question, unless `--timer` says otherwise), loads the
/// questions from any source, runs the party on a terminal or from a
/// script, saves it with every player's points, and offers another.
@MainActor
struct PartyPlayer {
    let environment: AppEnvironment
    let options: PlayOptions
    let roster: PartyRoster
    /// `--json`: the record on standard output, the party drawn on standard error.
    let json: Bool
    private var console: Console
    private var game: Game { environment.game }

    init(environment: AppEnvironment, options: PlayOptions, roster: PartyRoster, json: Bool = false) {
        self.environment = environment
        self.options = options
        self.roster = roster
        self.json = json
        console = environment.console
        if json { console.display = .error }
    }

    func play() async throws {
        if options.partyMillionaire {
            guard let finished = try await MillionaireParty(environment: environment, console: console, roster: roster).play(options)
            else { return }
            try end(finished)
            return
        }
        let plan = try plan(for: PartyRound(), options: options)
        let registry = SourceCatalog.registry(in: environment, playing: plan.request.source)
        // One party after another, while the players ask for another.
        var next: GameRequest? = plan.request
        while let request = next {
            next = try await playParty(request, plan: plan, registry: registry)
        }
    }

    /// Plays one party to its end and saves it; the next party's request
    /// when the players ask for another, else nil.
    private func playParty(_ request: GameRequest, plan: PlayPlan, registry: SourceRegistry) async throws -> GameRequest? {
        var request = request
        let loader = QuestionLoader(game: game, console: console, insistsOnNetwork: options.online)
        guard let questions = try await loader.load(&request, rules: plan.rules, registry: registry) else { return nil }
        let session = game.startParty(options.partyStyle ?? .turn, players: roster.names, request: request, questions: questions)
        // A linear terminal (accessible mode, TERM=dumb) is never redrawn: the party is said line by line there.
        let onTerminal = plan.isOnTerminal && !environment.isLinear
        do {
            guard start(session, onTerminal: onTerminal) else { throw RoundStopped() }
            try await run(session, plan: plan, onTerminal: onTerminal)
        } catch {
            game.abandonParty()
            guard error is RoundStopped else { throw error }
            console.note(Strings.gameAbandoned)
            return nil
        }
        try end(try game.finish(session))
        guard !json, console.isInteractive, Prompt(console: console).playAgain() else { return nil }
        return plan.nextRequest(after: request, seed: game.nextSeed)
    }

    /// The rules and the players (with their keys in buzzer mode); on a
    /// terminal, until Enter (false: Escape, leave).
    private func start(_ session: PartySession, onTerminal: Bool) -> Bool {
        let board = PartyBoard(style: console.style, language: console.language)
        guard onTerminal else {
            for line in board.rules(session.style, millionaire: false, scoring: session.scoring) { console.show(line) }
            console.show(console.text(Strings.partyPlayersTitle) + ": " + roster.names.joined(separator: ", "))
            return true
        }
        let players = session.style == .buzzer ? board.keys(roster) : roster.names.joined(separator: ", ")
        return PartyStartScreen(console: console, style: session.style, millionaire: false, scoring: session.scoring, players: players)
            .show()
    }

    /// The party by its one program: drawn by the run loop on a terminal,
    /// told line by line elsewhere; then the podium.
    private func run(_ session: PartySession, plan: PlayPlan, onTerminal: Bool) async throws {
        let program = PartyProgram()
        let setup = PartySetup(
            roster: roster, delay: plan.delay, language: console.language, style: console.style, clock: environment.clock,
            scoreboardWaits: onTerminal, answersAlone: console.isInteractive)
        let (first, effects) = program.start(PartyState(session: session, setup: setup))
        let last =
            onTerminal
            ? await program.runOnTerminal(first, effects: effects, terminal: console.terminal, clock: environment.clock)
            : program.runLineByLine(
                first, effects: effects, renderer: ScriptedParty(console: console), terminal: console.terminal,
                clock: environment.clock, readsKeys: false)
        try last.end?.check()
        // Written like a game's result screen, so the lines after it (where to review it, play again) follow it.
        if onTerminal { console.draw(Screen.clearScreen) }
        let podium = PartyBoard(style: console.style, language: console.language)
            .podium(session.players, value: { Strings.partyPoints($0)(console.language) })
        for line in podium { console.show(line) }
    }

    /// The plan of a party (a round's own time limit is `PartyRound.defaultTimer`).
    func plan(for mode: any GameMode, options: PlayOptions) throws -> PlayPlan {
        let circumstances = PlayPlan.Circumstances(
            isInteractive: console.isInteractive, json: json, today: environment.clock.now(), randomSeed: game.nextSeed(),
            language: console.language)
        return PlayPlan(mode: mode, options: options, settings: try environment.stores.settings.load(), circumstances: circumstances)
    }

    /// After a saved party: the record as JSON or where to find it again.
    private func end(_ finished: FinishedGame) throws {
        if json {
            console.print(try JSONOutput.string(writing: finished.record))
            return
        }
        console.show(console.style.dim(console.text(Strings.reviewLater(String(finished.record.id.uuidString.prefix(8))))))
    }
}
