import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// `quizctl host`'s screen on the loop's real `update` and `view`: the
/// room's changes arrive as external events, the host's moves leave as
/// effects, and every phase fits every window in both languages.
@MainActor
@Suite struct HostLoopTests {
    let clock = ManualClock()
    let program = HostProgram()

    func state(
        _ language: Language = .en, players: [String] = [], timer: Double? = 20, style: Style = Style(enabled: false),
        addresses: [String] = ["192.168.1.23"]
    ) -> HostState {
        let questions =
            language == .ru
            ? [
                Question(
                    id: "q1",
                    text: "Какой лайнер затонул в первом же рейсе в апреле 1912 года, столкнувшись с айсбергом в Северной Атлантике?",
                    options: ["«Титаник»", "«Британник»", "«Олимпик»", "«Лузитания»"], correctIndex: 0),
                Question(id: "q2", text: "2 + 2?", options: ["3", "4"], correctIndex: 1),
            ]
            : [
                Question(
                    id: "q1", text: "Which liner sank on its maiden voyage in April 1912 after it struck an iceberg in the North Atlantic?",
                    options: ["Titanic", "Britannic", "Olympic", "Lusitania"], correctIndex: 0),
                Question(id: "q2", text: "2 + 2?", options: ["3", "4"], correctIndex: 1),
            ]
        var room = HostedRoom(
            code: "QKXZ", request: GameRequest(mode: .party, source: "trivia", timer: timer), questions: questions,
            startedAt: clock.now)
        for (index, name) in players.enumerated() { _ = try? room.join(name: name, token: "t\(index)") }
        return HostState(room: room, addresses: addresses, port: 49152, language: language, style: style, clock: clock.wallClock)
    }

    /// The server's side of a move, as the command's effect runs it.
    func serve(_ state: HostState, _ effects: [Effect]) -> HostState {
        var room = state.room
        for effect in effects {
            guard case .host(let move) = effect else { continue }
            switch move {
            case .next: room.next(at: clock.now)
            case .reveal: room.reveal(at: clock.now)
            case .end: room.end(at: clock.now)
            }
        }
        return effects.isEmpty ? state : program.update(state, .external(.roomChanged(room))).0
    }

    @Test func theHostStartsOnlyWithPlayersAndTheQuestionClosesWhenAllHaveAnswered() throws {
        var (state, effects) = program.update(state(), .key(.enter))
        #expect(effects.isEmpty, "no players, no game")
        var room = state.room
        _ = try room.join(name: "Ann", token: "a")
        state = program.update(state, .external(.roomChanged(room))).0
        #expect(program.view(state, size: TerminalSize(columns: 80, rows: 24)).text.contains("Players (1): Ann"))
        (state, effects) = program.update(state, .key(.enter))
        #expect(effects == [.host(.next)] && state.moving && !program.wantsKeys(state))
        state = serve(state, effects)
        #expect(program.view(state, size: TerminalSize(columns: 80, rows: 24)).text.contains("Question 1/2 · 20 s · answered 0 of 1"))
        room = state.room
        try room.answer(token: "a", question: 0, option: 0, at: clock.now)
        (state, effects) = program.update(state, .external(.roomChanged(room)))
        #expect(effects == [.host(.reveal)], "everyone has answered")
        state = serve(state, effects)
        let revealed = program.view(state, size: TerminalSize(columns: 80, rows: 24)).text
        #expect(revealed.contains("100% Titanic") && revealed.contains("1. Ann — "))
    }

    /// One test of the issue's: a resize, a tick and an external event in the middle of a question.
    @Test func aResizeATickAndAPhoneMidQuestion() throws {
        var state = serve(state(players: ["Ann", "Bob"]), [.host(.next)])
        let wide = program.view(state, size: TerminalSize(columns: 120, rows: 40)).text
        state = program.update(state, .resize(TerminalSize(columns: 40, rows: 15))).0
        let narrow = program.view(state, size: TerminalSize(columns: 40, rows: 15))
        #expect(!narrow.overflows && narrow.text.contains("Lusitania") && wide.contains("20 s"))
        clock.advance(5)
        #expect(program.tickDelay(state) == 1)
        var effects: [Effect]
        (state, effects) = program.update(state, .tick(clock.now))
        #expect(effects.isEmpty && program.view(state, size: TerminalSize(columns: 120, rows: 40)).text.contains("15 s · answered 0 of 2"))
        var room = state.room
        try room.answer(token: "t1", question: 0, option: 2, at: clock.now)
        (state, effects) = program.update(state, .external(.roomChanged(room)))
        #expect(effects.isEmpty && program.view(state, size: TerminalSize(columns: 120, rows: 40)).text.contains("answered 1 of 2"))
        clock.advance(15)
        (state, effects) = program.update(state, .tick(clock.now))
        #expect(effects == [.host(.reveal)], "the time is up")
    }

    @Test func leavingAGameWithPlayersAsksFirst() {
        var state = serve(state(.ru, players: ["Аня"]), [.host(.next)])
        state = program.update(state, .key(.character("й"))).0
        #expect(state.askingToEnd && !state.done)
        #expect(program.view(state, size: TerminalSize(columns: 80, rows: 24)).text.contains("Закончить игру для всех? [д] Да   [н] Нет"))
        state = program.update(state, .key(.character("н"))).0
        #expect(!state.askingToEnd && !state.done)
        state = program.update(state, .key(.escape)).0
        state = program.update(state, .key(.character("д"))).0
        #expect(state.done, "the command ends the game and keeps it")
        #expect(program.update(self.state(), .key(.character("q"))).0.done, "an empty lobby leaves at once")
    }

