import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// `play review --flip` on the loop's real `update` and `view`: the front,
/// the back on Space or Enter, the four grades with the interval each
/// gives, undo, in both languages and at every size.
@MainActor
@Suite struct FlipCardLoopTests {
    /// Each card new: the intervals are FSRS's first steps.
    private func bench(_ language: Language = .en, count: Int = 3) -> RoundBench {
        let fronts = language == .ru ? ["Столица Франции?", "Столица Испании?", "Столица Италии?"] : ["France?", "Spain?", "Italy?"]
        let backs = language == .ru ? ["Париж", "Мадрид", "Рим"] : ["Paris", "Madrid", "Rome"]
        let questions = (0..<count).map { Question(id: "card\($0)", text: fronts[$0], options: [backs[$0], "—"], correctIndex: 0) }
        let flip = FlipCards { _, now in ReviewCard().nextDue(at: now) }
        return RoundBench(.review, questions: questions, language: language, flip: flip)
    }

    @Test(arguments: [Language.en, .ru])
    func theFrontThenTheBackWithEachGradesInterval(language: Language) {
        var bench = bench(language)
        let front = bench.frame(80, 24).text
        #expect(front.contains(language == .ru ? "Столица Франции?" : "France?"))
        #expect(!front.contains(language == .ru ? "Париж" : "Paris"), "the back is hidden: \(front)")
        #expect(front.contains(Strings.flipKeysFront(language)))
        bench.send(.key(.character(" ")))
        let back = bench.frame(80, 24).text
        #expect(back.contains(language == .ru ? "Париж" : "Paris"))
        for rating in ReviewRating.allCases {
            #expect(back.contains(Strings.gradeName(rating)(language)), "\(rating) on its key: \(back)")
        }
        #expect(back.contains(Strings.interval(60)(language).replacingOccurrences(of: " ", with: "\u{00A0}")), "Again in a minute")
    }

    @Test func aGradeIsTheAnswerAndUndoTakesItBack() throws {
        var bench = bench()
        bench.press(" 4")
        #expect(bench.state.session.answers.map(\.rating) == [.easy])
        #expect(bench.frame(80, 24).text.contains("Spain?"), "the next card, at once: no pause after a grade")
        bench.press(" 1")
        #expect(bench.state.session.answers.map(\.rating) == [.easy, .again])
        #expect(bench.state.session.answers.map(\.isCorrect) == [true, false], "Again counts wrong, the rest right")
        bench.press("u")
        #expect(bench.state.session.answers.map(\.rating) == [.easy])
        let again = bench.frame(80, 24).text
        #expect(again.contains("Spain?") && again.contains("Madrid"), "the card graded last, turned over again: \(again)")
        bench.press("3")
        #expect(bench.state.session.answers.map(\.rating) == [.easy, .good])
    }

    @Test func enterOnTheBackIsGoodAndOtherKeysSayTheyMeanNothing() {
        var bench = bench()
        bench.press("x")
        #expect(bench.frame(80, 24).text.contains(Strings.keyNotHere("x")(.en)))
        bench.send(.key(.enter))
        bench.send(.key(.enter))
        #expect(bench.state.session.answers.map(\.rating) == [.good])
        bench.press("u")
        bench.press("u")
        #expect(bench.frame(80, 24).text.contains(Strings.flipNothingToUndo(.en)))
    }

    @Test func aRussianLayoutQuitsAndUndoesByPlace() {
        var bench = bench(.ru)
        bench.press(" 3г")
        #expect(bench.state.session.answers.isEmpty, "г is u's key")
        bench.press("й")
        #expect(bench.state.asked == .quit, "й is q's key")
    }

    @Test(
        arguments: [Language.en, .ru],
        [TerminalSize(columns: 40, rows: 15), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func bothSidesFitAndNoGradeIsPartedFromItsInterval(language: Language, size: TerminalSize) {
        var bench = bench(language)
        for keys in ["", " ", "3 "] {
            bench.press(keys)
            let frame = bench.frame(size.columns, size.rows)
            #expect(!frame.overflows)
            let lines = frame.lines.map(\.text)
            for rating in ReviewRating.allCases where bench.state.flipped {
                let name = Strings.gradeName(rating)(language)
                #expect(lines.contains { $0.contains("[\(rating.rawValue)]\u{00A0}\(name)\u{00A0}") }, "\(name) whole at \(size): \(lines)")
            }
        }
    }

    /// `--cram` says on every card, at every size, that the schedule is left alone.
    @Test(arguments: [Language.en, .ru], [TerminalSize(columns: 40, rows: 15), TerminalSize(columns: 120, rows: 40)])
    func crammingSaysSoOnEveryCard(language: Language, size: TerminalSize) {
        let questions = (0..<2).map { Question(id: "c\($0)", text: "Card \($0)?", options: ["Back \($0)", "—"], correctIndex: 0) }
        var bench = RoundBench(.review, questions: questions, language: language, flip: FlipCards { _, _ in nil }, cram: true)
        for keys in ["", " 3"] {
            bench.press(keys)
            let frame = bench.frame(size.columns, size.rows)
            let words = frame.lines.map(\.text).joined(separator: " ")
            #expect(!frame.overflows && words.contains(Strings.cramNote(language)), "\(words)")
        }
    }
}
