import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// A round driven in-process through the loop's real `update` and `view`,
/// the frames compared as text; each finding of issue 28 that a round
/// showed has a test here.
@MainActor
@Suite struct RoundLoopTests {
    private static let sizes = [(40, 15), (80, 24), (120, 40)]

    @Test func aResizeATickAndAnOutsideMessageMidQuestion() {
        var bench = RoundBench(.classic, questions: RoundBench.ladder(), timer: 20)
        let before = bench.frame(80, 24)
        #expect(before.text.contains("Question 1?") && before.text.contains("⏱\u{00A0}20\u{00A0}s"))

        // The window shrinks: the same question, laid out for 40×15, whole.
        bench.send(.resize(TerminalSize(columns: 40, rows: 15)))
        let small = bench.frame(40, 15)
        #expect(small.size == TerminalSize(columns: 40, rows: 15) && !small.overflows)
        for text in ["Question 1?", "[1] Paris", "[4] Berlin", "⏱\u{00A0}20\u{00A0}s"] { #expect(small.text.contains(text), "\(text)") }

        // Three seconds pass: only the countdown changes.
        bench.clock.advance(3)
        bench.send(.tick(bench.clock.now))
        let ticked = bench.frame(40, 15)
        #expect(ticked.text == small.text.replacingOccurrences(of: "⏱\u{00A0}20\u{00A0}s", with: "⏱\u{00A0}17\u{00A0}s"))
        #expect(FrameDiff.bytes(from: small, to: ticked).components(separatedBy: "\u{1B}[2K").count == 2, "one line rewritten")

        // A player joins the host: nothing of a game of one changes, and its clock runs on.
        bench.send(.external(.playerJoined(name: "Ann")))
        #expect(bench.frame(40, 15) == ticked)
        #expect(bench.state.session.timeLeft == 17)
    }

    /// Issue 28: the question timer kept running during Ctrl-Z.
    @Test func theQuestionClockStopsWhileSuspended() {
        var bench = RoundBench(.yesno, questions: RoundBench.yesNo(2), timer: 20)
        bench.clock.advance(2)
        // Stopped for a minute: the limit would have passed.
        bench.clock.advance(60)
        bench.send(.resumed(suspendedFor: 60))
        bench.send(.tick(bench.clock.now))
        #expect(bench.state.session.timeLeft == 18)
        #expect(bench.frame(80, 24).text.contains("⏱\u{00A0}18\u{00A0}s"))
        bench.press("y")
        #expect(bench.state.session.answers.first?.seconds == 2)
    }

    /// Issue 28: a prompt was written onto the key line (`⏱ 18 сВыйти из игры?`).
    @Test(arguments: [Language.en, .ru])
    func leavingAsksOnALineOfItsOwn(language: Language) {
        let long = (0..<2).map { index in
            Question(
                text: String(repeating: "Is the rating of this movie less than 8.2? ", count: 4),
                options: language == .ru ? ["Да", "Нет"] : ["Yes", "No"],
                correctIndex: index)
        }
        var bench = RoundBench(.yesno, questions: long, timer: 20, language: language)
        bench.press("q")
        for (columns, rows) in Self.sizes {
            let lines = bench.frame(columns, rows).lines.map(\.text)
            let question = Strings.confirmQuitGame(language)
            #expect(
                lines.contains { $0.hasPrefix(question.prefix(10)) }
                    && !lines.contains { $0.contains("с" + question) || $0.contains("s" + question) })
            #expect(lines.contains(Strings.confirmKeys(language)), "\(lines)")
        }
        // No (н in Russian, by meaning) goes back to the question; yes leaves.
        bench.press(language == .ru ? "н" : "n")
        #expect(bench.state.asked == nil && bench.state.end == nil)
        bench.press("q")
        bench.press(language == .ru ? "д" : "y")
        #expect(bench.state.end == .quit)
    }

    /// Issue 28: a question of about 330 characters at 40×15 pushed options 2–4 and the keys off the screen.
    @Test(arguments: [Language.en, .ru])
    func aLongQuestionScrollsAndTheOptionsAndKeysStay(language: Language) {
        let long = String(
            repeating: language == .ru
                ? "Какой из этих городов был столицей дольше всех? " : "Which of these cities was a capital the longest? ", count: 7)
        var bench = RoundBench(.classic, questions: RoundBench.ladder { _ in long }, language: language)
        for (columns, rows) in Self.sizes {
            let frame = bench.frame(columns, rows)
            #expect(!frame.overflows)
            for option in ["[1] Paris", "[2] Rome", "[3] Madrid", "[4] Berlin", "q"] {
                #expect(frame.text.contains(option), "\(option) at \(columns)×\(rows)")
            }
            #expect(frame.lines.last?.text.contains(Strings.keysOptions(4)(language).prefix(8)) == true, "keys last at \(columns)×\(rows)")
        }
        let small = bench.frame(40, 15)
        #expect(small.text.contains(Strings.scrollQuestion(language)))
        bench.send(.key(.down))
        #expect(bench.frame(40, 15).text != small.text, "↓ shows more of the question")
    }

