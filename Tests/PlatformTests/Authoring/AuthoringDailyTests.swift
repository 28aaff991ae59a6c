import Foundation
import Testing

@testable import QuizPlatform

@Suite struct AuthoringDailyTests {
    /// 2026-11-22T00:00:00Z.
    static let midnight = Date(timeIntervalSince1970: 1_795_305_600)

    @Test func theDayIsTheUTCDate() {
        #expect(GameRequest.utcDay(of: Self.midnight) == "2026-11-22")
        #expect(GameRequest.utcDay(of: Self.midnight.addingTimeInterval(86_399)) == "2026-11-22")
        #expect(GameRequest.utcDay(of: Self.midnight.addingTimeInterval(-1)) == "2026-11-21")
    }

    @Test func theSeedIsStableThroughoutADay() {
        let seeds = stride(from: 0, to: 86_400, by: 3_600).map {
            GameRequest.dailySeed(for: GameRequest.utcDay(of: Self.midnight.addingTimeInterval(Double($0))))
        }
        #expect(Set(seeds).count == 1)
        #expect(GameRequest.dailySeed(for: "2026-11-22") == GameRequest.dailySeed(for: "2026-11-22"))
    }

    @Test func theSeedDiffersAcrossDays() {
        let days = (0..<366).map { GameRequest.utcDay(of: Self.midnight.addingTimeInterval(Double($0) * 86_400)) }
        #expect(Set(days).count == 366)
        #expect(Set(days.map(GameRequest.dailySeed)).count == 366)
    }

    /// The same daily request picks the same questions in the same order for everyone.
    @Test func theSameDayPicksTheSameQuestions() async throws {
        let source = FixedSource(questions: TestData.questions(30))
        func pick() async throws -> [Question] {
            let request = GameRequest(
                mode: .classic, source: "fixed", count: 10, seed: GameRequest.dailySeed(for: "2026-11-22"), offline: true,
                daily: "2026-11-22")
            return try await ClassicRound().questions(for: request, from: source)
        }
        let first = try await pick()
        #expect(try await pick() == first)
        let other = GameRequest(mode: .classic, source: "fixed", count: 10, seed: GameRequest.dailySeed(for: "2026-11-23"), offline: true)
        #expect(try await ClassicRound().questions(for: other, from: source) != first)
    }
}
