import Foundation
import Testing

@testable import QuizPlatform

/// `history --json`'s elements (`GameSummary.jsonElement`): the values
/// `GameSummary` encodes, keys in CLI.md's order.
@Suite struct GameSummaryJSONTests {
    private func party() -> GameRecord {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        return GameRecord(
            mode: .party, source: "trivia", startedAt: date, finishedAt: date + 60, outcome: .completed, correct: 1, total: 2,
            answers: [],
            players: [
                PartyPlayerRecord(
                    name: "Ann «Юля»", points: 1000, correct: 1,
                    answers: [PartyAnswer(question: 1, chosenAnswer: "Paris \"the city\"", isCorrect: true, seconds: 1.5, points: 1000)])
            ])
    }

    @Test func anElementHoldsWhatGameSummaryEncodesInCLIOrder() throws {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let daily = GameRecord(
            mode: .classic, source: "trivia", startedAt: date, finishedAt: date, outcome: .completed, correct: 0, total: 0,
            daily: "2027-01-15", answers: [])
        for game in [party(), daily] {
            let element = try #require(GameSummary.jsonElement(of: game))
            let written = try JSONSerialization.jsonObject(with: Data(element)) as? NSDictionary
            let encoded = try JSONSerialization.jsonObject(with: try JSONCoding.encoder().encode(GameSummary(game))) as? NSDictionary
            #expect(written == encoded)
            let text = String(decoding: element, as: UTF8.self)
            let keys = [
                "\"id\"", "\"mode\"", "\"source\"", "\"startedAt\"", "\"finishedAt\"", "\"outcome\"", "\"correct\"", "\"total\"",
                "\"prize\"",
            ]
            let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
            #expect(positions.count == keys.count && positions == positions.sorted(), "\(text)")
            #expect(text.hasPrefix("  {\n    \"id\" : "))
        }
    }
}
