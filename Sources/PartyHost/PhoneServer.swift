import FoundationEssentials
import HTTPServer
import QuizPlatform
import Synchronization

/// The phones' side of a hosted game: the page, joining with the room's
/// code and a name, each phone's event stream of what it may know, and its
/// answers. The host's loop drives the game (`next`, `reveal`, `end`) and
/// hears of every change through `onChange`, from the server's thread.
public final class PhoneServer: Sendable {
    private struct State {
        var room: HostedRoom
        /// Each open stream's player (nil: a phone that has not joined yet).
        var streams: [StreamID: Int?] = [:]
        var joins = JoinRateLimit()
    }

    /// What changed, for the host's screen.
    public enum Change: Sendable, Equatable {
        case joined(name: String)
        case answered(name: String)
    }

    public static let cookie = "quizctl"

    private let state: Mutex<State>
    private let http = Mutex<HTTPServer?>(nil)
    private let clock: WallClock
    private let makeToken: @Sendable () -> String
    private let onChange: @Sendable (Change) -> Void

    public var port: UInt16 { http.withLock { $0?.port ?? 0 } }
    /// The game as it stands.
    public var room: HostedRoom { state.withLock { $0.room } }
    public var connections: HTTPServer.Counts { http.withLock { $0?.counts ?? HTTPServer.Counts() } }

    /// Listens on `host`:`port` (0: a free port). `makeToken` gives each
    /// player's secret; the live one draws 128 random bits.
    public init(
        room: HostedRoom, host: String = "0.0.0.0", port: UInt16 = 0, limits: ServerLimits = ServerLimits(), clock: WallClock,
        makeToken: @escaping @Sendable () -> String = PhoneServer.randomToken, onChange: @escaping @Sendable (Change) -> Void
    ) throws {
        state = Mutex(State(room: room))
        self.clock = clock
        self.makeToken = makeToken
        self.onChange = onChange
        let server = try HTTPServer(host: host, port: port, limits: limits) { [weak self] request in
            self?.handle(request) ?? .response(.text(503, "The game is over.\n"))
        }
        http.withLock { $0 = server }
    }

    /// 32 hexadecimal digits from the system's random source.
    @Sendable public static func randomToken() -> String {
        var random = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = random.next() as UInt64
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
    }

    // MARK: The host's moves

    /// Opens the next question (or ends the game after the last) and tells every phone.
    public func next() { change { $0.next(at: clock.now()) } }

    /// Closes the open question and shows every phone its result.
    public func reveal() { change { $0.reveal(at: clock.now()) } }

    public func end() { change { $0.end(at: clock.now()) } }

    /// Closes every connection; the room stays as it was.
    public func stop() { http.withLock { $0?.stop() } }

    private func change(_ body: (inout HostedRoom) -> Void) {
        state.withLock { state in
            body(&state.room)
            broadcast(state)
        }
    }

    /// Every phone's own view of the room, on its stream.
    private func broadcast(_ state: State) {
        let now = clock.now()
        http.withLock { server in
            for (stream, player) in state.streams {
                server?.send(Self.event(PhoneView.json(of: state.room, for: player, at: now)), to: stream)
            }
        }
    }

    private static func event(_ json: [UInt8]) -> [UInt8] {
        Array("data: ".utf8) + json + [10, 10]
    }

    // MARK: Requests

    private func handle(_ request: HTTPRequest) -> HTTPReply {
        let language = PhonePage.language(acceptLanguage: request.header("accept-language"))
        switch (request.method, request.path) {
        case ("GET", "/"): return .response(PhonePage.page(language))
        case ("GET", "/app.js"): return .response(PhonePage.script(language))
        case ("GET", "/app.css"): return .response(PhonePage.style)
        case ("POST", "/join"): return .response(join(request))
        case ("POST", "/answer"): return .response(answer(request))
        case ("GET", "/events"): return events(request)
        case (_, "/"), (_, "/app.js"), (_, "/app.css"), (_, "/join"), (_, "/answer"), (_, "/events"):
            return .response(.text(405, "Method not allowed.\n"))
        default: return .response(.text(404, "Not found.\n"))
        }
    }

