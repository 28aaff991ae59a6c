import Foundation
import Testing

@testable import QuizPlatform

/// `StatisticsReader` is the fast path of loading statistics.json: it must
/// return exactly what JSONDecoder returns, or nil (not sure) so that
/// JSONDecoder decides.
@Suite struct StatisticsReaderTests {
    private func decoded(_ text: String) -> Statistics? {
        try? JSONCoding.decoder().decode(Statistics.self, from: Data(text.utf8))
    }

    private func folded(games: Int, seed: UInt64) -> Statistics {
        var generator = SplitMix64(seed: seed)
        var statistics = Statistics()
        for number in 0..<games {
            let mode = ModeKind.allCases[Int(generator.next() % UInt64(ModeKind.allCases.count))]
            var game = persistenceGame(mode, correct: Int(generator.next() % 11), total: 10, minute: number * 37)
            game.daily = generator.next() % 3 == 0 ? "2026-11-\(10 + number % 20)" : nil
            statistics.record(game)
        }
        statistics.players = [
            "ann": PlayerBest(
                name: "Ann \"Quiz\" Смирнова", gamesPlayed: 3, wins: 2, bestPoints: 4200, bestCorrect: 6,
                bestDate: Date(timeIntervalSince1970: 1_790_000_000))
        ]
        return statistics
    }

    @Test func readsWhatQuizctlWritesAsJSONDecoderDoes() throws {
        for (games, seed) in [(0, 1), (1, 2), (7, 3), (300, 4)] as [(Int, UInt64)] {
            var statistics = folded(games: games, seed: seed)
            if games == 0 { statistics.players = nil }
            let data = try JSONCoding.encoder().encode(statistics)
            let fast = try #require(StatisticsReader.read(data), "\(games) games")
            #expect(fast == statistics)
            #expect(fast == (try JSONCoding.decoder().decode(Statistics.self, from: data)))
        }
    }

    @Test func acceptsNullsAndWhitespaceAsJSONDecoderDoes() throws {
        let text = """
            { "overall" : {"gamesPlayed":1,"totalCorrect":2,"totalQuestions":3,"best":null},
              "modes" : { },
              "recentAccuracy" : [ 1.5 , 100 ],
              "lastGameID" : null, "dailyDays" : [], "players" : null }
            """
        let fast = try #require(StatisticsReader.read(Data(text.utf8)))
        #expect(fast == decoded(text))
        #expect(fast.overall.totalQuestions == 3)
    }

    @Test func readsDaysAndOtherTextsOfChallengesAsJSONDecoderDoes() throws {
        let days = #"["2026-11-22","2024-02-29","2026-11-2\u0033","2026-02-30","2026-2-5","odd","2026-11-22","\u00e9t\u00e9",""]"#
        let text =
            #"{"overall":{"gamesPlayed":1,"totalCorrect":1,"totalQuestions":1},"modes":{},"recentAccuracy":[],"dailyDays":"#
            + days + "}"
        let fast = try #require(StatisticsReader.read(Data(text.utf8)))
        #expect(fast == decoded(text))
        #expect(
            fast.dailyDays.texts == ["2026-11-22", "2024-02-29", "2026-11-23", "2026-02-30", "2026-2-5", "odd", "2026-11-22", "été", ""])
        #expect(fast.dailyStreak(asOf: Date(timeIntervalSince1970: 1_795_521_600)) == 2, "2026-11-24: the 22nd and the escaped 23rd")
        for spaced in [#"[ "2026-11-22" , "odd" ]"#, "[\n \"2026-11-22\" ,\n \"2026-11-23\"\n]", "[ ]", #"["2026-11-22"]"#] {
            let text =
                #"{"overall":{"gamesPlayed":1,"totalCorrect":1,"totalQuestions":1},"modes":{},"recentAccuracy":[],"dailyDays":"#
                + spaced + "}"
            let fast = try #require(StatisticsReader.read(Data(text.utf8)), "\(spaced)")
            #expect(fast == decoded(text), "\(spaced)")
        }
    }

    @Test func isNotSureOfWhatItDoesNotFullyHandle() {
        let base = #""overall":{"gamesPlayed":1,"totalCorrect":1,"totalQuestions":1},"modes":{},"recentAccuracy":[],"dailyDays":[]"#
        let unsure = [
            "{\(base),\"extra\":1}",  // an unknown key: JSONDecoder ignores it
            "{\(base),\"dailyDays\":[]}",  // a key twice
            "{\(base),\"lastGame\\u0049D\":null}",  // an escaped key
            #"{"overall":{"gamesPlayed":1.0,"totalCorrect":1,"totalQuestions":1},"modes":{},"recentAccuracy":[],"dailyDays":[]}"#,
            #"{"overall":{"gamesPlayed":1,"totalCorrect":1,"totalQuestions":1},"modes":{"chess":{"gamesPlayed":1,"totalCorrect":1,"totalQuestions":1}},"recentAccuracy":[],"dailyDays":[]}"#,
            #"{"overall":{"gamesPlayed":1,"totalCorrect":1,"totalQuestions":1},"recentAccuracy":[],"dailyDays":[]}"#,
            "{\(base)} trailing",
            "{\(base)",
        ]
        for text in unsure {
            #expect(StatisticsReader.read(Data(text.utf8)) == nil, "\(text)")
        }
        // The last three are not statistics for JSONDecoder either.
        #expect(decoded(unsure[5]) == nil && decoded(unsure[6]) == nil && decoded(unsure[7]) == nil)
    }
}
