import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Issue 28: lists a person reads showed internal mode names (`yesno`, `classic`).
@Suite struct HistoryDescribeTests {
    @Test(arguments: [ModeKind.yesno, .classic])
    func aGameInTheResultsListIsNamedByItsModesTitle(mode: ModeKind) {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let game = GameRecord(
            mode: mode, source: "offline", startedAt: date, finishedAt: date, outcome: .completed, correct: 6, total: 10, answers: [])
        let english = HistoryTable.describe(game, language: .en)
        #expect(english.contains(Strings.modeTitle(mode)(.en)) && !english.contains(" \(mode.rawValue) "))
        #expect(HistoryTable.describe(game, language: .ru).contains(Strings.modeTitle(mode)(.ru)))
    }
}
