import Testing

@testable import QuizPlatform

/// Kahoot's points: 1000 × (1 − t / 2T) for a right answer, a streak bonus
/// of 100 per right answer in a row before it, capped at 500.
@Suite struct PartyScoringTests {
    @Test(arguments: [(0.0, 1000), (5.0, 875), (10.0, 750), (20.0, 500), (45.0, 500), (-1.0, 1000)])
    func speedScoresAgainstTheTimeLimit(elapsed: Double, points: Int) {
        #expect(PartyScoring(timeLimit: 20).points(elapsed: elapsed, streak: 0) == points)
    }

    @Test func aStreakAddsAHundredAnAnswerUpToFiveHundred() {
        let scoring = PartyScoring(timeLimit: 10)
        #expect((0...7).map { scoring.points(elapsed: 0, streak: $0) } == [1000, 1100, 1200, 1300, 1400, 1500, 1500, 1500])
    }

    @Test func withoutATimeLimitSpeedIsMeasuredAgainstTwentySeconds() {
        #expect(PartyScoring(timeLimit: nil).seconds == 20)
        #expect(PartyScoring(timeLimit: 0).points(elapsed: 10, streak: 0) == 750)
    }

    @Test func equalPointsShareAPlaceAndTheNextPlaceSkips() {
        let players = [("Ann", 900), ("Bob", 1900), ("Cat", 900), ("Dan", 100)].map {
            PartyPlayerRecord(name: $0.0, points: $0.1, correct: 0, answers: [])
        }
        let ranking = PartyStanding.ranking(players)
        #expect(ranking.map(\.name) == ["Bob", "Ann", "Cat", "Dan"])
        #expect(ranking.map(\.place) == [1, 2, 2, 4])
        #expect(PartyStanding.podium(players).map(\.name) == ["Bob", "Ann", "Cat"])
    }

    @Test func twoFirstsLeaveNoSecond() {
        let players = [("Ann", 500), ("Bob", 500), ("Cat", 10)].map {
            PartyPlayerRecord(name: $0.0, points: $0.1, correct: 0, answers: [])
        }
        #expect(PartyStanding.podium(players).map(\.place) == [1, 1, 3])
    }
}
