import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// A party's `update` and `view` on the loop's events, without a terminal.
@MainActor
@Suite struct PartyLoopTests {
    private let questions = [Question(text: "The sky is blue?", options: ["True", "False"], correctIndex: 0)]

    @Test func theQuestionClockStopsWhileSuspended() throws {
        var bench = try PartyBench(.turn, players: ["Ann", "Bob"], questions: questions, timer: 20)
        bench.clock.advance(5)
        // Ctrl-Z for a minute, then fg: the minute is not the players'.
        bench.clock.advance(60)
        bench.send(.resumed(suspendedFor: 60))
        bench.send(.tick(bench.clock.now))
        #expect(bench.state.phase == .asking, "not timed out")
        #expect(bench.frame(TerminalSize(columns: 80, rows: 24)).text.contains("⏱\u{00A0}15\u{00A0}s"))
        bench.press("1")
        #expect(bench.state.session.players[0].answers.first?.seconds == 5)
    }

    @Test func arrowsScrollALongQuestionAndANewQuestionStartsAtItsTop() throws {
        let long = Question(
            text: String(repeating: "A long question about the sky. ", count: 12), options: ["True", "False"], correctIndex: 0)
        var bench = try PartyBench(.turn, players: ["Ann", "Bob"], questions: [long, long], delay: 0)
        let size = TerminalSize(columns: 40, rows: 15)
        let top = bench.frame(size).text
        bench.send(.key(.down))
        #expect(bench.frame(size).text != top, "the text moved")
        bench.press("1")
        bench.send(.key(.enter))
        #expect(bench.state.textOffset == 0)
        #expect(bench.frame(size).text.contains("Party · question 2/2"))
    }
}
