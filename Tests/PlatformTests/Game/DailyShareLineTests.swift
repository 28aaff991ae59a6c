import QuizPlatform
import Testing

@Suite struct DailyShareLineTests {
    static let marks = [true, false, true, true, true, false, true, true, false, true]

    @Test func theLineHoldsTheDayTheScoreEachAnswerAndTheStreak() {
        let line = DailyShareLine(day: "2026-11-27", correct: 7, total: 10, marks: Self.marks, streak: 4)
        #expect(line.text(.en, ascii: false) == "quizctl daily 2026-11-27 · 7/10 · 🟩🟥🟩🟩🟩🟥🟩🟩🟥🟩 · streak 4")
        #expect(line.text(.ru, ascii: false) == "quizctl daily 2026-11-27 · 7/10 · 🟩🟥🟩🟩🟩🟥🟩🟩🟥🟩 · серия 4")
        #expect(line.text(.en, ascii: true) == "quizctl daily 2026-11-27 | 7/10 | +-+++-++-+ | streak 4")
    }

    @Test func theSameAnswersGiveTheSameLineAndAnotherDayAnother() {
        let first = DailyShareLine(day: "2026-11-27", correct: 7, total: 10, marks: Self.marks, streak: 4)
        let again = DailyShareLine(day: "2026-11-27", correct: 7, total: 10, marks: Self.marks, streak: 4)
        let tomorrow = DailyShareLine(day: "2026-11-28", correct: 7, total: 10, marks: Self.marks, streak: 4)
        #expect(first.text(.en, ascii: false) == again.text(.en, ascii: false))
        #expect(first.text(.en, ascii: false) != tomorrow.text(.en, ascii: false))
    }

    @Test func aLongGameStaysWithin280Characters() {
        let marks = Array(repeating: true, count: 1000)
        let line = DailyShareLine(day: "2026-11-27", correct: 1000, total: 1000, marks: marks, streak: 12)
        for ascii in [false, true] {
            let text = line.text(.en, ascii: ascii)
            #expect(text.count <= DailyShareLine.characterLimit)
            #expect(text.hasSuffix("…" + (ascii ? " | " : " · ") + "streak 12"))
        }
    }

    @Test func onlyADailyGameHasALine() {
        var game = GameRecord(
            mode: .classic, source: "trivia", startedAt: .now, finishedAt: .now, outcome: .completed, correct: 1, total: 1,
            answers: [
                AnswerRecord(question: "Q?", options: ["a", "b"], correctAnswer: "a", chosenAnswer: "a", isCorrect: true, seconds: 1)
            ])
        #expect(DailyShareLine(game: game, streak: 1) == nil)
        game.daily = "2026-11-27"
        #expect(DailyShareLine(game: game, streak: 1)?.text(.en, ascii: true) == "quizctl daily 2026-11-27 | 1/1 | + | streak 1")
    }
}
