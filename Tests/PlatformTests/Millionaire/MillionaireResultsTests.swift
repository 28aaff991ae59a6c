import Foundation
import MillionaireMode
import QuizPlatform
import Testing

@Suite struct MillionaireResultsTests {
    private func record(_ mode: ModeKind, at seconds: TimeInterval, prize: Int, hints: [[Hint]] = []) -> GameRecord {
        let date = Date(timeIntervalSince1970: seconds)
        let answers = hints.map {
            AnswerRecord(
                question: "q", options: ["a", "b", "c", "d"], correctAnswer: "a", chosenAnswer: "a", isCorrect: true, seconds: 1, hints: $0)
        }
        return GameRecord(
            mode: mode, source: "trivia", startedAt: date, finishedAt: date, outcome: .walkedAway,
            correct: answers.count, total: answers.count, prize: prize, answers: answers)
    }

    @Test func tableKeepsMillionaireGamesNewestFirst() {
        let table = MillionaireResultsTable(records: [
            record(.millionaire, at: 10, prize: 300, hints: [[], [.fiftyFifty], [], [.phoneAFriend, .askTheAudience]]),
            record(.classic, at: 20, prize: 0),
            record(.millionaire, at: 30, prize: 32_000),
        ])
        #expect(table.rows.map(\.prize) == [32_000, 300])
        #expect(table.rows.map(\.date) == [Date(timeIntervalSince1970: 30), Date(timeIntervalSince1970: 10)])
        #expect(table.rows[1].hints == [.fiftyFifty, .phoneAFriend, .askTheAudience])
        #expect(table.rows[1].correct == 4)
        #expect(table.rows[1].outcome == .walkedAway)
        #expect(table.bestPrize == 32_000)
    }

    @Test func emptyTable() {
        let table = MillionaireResultsTable(records: [record(.yesno, at: 1, prize: 0)])
        #expect(table.isEmpty)
        #expect(table.bestPrize == 0)
    }

    @Test(arguments: [(0, "0"), (100, "100"), (1_000, "1,000"), (32_000, "32,000"), (125_000, "125,000"), (1_000_000, "1,000,000")])
    func englishGroupsThousandsWithCommas(amount: Int, text: String) {
        #expect(formatPrize(amount) == text)
        #expect(formatPrize(amount, language: .en) == text)
    }

    @Test func russianGroupsThousandsWithNoBreakSpaces() {
        #expect(formatPrize(1_000_000, language: .ru) == "1\u{00A0}000\u{00A0}000")
        #expect(formatPrize(500, language: .ru) == "500")
        #expect(formatPrize(64_000, language: .ru) == "64\u{00A0}000")
    }

    @Test(arguments: [
        (-1, "-1"), (-1_000, "-1,000"), (-999_999, "-999,999"), (10_000, "10,000"), (999, "999"),
        (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
    func groupsNegativeAndLongAmounts(amount: Int, text: String) {
        #expect(formatPrize(amount) == text)
        #expect(formatPrize(amount, language: .ru) == text.replacingOccurrences(of: ",", with: "\u{00A0}"))
    }

    @Test func outcomeLinesCarryThePrize() {
        let line = Strings.millionaireOutcome(.eliminated, prize: formatPrize(32_000, language: .ru))
        #expect(line.ru == "Неверный ответ. Вы уходите с суммой 32\u{00A0}000.")
        #expect(Strings.millionaireOutcome(.completed, prize: formatPrize(1_000_000)).en == "You are a millionaire! You win 1,000,000.")
    }
}