    private enum JoinOutcome {
        case joined(token: String, name: String)
        /// The phone had joined already: a second tap or a reload keeps its player.
        case already
        case tooMany
        case wrongCode
        case refused(HostedRefusal)
    }

    private func join(_ request: HTTPRequest) -> HTTPResponse {
        let fields = Dictionary(request.formFields, uniquingKeysWith: { first, _ in first })
        let now = clock.now()
        let outcome: JoinOutcome = state.withLock { state in
            guard state.joins.allows(request.remoteAddress, at: now) else { return .tooMany }
            guard RoomCode.normalized(fields["code"] ?? "") == state.room.code else { return .wrongCode }
            if let token = request.cookie(Self.cookie), state.room.player(token: token) != nil { return .already }
            let token = makeToken()
            do throws(HostedRefusal) {
                let player = try state.room.join(name: fields["name"] ?? "", token: token)
                broadcast(state)
                return .joined(token: token, name: state.room.players[player].name)
            } catch {
                return .refused(error)
            }
        }
        switch outcome {
        case .tooMany: return Self.json(429, error: "tooManyJoins")
        case .wrongCode: return Self.json(403, error: "wrongCode")
        case .refused(let refusal): return Self.json(409, error: Self.name(of: refusal))
        case .already: return Self.json(200, error: nil)
        case .joined(let token, let name):
            onChange(.joined(name: name))
            var response = Self.json(200, error: nil)
            response.headers.append(("Set-Cookie", "\(Self.cookie)=\(token); HttpOnly; SameSite=Strict; Path=/"))
            return response
        }
    }

    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        let fields = Dictionary(request.formFields, uniquingKeysWith: { first, _ in first })
        guard let token = request.cookie(Self.cookie) else { return Self.json(403, error: "unknownPlayer") }
        guard let question = fields["question"].flatMap(Int.init), let option = fields["option"].flatMap(Int.init) else {
            return Self.json(400, error: "badAnswer")
        }
        let now = clock.now()
        let outcome: Result<String, HostedRefusal> = state.withLock { state in
            do throws(HostedRefusal) {
                try state.room.answer(token: token, question: question, option: option, at: now)
                let player = state.room.player(token: token)!
                // Only this phone learns more: that its answer is in.
                http.withLock { server in
                    for (stream, owner) in state.streams where owner == player {
                        server?.send(Self.event(PhoneView.json(of: state.room, for: player, at: now)), to: stream)
                    }
                }
                return .success(state.room.players[player].name)
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let name):
            onChange(.answered(name: name))
            return Self.json(200, error: nil)
        case .failure(.unknownPlayer): return Self.json(403, error: "unknownPlayer")
        case .failure(let refusal): return Self.json(409, error: Self.name(of: refusal))
        }
    }

    private func events(_ request: HTTPRequest) -> HTTPReply {
        let token = request.cookie(Self.cookie)
        return .eventStream(
            headers: [],
            opened: { [weak self] stream in
                guard let self else { return }
                let now = clock.now()
                state.withLock { state in
                    let player = token.flatMap { state.room.player(token: $0) }
                    state.streams[stream] = player
                    http.withLock { $0?.send(Self.event(PhoneView.json(of: state.room, for: player, at: now)), to: stream) }
                }
            },
            closed: { [weak self] stream in
                _ = self?.state.withLock { $0.streams.removeValue(forKey: stream) }
            })
    }

    private static func json(_ status: Int, error: String?) -> HTTPResponse {
        let body = error.map { #"{"error":"\#($0)"}"# } ?? #"{"ok":true}"#
        return HTTPResponse(
            status: status, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")], body: Array(body.utf8))
    }

    static func name(of refusal: HostedRefusal) -> String {
        switch refusal {
        case .emptyName: "emptyName"
        case .nameTaken: "nameTaken"
        case .roomFull: "roomFull"
        case .questionOpen: "questionOpen"
        case .gameOver: "gameOver"
        case .unknownPlayer: "unknownPlayer"
        case .notAsking: "notAsking"
        case .wrongQuestion: "wrongQuestion"
        case .alreadyAnswered: "alreadyAnswered"
        case .tooLate: "tooLate"
        case .noSuchOption: "noSuchOption"
        }
    }
}
