import Foundation
import QuizPlatform

@testable import QuizCLI

/// A round on the loop's real `update` and `view`, without a terminal:
/// a test sends events and reads the frames as text.
@MainActor
struct RoundBench {
    let clock = ManualClock()
    let program = RoundProgram()
    private(set) var state: RoundState
    private(set) var effects: [Effect] = []

    init(
        _ kind: ModeKind, questions: [Question], timer: Double? = nil, language: Language = .en, delay: Double = 0,
        flip: FlipCards? = nil, typed: Bool = false, cram: Bool = false, answerStyle: AnswerStyle? = nil,
        deckStyles: [String: AnswerStyle] = [:]
    ) {
        let rules = GameModes.mode(for: kind)
        var request = GameRequest(mode: kind, source: "test", count: questions.count, timer: timer, language: language)
        request.cram = cram
        let session = GameSession(rules: rules, request: request, questions: questions, clock: clock.wallClock)
        let style = Style(enabled: false)
        var setup = RoundSetup(delay: delay, verbose: false, language: language, style: style, clock: clock.wallClock)
        setup.lifelines = rules.hintUsage(for: session).map { LifelineReport(hints: $0, style: style, language: language) }
        setup.flip = flip
        // `--flip` and `--typed` as the session's style, unless a test gives one.
        setup.answerStyle = answerStyle ?? (typed ? .typed : flip != nil ? .flip : .options)
        setup.deckStyles = deckStyles
        if !rules.prizeLadder.isEmpty {
            setup.board = MillionaireBoard(steps: rules.prizeLadder, session: session, style: style, language: language)
        }
        (state, effects) = program.start(RoundState(session: session, setup: setup))
    }

    /// A Millionaire party's turn: the current question only, under `lines`.
    mutating func playTurn(under lines: [String]) {
        state.playTurn(under: lines)
    }

    mutating func send(_ event: Event) {
        (state, effects) = program.update(state, event)
    }

    mutating func press(_ keys: String) {
        for character in keys { send(.key(.character(character))) }
    }

    func frame(_ columns: Int, _ rows: Int) -> Frame {
        program.view(state, size: TerminalSize(columns: columns, rows: rows))
    }

    /// Fifteen four-option questions, a Millionaire ladder's worth; the right answer is A.
    static func ladder(text: (Int) -> String = { "Question \($0 + 1)?" }) -> [Question] {
        (0..<15).map { Question(text: text($0), options: ["Paris", "Rome", "Madrid", "Berlin"], correctIndex: 0) }
    }

    static func yesNo(_ count: Int, language: Language = .en) -> [Question] {
        let options = language == .ru ? ["Да", "Нет"] : ["Yes", "No"]
        return (0..<count).map { Question(text: "Is \($0 + 1) odd?", options: options, correctIndex: $0 % 2) }
    }
}
