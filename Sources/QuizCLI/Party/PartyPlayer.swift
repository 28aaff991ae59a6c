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
        var request = plan.request
        let registry = SourceCatalog.registry(in: environment, playing: request.source)
        while true {
            let loader = QuestionLoader(game: game, console: console, insistsOnNetwork: options.online)
            guard let questions = try await loader.load(&request, rules: plan.rules, registry: registry) else { return }
            let session = game.startParty(options.partyStyle ?? .turn, players: roster.names, request: request, questions: questions)
            // A linear terminal (accessible mode, TERM=dumb) is never redrawn: the party is said line by line there.
            let view: any PartyView =
                plan.isOnTerminal && !environment.isLinear ? TerminalPartyView(console: console) : ScriptedPartyView(console: console)
            do {
                try await PartyDriver(session: session, roster: roster, view: view, delay: plan.delay).play()
            } catch {
                game.abandonParty()
                guard error is RoundStopped else { throw error }
                console.note(Strings.gameAbandoned)
                return
            }
            try end(try game.finish(session))
            guard !json, console.isInteractive, Prompt(console: console).playAgain() else { return }
            request = plan.nextRequest(after: request, seed: game.nextSeed)
        }
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