    @Test(arguments: [Language.en, .ru])
    func everyPhaseFitsEveryWindow(language: Language) throws {
        var phases: [(String, HostState)] = [("empty lobby", state(language))]
        let names =
            language == .ru
            ? ["Аня", "Борис", "Катя", "Дмитрий Иванович Менделеев", "Ева"] : ["Ann", "Bob", "Cat", "Dmitri Ivanovich Mendeleev", "Eve"]
        var state = state(language, players: names)
        phases.append(("lobby", state))
        state = serve(state, [.host(.next)])
        phases.append(("asking", state))
        state.askingToEnd = true
        phases.append(("end?", state))
        state.askingToEnd = false
        state = serve(state, [.host(.reveal)])
        phases.append(("revealed", state))
        state = serve(state, [.host(.end)])
        phases.append(("over", state))
        for (name, phase) in phases {
            for size in [TerminalSize(columns: 40, rows: 15), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)] {
                let frame = program.view(phase, size: size)
                let note = "\(name) \(language) \(size.columns)×\(size.rows)"
                #expect(!frame.overflows, "\(note)\n\(frame.text)")
                #expect(frame.text.contains("QKXZ"), "\(note): the room's code")
                let keys = frame.lines.last?.text ?? ""
                #expect(!keys.isEmpty, "\(note): the key line last\n\(frame.text)")
                if name == "asking" { for option in phase.room.questions[0].options { #expect(frame.text.contains(option), "\(note)") } }
                if name == "lobby", size.rows >= 40 { #expect(frame.text.contains("▀"), "\(note): the QR code") }
                if language == .ru {
                    // The address and the code are what a phone types: the same in every language.
                    let words = frame.text.replacing(phase.joinURL, with: "").replacing("QKXZ", with: "")
                    #expect(LatinWords.leaks(in: words).isEmpty, "\(note)\n\(frame.text)")
                }
            }
        }
    }

    /// A machine on several networks: the first address is a guess; `a`
    /// shows the next one, with its own QR code, in either layout.
    @Test func aShowsTheNextAddressAndItsCode() {
        var state = state(addresses: ["192.168.1.23", "10.0.0.5"])
        let size = TerminalSize(columns: 80, rows: 40)
        let first = program.view(state, size: size).text
        #expect(first.contains("http://192.168.1.23:49152/?room=QKXZ") && first.contains("Address 1 of 2"))
        state = program.update(state, .key(.character("ф"))).0
        let second = program.view(state, size: size).text
        #expect(second.contains("http://10.0.0.5:49152/?room=QKXZ") && second.contains("Address 2 of 2"))
        #expect(second != first.replacingOccurrences(of: "192.168.1.23", with: "10.0.0.5"), "the QR code changed too")
        state = program.update(state, .key(.character("a"))).0
        #expect(state.joinURL.contains("192.168.1.23"))
        #expect(!program.view(self.state(), size: size).text.contains("Address 1 of"), "one address: nothing to choose")
    }

    /// Said in words (--plain), the QR code is drawn in ASCII and the
    /// question line names the time limit, not each second of it, so the
    /// narrated screen says each event once.
    @Test func inWordsTheCodeIsASCIIAndTheClockDoesNotTick() {
        var state = state(players: ["Ann"], style: Style(enabled: false, glyphs: .accessible))
        let size = TerminalSize(columns: 80, rows: FrameNarrator.rows)
        let lobby = program.view(state, size: size).text
        #expect(lobby.contains("##") && !lobby.contains("█"), "\(lobby)")
        state = serve(state, [.host(.next)])
        let asked = program.view(state, size: size)
        clock.advance(3)
        state = program.update(state, .tick(clock.now)).0
        #expect(program.view(state, size: size) == asked, "a tick changes nothing said")
        #expect(asked.text.contains("20 s"))
    }

    /// `--plain`: the host's loop said by the narrator, each event a line of
    /// its own: a player joining, the question, an answer counted, the reveal.
    @Test(arguments: [Language.en, .ru])
    func inWordsEachEventIsSaidInALine(language: Language) throws {
        var said = ""
        let narrator = FrameNarrator(pointer: Glyphs.accessible.pointer) { said += $0 }
        let size = TerminalSize(columns: 80, rows: FrameNarrator.rows)
        var state = state(language, style: Style(enabled: false, glyphs: .accessible))
        narrator.say(program.view(state, size: size))
        var room = state.room
        _ = try room.join(name: "Ann", token: "a")
        said = ""
        state = program.update(state, .external(.roomChanged(room))).0
        narrator.say(program.view(state, size: size))
        #expect(said.contains(Strings.hostPlayers(["Ann"])(language)) && !said.contains("##"), "the join, not the QR code again: \(said)")
        state = serve(state, program.update(state, .key(.enter)).1)
        said = ""
        narrator.say(program.view(state, size: size))
        #expect(state.room.questions[0].options.allSatisfy { said.contains($0) }, "the question and its options: \(said)")
        room = state.room
        try room.answer(token: "a", question: 0, option: 0, at: clock.now)
        let (answered, effects) = program.update(state, .external(.roomChanged(room)))
        said = ""
        narrator.say(program.view(serve(answered, effects), size: size))
        #expect(said.contains("100"), "the reveal's spread: \(said)")
        #expect(said.split(separator: "\n").allSatisfy { !$0.isEmpty }, "a line an event, nothing blank: \(said)")
    }
}
