import Foundation
import HTTPServer
import QuizPlatform
import Synchronization
import Testing

@testable import PartyHost

/// The phones' side of a hosted game over real sockets: joining, the
/// secret token, answers refused for every reason, a reload that keeps the
/// score, and no answer key on the wire before its reveal.
@Suite struct PhoneServerTests {
    final class Clock: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_795_356_300))
        var wall: WallClock { WallClock { [self] in now.withLock { $0 } } }
        func advance(_ seconds: Double) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    static let questions = [
        Question(id: "q1", text: "Which planet is largest?", options: ["Mars", "Jupiter", "Venus", "Earth"], correctIndex: 1),
        Question(id: "q2", text: "2 + 2?", options: ["3", "5", "4", "22"], correctIndex: 2),
    ]

    final class Changes: Sendable {
        let list = Mutex<[PhoneServer.Change]>([])
    }

    func server(_ clock: Clock, changes: Changes = Changes()) throws -> PhoneServer {
        let tokens = Mutex(0)
        let room = HostedRoom(
            code: "QKXZ", request: GameRequest(mode: .party, source: "trivia", timer: 20), questions: Self.questions,
            startedAt: clock.wall.now())
        return try PhoneServer(
            room: room, host: "127.0.0.1", clock: clock.wall,
            makeToken: {
                tokens.withLock {
                    $0 += 1
                    return "token\($0)"
                }
            },
            onChange: { change in changes.list.withLock { $0.append(change) } })
    }

    private func expectReply(
        _ reply: (status: Int, body: String), _ status: Int, _ body: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(reply.status == status && reply.body == body, "\(reply)", sourceLocation: sourceLocation)
    }

    @Test func threePlayersPlayAndNoAnswerKeyIsSentBeforeItsReveal() throws {
        let clock = Clock()
        let changes = Changes()
        let server = try server(clock, changes: changes)
        defer { server.stop() }
        let phones = (0..<3).map { _ in Phone(port: server.port) }
        for (phone, name) in zip(phones, ["Ann", "Bob", "Cat"]) {
            #expect(try phone.join(code: "qkxz", name: name).status == 200)
            #expect(phone.cookie != nil)
            try phone.listen()
            #expect(phone.messages(atLeast: 1).last?["phase"] as? String == "lobby")
        }
        #expect(changes.list.withLock { $0 } == [.joined(name: "Ann"), .joined(name: "Bob"), .joined(name: "Cat")])
        server.next()
        let question = try #require(phones[0].latest(phase: "question"))
        #expect(question["text"] as? String == "Which planet is largest?" && question["options"] as? [String] == Self.questions[0].options)
        clock.advance(2)
        expectReply(try phones[0].answer(question: 0, option: 1), 200, #"{"ok":true}"#)
        expectReply(try phones[1].answer(question: 0, option: 0), 200, #"{"ok":true}"#)
        #expect(phones[0].latest { $0["answered"] as? Bool == true } != nil, "told its answer is in")
        for phone in phones {
            _ = phone.latest(phase: "question")
            #expect(!phone.rawStream.contains("\"correct\""), "the answer key before the reveal: \(phone.rawStream)")
        }
        server.reveal()
        let results = phones.map { $0.latest(phase: "revealed") ?? [:] }
        #expect(results.map { $0["right"] as? Bool } == [true, false, false])
        #expect(results.map { $0["rank"] as? Int } == [1, 2, 2])
        #expect(results[0]["correct"] as? Int == 1 && (results[0]["gained"] as? Int ?? 0) > 900)
        #expect(results[0]["distribution"] as? [Int] == [1, 1, 0, 0])
        server.next()
        for phone in phones {
            #expect(phone.latest { $0["phase"] as? String == "question" && $0["index"] as? Int == 1 } != nil)
            // Everything after the second question opened: no key for it.
            let afterOpening = phone.rawStream.components(separatedBy: #""phase":"question","index":1"#).dropFirst().joined()
            #expect(!afterOpening.isEmpty && !afterOpening.contains("\"correct\""))
        }
        server.end()
        let over = try #require(phones[2].latest(phase: "over"))
        #expect(over["rank"] as? Int == 2 && (over["podium"] as? [[String: Any]])?.first?["name"] as? String == "Ann")
    }

    @Test func anAnswerIsRefusedForEveryReason() throws {
        let clock = Clock()
        let server = try server(clock)
        defer { server.stop() }
        let ann = Phone(port: server.port)
        _ = try ann.join(code: "QKXZ", name: "Ann")
        expectReply(try ann.answer(question: 0, option: 1), 409, #"{"error":"notAsking"}"#)
        server.next()
        let forger = Phone(port: server.port)
        forger.cookie = "token99"
        expectReply(try forger.answer(question: 0, option: 1), 403, #"{"error":"unknownPlayer"}"#)
        #expect(try Phone(port: server.port).answer(question: 0, option: 1).status == 403, "no cookie, no answer")
        expectReply(try ann.answer(question: 1, option: 1), 409, #"{"error":"wrongQuestion"}"#)
        #expect(try ann.request("POST", "/answer", form: ["question": "0", "option": "x"]).status == 400)
        clock.advance(21)
        expectReply(try ann.answer(question: 0, option: 1), 409, #"{"error":"tooLate"}"#)
        #expect(server.room.players[0].answers.isEmpty)
    }

    @Test func joiningIsRefusedWithAReason() throws {
        let server = try server(Clock())
        defer { server.stop() }
        expectReply(try Phone(port: server.port).join(code: "ABCD", name: "Ann"), 403, #"{"error":"wrongCode"}"#)
        #expect(try Phone(port: server.port).join(code: "QKXZ", name: "\u{1B}[2J").status == 409)
        #expect(try Phone(port: server.port).join(code: "QKXZ", name: "Ann").status == 200)
        expectReply(try Phone(port: server.port).join(code: "QKXZ", name: "ann"), 409, #"{"error":"nameTaken"}"#)
        // Ten tries a minute from one address.
        var statuses: [Int] = []
        for index in 0..<8 { statuses.append(try Phone(port: server.port).join(code: "QKXZ", name: "P\(index)").status) }
        #expect(statuses == [200, 200, 200, 200, 200, 200, 429, 429], "4 tries before, 6 more, then refused: \(statuses)")
    }

    /// A reloaded page (or a phone back on the Wi-Fi) opens its stream again with its cookie.
    @Test func aPhoneThatReconnectsKeepsItsNameAndScore() throws {
        let clock = Clock()
        let server = try server(clock)
        defer { server.stop() }
        let ann = Phone(port: server.port)
        _ = try ann.join(code: "QKXZ", name: "Ann")
        server.next()
        clock.advance(1)
        _ = try ann.answer(question: 0, option: 1)
        server.reveal()
        try ann.listen()
        let view = try #require(ann.latest(phase: "revealed"))
        #expect(view["name"] as? String == "Ann" && (view["points"] as? Int ?? 0) > 900 && view["phase"] as? String == "revealed")
        #expect(try ann.join(code: "QKXZ", name: "Ann").status == 200, "joining again with the cookie keeps the player")
        #expect(server.room.players.count == 1)
    }

    @Test func thePageIsInThePhonesLanguageAndRefusesWhatIsNotItsOwn() throws {
        let server = try server(Clock())
        defer { server.stop() }
        let phone = Phone(port: server.port)
        let russian = try phone.request("GET", "/", headers: ["Accept-Language: ru-RU,ru;q=0.9,en;q=0.8"])
        #expect(russian.status == 200 && russian.body.contains(#"<html lang="ru">"#))
        #expect(russian.head.contains("Content-Security-Policy: default-src 'self'"))
        let script = try phone.request("GET", "/app.js?lang=ru", headers: ["Accept-Language: ru"])
        #expect(script.body.contains("Вы в игре!") && !script.body.contains("innerHTML"))
        #expect(try phone.request("GET", "/", headers: ["Accept-Language: de,en"]).body.contains(#"<html lang="en">"#))
        #expect(try phone.request("GET", "/etc/passwd").status == 404)
        #expect(try phone.request("GET", "/../Package.swift").status == 404)
        #expect(try phone.request("DELETE", "/join").status == 405)
    }
}
