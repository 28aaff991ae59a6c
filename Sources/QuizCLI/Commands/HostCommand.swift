import FoundationEssentials
import PartyHost
import QuizPlatform

/// `quizctl host`: a party played on phones. Loads the questions as a
/// party does, opens the phones' server, runs the host's screen on the run
/// loop until the game is over or the host leaves, and keeps the game.
struct HostCommand: Command {
    /// `play`'s choice of questions, the same declarations, and where to listen.
    struct Options: OptionGroup {
        let port = Option<Int?>.integer("port", in: 0...65535, help: Strings.Commands.hostPortOption)
        let bind = Option<String?>.text("bind", valueName: "ADDRESS", help: Strings.Commands.hostBindOption)

        var all: [any DeclaredOption] {
            let play = PlayCommand.option
            return [play.source, play.count, play.category, play.difficulty, play.choiceType, play.timer, play.offline, port, bind]
        }
    }

    static let option = Options()

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "host", summary: Strings.Commands.hostSummary, options: Options.declared, discussion: Strings.Commands.hostDiscussion,
            examples: LocalizedText(verbatim: "quizctl host --offline\nquizctl host --source trivia --count 15 --timer 30 --port 8080"))
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let play = PlayCommand.option
        let options = PlayOptions(
            source: arguments[play.source], count: arguments[play.count], category: arguments[play.category],
            difficulty: arguments[play.difficulty], choiceType: arguments[play.choiceType], timer: arguments[play.timer],
            offline: arguments[play.offline])
        try await Self.host(
            options, bind: arguments[Self.option.bind] ?? "0.0.0.0", port: UInt16(arguments[Self.option.port] ?? 0), in: environment)
    }

    /// The whole hosted game, from the command or the main menu; whether a
    /// game was played and kept (its results are on the screen then).
    @discardableResult
    @MainActor static func host(_ options: PlayOptions, bind: String, port: UInt16, in environment: AppEnvironment) async throws -> Bool {
        let console = environment.console
        guard console.isInteractive else { throw CommandFailure(Strings.Commands.hostNeedsTerminal) }
        let party = PartyPlayer(environment: environment, options: options, roster: try PartyRoster(names: ["host", "phones"]))
        let plan = try party.plan(for: PartyRound(), options: options)
        var request = plan.request
        let registry = SourceCatalog.registry(in: environment, playing: request.source)
        let loader = QuestionLoader(game: environment.game, console: console, insistsOnNetwork: false)
        guard let questions = try await loader.load(&request, rules: plan.rules, registry: registry) else { return false }
        var random = SystemRandomNumberGenerator()
        let room = HostedRoom(
            code: RoomCode.make(using: &random), request: request, questions: questions, startedAt: environment.clock.now())
        let program = HostProgram()
        let relay = RoomRelay()
        let server: PhoneServer
        do {
            server = try PhoneServer(
                room: room, host: bind, port: port, clock: environment.clock,
                onChange: { _ in relay.roomChanged() })
        } catch {
            throw CommandFailure(Strings.Commands.hostCannotListen(bind, "\(error)"))
        }
        defer { server.stop() }
        let state = HostState(
            room: room, addresses: bind == "0.0.0.0" ? LANAddress.all() : [bind], port: server.port, language: console.language,
            style: console.style, clock: environment.clock)
        let loop = AppLoop(program: program, terminal: console.terminal, clock: environment.clock) { effect in
            guard case .host(let move) = effect else { return .endOfInput }
            switch move {
            case .next: server.next()
            case .reveal: server.reveal()
            case .end: server.end()
            }
            return .external(.roomChanged(server.room))
        }
        relay.connect { [queue = loop.queue] in queue.post(.external(.roomChanged(server.room))) }
        // Ctrl-C asks before ending a game that has players, as q does.
        TerminalSession.interruptsAsInput(true)
        _ = await loop.run(state)
        TerminalSession.interruptsAsInput(false)
        server.end()
        return try keep(server.room, in: environment)
    }

    /// Saves the game when a question was played, and shows where it is.
    @MainActor private static func keep(_ room: HostedRoom, in environment: AppEnvironment) throws -> Bool {
        let console = environment.console
        console.write(Screen.clearScreen, to: .output)
        guard !room.answers.isEmpty, !room.players.isEmpty else { return false }
        let finished = try environment.game.save(room.record(finishedAt: environment.clock.now()), reviews: false)
        for line in PartyBoard(style: console.style, language: console.language).results(finished.record) { console.show(line) }
        console.show(console.style.dim(console.text(Strings.reviewLater(String(finished.record.id.uuidString.prefix(8))))))
        return true
    }
}
