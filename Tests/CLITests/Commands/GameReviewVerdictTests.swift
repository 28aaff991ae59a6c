import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Issue 28: a Millionaire walk-away after two questions was titled "Perfect!".
@Suite struct GameReviewVerdictTests {
    private func ladder(correct: Int, outcome: Outcome) -> GameRecord {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let answers = (0..<correct).map {
            AnswerRecord(
                question: "Q\($0)?", options: ["A", "B", "C", "D"], correctAnswer: "A", chosenAnswer: "A", isCorrect: true, seconds: 1)
        }
        return GameRecord(
            mode: .millionaire, source: "offline", startedAt: date, finishedAt: date, outcome: outcome, correct: correct,
            total: correct, prize: 200, answers: answers)
    }

    @Test func aWalkAwayAfterTwoStepsIsJudgedOnTheLadder() {
        let lines = GameReview(game: ladder(correct: 2, outcome: .walkedAway), style: .plain).lines(.en)
        #expect(!lines.joined().contains("Perfect!"))
        #expect(lines[1].hasPrefix("2 of 15"))
    }

    @Test func theWholeLadderIsPerfect() {
        let lines = GameReview(game: ladder(correct: 15, outcome: .completed), style: .plain).lines(.en)
        #expect(lines[1] == "15 of 15 — Perfect!")
    }
}