    /// Issue 28: at 40×15, after h and 5, f showed no reply from the friend;
    /// in Russian the lifelines' row went instead.
    @Test(arguments: [Language.en, .ru])
    func everyLifelinesAnswerIsSeenAt40x15(language: Language) {
        let text = "Which liner sank on its maiden voyage in April 1912 after it struck an iceberg in the North Atlantic?"
        var bench = RoundBench(.millionaire, questions: RoundBench.ladder { _ in text }, language: language)
        bench.press("h5f")
        let frame = bench.frame(40, 15)
        #expect(!frame.overflows)
        let friend = Strings.friendSays(option: "A", confidence: 0, unsure: false)(language).prefix(6)
        #expect(frame.text.contains(friend), "\(frame.text)")
        #expect(frame.text.contains("[5]") && frame.text.contains("[w]"), "the lifelines' row")
        #expect(frame.text.contains(Strings.keysMillionaire(language).prefix(6)))
    }

    /// At 40×15 the audience's vote after the friend's reply was not shown:
    /// the vote is two lines now, and the card gives up its blank line for it.
    @Test(arguments: [Language.en, .ru])
    func theAudiencesVoteIsSeenAfterTheFriendAt40x15(language: Language) {
        let text = "Which liner sank on its maiden voyage in April 1912 after it struck an iceberg?"
        var bench = RoundBench(.millionaire, questions: RoundBench.ladder { _ in text }, language: language)
        bench.press("fh")
        let frame = bench.frame(40, 15)
        #expect(!frame.overflows)
        #expect(frame.text.contains(Strings.audienceShort(language)), "\(frame.text)")
        for letter in ["A ", "B ", "C ", "D "] { #expect(frame.text.contains(letter)) }
        #expect(frame.text.contains("[5]") && frame.text.contains("[w]"), "the lifelines' row")
    }

    /// Issue 28: the lifelines' row broke inside a lifeline at 40 columns
    /// ("[h] Ask" / "the audience", «[h] Помощь» / «зала»).
    @Test(arguments: [Language.en, .ru])
    func theLifelinesRowNeverBreaksALifeline(language: Language) {
        var bench = RoundBench(.millionaire, questions: RoundBench.ladder(), language: language)
        for keys in ["", "f", "fh", "fh5"] {
            bench.press(String(keys.suffix(1)))
            for columns in [40, 52, 80, 120] {
                let lines = bench.frame(columns, 15).lines.map(\.text)
                for name in Hint.allCases.flatMap({ [Strings.lifelineName($0)(language), Strings.lifelineShortName($0)(language)] }) {
                    let shown = lines.contains { $0.contains("] " + name) }
                    let started = lines.contains { $0.hasSuffix("] " + name.split(separator: " ")[0]) && !$0.hasSuffix("] " + name) }
                    #expect(!started || shown, "\(name) broken at \(columns) after \(keys): \(lines)")
                }
                #expect(lines.contains { $0.contains("[h] ") } && lines.contains { $0.contains("[w] ") }, "\(columns) \(keys): \(lines)")
            }
        }
    }

    /// Issue 28: the money ladder was not shown at 40 columns.
    @Test func theLadderIsShownAt40Columns() {
        var bench = RoundBench(.millionaire, questions: RoundBench.ladder())
        bench.press("a")
        let text = bench.frame(40, 15).text
        #expect(text.contains("›  2"), "\(text)")
    }

    /// Issue 28: on a wrong Millionaire answer, the ladder's current step turned green.
    @Test func aWrongAnswersStepIsRedNotGreen() {
        var bench = RoundBench(.millionaire, questions: RoundBench.ladder())
        bench.press("ab")
        let board = MillionaireBoard(
            steps: bench.state.session.rules.prizeLadder, session: bench.state.session, style: Style(enabled: true), language: .en)
        let lines = board.ladderLines.reversed().map { $0 }
        #expect(lines[0].hasPrefix("\u{1B}[32m"), "step 1, right: green")
        #expect(lines[1].hasPrefix("\u{1B}[31m"), "step 2, wrong: red, \(lines[1])")
    }

    @Test func keysTypedBeforeAQuestionIsShownAreDropped() {
        var bench = RoundBench(.yesno, questions: RoundBench.yesNo(2), delay: 1)
        #expect(bench.effects == [.discardTypedAhead])
        bench.press("y")
        #expect(!bench.program.wantsKeys(bench.state), "the pause reads no key")
        bench.clock.advance(1)
        bench.send(.tick(bench.clock.now))
        #expect(bench.effects == [.discardTypedAhead])
        #expect(bench.frame(80, 24).text.contains("Is 2 odd?"))
    }

    /// At 40×15 whose turn it is stays in view under a long question, before
    /// how the last ladder ended (in Russian it had given way to the ladder).
    @Test(arguments: [Language.en, .ru])
    func aMillionairePartysTurnIsNamedAt40x15(language: Language) {
        let question = Question(
            text: language == .ru
                ? "Как по-русски называется устройство, которое по-английски сокращают «CPU»?"
                : String(repeating: "Which device is the CPU? ", count: 4),
            options: ["Paris", "Rome", "Madrid", "Berlin"], correctIndex: 0)
        var bench = RoundBench(.millionaire, questions: Array(repeating: question, count: 15), language: language)
        let banner = language == .ru ? "»» ХОД ИГРОКА БОРЯ ««" : "»» BOB'S TURN ««"
        bench.playTurn(under: ["Ann: " + String(repeating: "a long ending of a ladder ", count: 3), banner])
        let text = bench.frame(40, 15).text
        #expect(text.contains(banner), "\(text)")
        for option in question.options { #expect(text.contains(option), "\(text)") }
    }
}
