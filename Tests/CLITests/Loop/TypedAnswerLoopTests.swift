import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// `play review --typed` on the loop's real `update` and `view`: the
/// answer typed under the card, checked on Enter, with its verdict and the
/// right answer, in both languages and at every size.
@MainActor
@Suite struct TypedAnswerLoopTests {
    private func bench(_ language: Language = .en) -> RoundBench {
        let questions =
            language == .ru
            ? [Question(id: "a", text: "Столица России?", options: ["Москва", "—"], correctIndex: 0)]
                + [Question(id: "b", text: "Столица Франции?", options: ["Париж", "—"], correctIndex: 0)]
            : [Question(id: "a", text: "Capital of Brazil?", options: ["São Paulo", "—"], correctIndex: 0)]
                + [Question(id: "b", text: "Capital of Spain?", options: ["Madrid", "—"], correctIndex: 0)]
        return RoundBench(.review, questions: questions, language: language, delay: 1, typed: true)
    }

    @Test(arguments: [Language.en, .ru])
    func theAnswerIsTypedUnderTheCardAndJudgedOnEnter(language: Language) {
        var bench = bench(language)
        let open = bench.frame(80, 24).text
        #expect(
            open.replacingOccurrences(of: "\u{00A0}", with: " ").contains(Strings.typedKeys(language))
                && !open.contains(language == .ru ? "Москва" : "São Paulo"), "\(open)")
        bench.press(language == .ru ? "москва" : "sao paulo")
        #expect(bench.frame(80, 24).text.contains(language == .ru ? "› москва" : "› sao paulo"))
        bench.send(.key(.enter))
        let judged = bench.frame(80, 24).text
        #expect(judged.contains(Strings.correct(language)), "\(judged)")
        #expect(bench.state.session.answers.map(\.rating) == [.good])
        bench.clock.advance(1)
        bench.send(.tick(bench.clock.now))
        bench.press(language == .ru ? "Парж" : "Madri")
        bench.send(.key(.enter))
        let almost = bench.frame(80, 24).text
        #expect(almost.contains(Strings.typedAlmost(language)) && almost.contains(language == .ru ? "Париж" : "Madrid"), "\(almost)")
        #expect(bench.state.session.answers.map(\.rating) == [.good, .hard])
    }

    @Test func qIsALetterAndEscapeAsksToLeave() {
        var bench = bench()
        bench.press("q")
        #expect(bench.state.asked == nil && bench.frame(80, 24).text.contains("› q"))
        bench.send(.key(.escape))
        #expect(bench.state.asked == .quit)
    }

    @Test(
        arguments: [Language.en, .ru],
        [TerminalSize(columns: 40, rows: 15), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func theCardTheLineAndItsKeysFit(language: Language, size: TerminalSize) {
        var bench = bench(language)
        bench.press(String(repeating: "абвгд ", count: 12))
        let frame = bench.frame(size.columns, size.rows)
        #expect(!frame.overflows)
        let keys = Strings.typedKeys(language).split(separator: " · ").map(String.init)
        let shown = frame.lines.map { $0.text.replacingOccurrences(of: "\u{00A0}", with: " ") }
        for key in keys { #expect(shown.contains { $0.contains(key) }, "\(key) whole at \(size): \(shown)") }
        #expect(frame.lines.contains { $0.text.hasPrefix("› ") })
    }

    /// An Anki typed-answer card (`{{type:}}`) is typed in any review, not
    /// answered from options, and among flip cards too.
    @Test(arguments: [false, true])
    func aTypedAnswerCardIsTypedWithoutTheFlag(flip: Bool) {
        var question = Question(id: "t", text: "猫?", options: ["cat", "dog", "fish"], correctIndex: 0)
        question.asksTyped = true
        var bench = RoundBench(.review, questions: [question], flip: flip ? FlipCards { _, _ in nil } : nil)
        let open = bench.frame(80, 24).text
        #expect(!open.contains("dog") && open.replacingOccurrences(of: "\u{00A0}", with: " ").contains(Strings.typedKeys(.en)), "\(open)")
        bench.press("Cat")
        bench.send(.key(.enter))
        #expect(bench.state.session.answers.map(\.rating) == [.good])
    }
}
