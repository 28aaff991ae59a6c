import Foundation
import Testing

@testable import QuizPlatform

@Suite struct AnswerInterpreterTests {
    @Test(arguments: ["y", "Yes", " YES ", "да", "Да"]) func yesWords(_ word: String) {
        #expect(AnswerInterpreter(format: .yesNo, optionCount: 2).interpret(word) == .option(0))
    }

    @Test(arguments: ["n", "no", "NO", "нет"]) func noWords(_ word: String) {
        #expect(AnswerInterpreter(format: .yesNo, optionCount: 2).interpret(word) == .option(1))
    }

    @Test func optionsByNumberOrLetter() {
        let interpreter = AnswerInterpreter(format: .choice, optionCount: 4)
        #expect(interpreter.interpret("3") == .option(2))
        #expect(interpreter.interpret("B") == .option(1))
        #expect(interpreter.interpret("5") == nil)
        #expect(interpreter.interpret("e") == nil)
        #expect(interpreter.interpret("walk") == nil)
        #expect(AnswerInterpreter(format: .choice, optionCount: 2).interpret("c") == nil)
    }

    @Test func millionaireWords() {
        let interpreter = AnswerInterpreter(format: .fourOptions, optionCount: 4, allowsLifelines: true)
        #expect(interpreter.interpret("50") == .lifeline(.fiftyFifty))
        #expect(interpreter.interpret("friend") == .lifeline(.phoneAFriend))
        #expect(interpreter.interpret("audience") == .lifeline(.askTheAudience))
        #expect(interpreter.interpret("walk") == .walkAway)
        #expect(interpreter.interpret("d") == .option(3))
    }
}

@Suite struct SummaryTests {
    @Test func movieQuizSummaryInBothLanguages() {
        let date = Date(timeIntervalSince1970: 1_795_356_300)  // 2026-11-22 14:05 UTC
        var statistics = Statistics()
        let best = GameRecord(
            mode: .yesno, source: "movies", startedAt: date, finishedAt: date, outcome: .completed, correct: 9, total: 10, answers: [])
        statistics.record(best)
        let latest = GameRecord(
            mode: .yesno, source: "movies", startedAt: date, finishedAt: date, outcome: .completed, correct: 3, total: 10, answers: [])
        statistics.record(latest)
        let summary = RoundSummary(game: latest, statistics: statistics, timeZone: TimeZone(identifier: "UTC")!)
        #expect(summary.title(.en) == "This round is over!")
        #expect(
            summary.lines.map { $0(.en) } == [
                "Your result: 3/10", "Quizzes played: 2", "Record: 9/10 (22.11.26 14:05)", "Average accuracy: 60.00%",
            ])
        #expect(
            summary.lines.map { $0(.ru) } == [
                "Ваш результат: 3/10", "Количество сыгранных квизов: 2", "Рекорд: 9/10 (22.11.26 14:05)",
                "Средняя точность: 60,00\u{00A0}%",
            ])
        #expect(summary.playAgain(.ru) == "Сыграть ещё раз")
    }

    @Test(arguments: [
        (10, 10, "Perfect!"), (8, 10, "Almost perfect!"), (6, 10, "Good result!"), (4, 10, "Room to grow!"), (2, 10, "A tough one!"),
        (0, 10, "It happens!"),
    ])
    func dailyQuizTiers(_ correct: Int, _ total: Int, _ title: String) {
        #expect(ResultVerdict(correct: correct, total: total).title(.en) == title)
    }

    @Test func lastTierInRussian() {
        #expect(ResultVerdict(correct: 0, total: 5).title(.ru) == "Бывает и так!")
        #expect(ResultVerdict(correct: 5, total: 5).title(.ru) == "Идеально!")
        #expect(ResultVerdict(correct: 7, total: 10).score(.ru) == "7 из 10")
    }
}

@Suite struct QuestionShapeTests {
    @Test func yesNoPairsAreRecognisedAndPutAffirmativeFirst() throws {
        let question = Question(text: "Is water wet?", options: ["No", "Yes"], correctIndex: 1)
        let shaped = try #require(question.shaped(as: .yesNo))
        #expect(shaped.options == ["Yes", "No"] && shaped.correctIndex == 0)
        #expect(Question(text: "?", options: ["Нет", "Да"], correctIndex: 0).shaped(as: .yesNo)?.correctIndex == 1)
        #expect(Question(text: "?", options: ["Paris", "Rome"], correctIndex: 0).shaped(as: .yesNo) == nil)
        #expect(Question(text: "?", options: [" FALSE ", "True\t"], correctIndex: 1).shaped(as: .yesNo)?.correctIndex == 0)
        #expect(TestData.question(1, options: 3).shaped(as: .fourOptions) == nil)
    }

    @Test func cardMarksTheRightAndTheWrongChoice() {
        let question = TestData.question(1)
        let feedback = AnswerFeedback(isCorrect: false, correctIndex: 0, chosenIndex: 2, explanation: "because", isGameOver: false)
        let card = QuestionCard(
            question: question, format: .choice, progress: GameProgress(questionNumber: 1, questionCount: 1, answered: 1, correct: 0),
            feedback: feedback, language: .en)
        #expect(card.options.map(\.mark) == [.correct, .plain, .wrong, .plain])
        #expect(card.frame == .wrong)
        #expect(card.feedback == "✗ Wrong — because")
    }
}
