import Foundation
import Testing

@testable import QuizPlatform

/// The streamed rewrites (`delete`, `clear`) and the streamed statistics
/// fold: they read each line once, keep none but the one at hand, and must
/// agree with reading every game whole.
@Suite struct PersistenceHistoryRewriteTests {
    private func line(_ game: GameRecord) throws -> String {
        String(decoding: try JSONCoding.encoder().encode(game), as: UTF8.self)
    }

    @Test func deleteCopiesEveryOtherLineByteForByteAndSetsTheUnreadableOnesAside() throws {
        try PersistenceFolder.with { folder in
            let games = (0..<4).map { persistenceGame(minute: $0) }
            // A game written by hand in a form only the decoder reads.
            let byHand = try line(games[1]).replacingOccurrences(of: "\",\"", with: "\" , \"")
            #expect(GameLine.game(in: Data(byHand.utf8), decoder: JSONCoding.decoder()) == games[1])
            let lines = [try line(games[0]), byHand, "garbage", try line(games[2]), try line(games[3])]
            try folder.write(lines.joined(separator: "\n") + "\n", to: "history.jsonl")

            #expect(try folder.history().delete(id: games[2].id))
            #expect(try folder.contents("history.jsonl") == [lines[0], lines[1], lines[4]].joined(separator: "\n") + "\n")
            #expect(try folder.contents("history.jsonl.corrupt-\(PersistenceFolder.fixedStamp)") == "garbage\n")
            #expect(folder.notices.all.map(\.lineCount) == [1])
        }
    }

    @Test func deleteOfAnUnknownGameWritesNothing() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            try history.append(persistenceGame())
            try folder.write(try folder.contents("history.jsonl") + "garbage\n", to: "history.jsonl")
            let before = try folder.contents("history.jsonl")
            #expect(try history.delete(id: UUID()) == false)
            #expect(try folder.contents("history.jsonl") == before)
            #expect(try folder.names() == ["history.jsonl", "history.jsonl.lock"])
            #expect(folder.notices.all.isEmpty)
        }
    }

    /// More than one piece of the copy (a megabyte), so pieces must join.
    @Test func aLongHistoryLosesOnlyTheDeletedGame() throws {
        try PersistenceFolder.with { folder in
            let games = (0..<3_000).map { persistenceGame(minute: $0) }
            let lines = try games.map(line)
            try folder.write(lines.joined(separator: "\n") + "\n", to: "history.jsonl")
            #expect(lines.joined().utf8.count > 1 << 20)
            let stores = folder.stores()
            #expect(try stores.deleteGame(id: games[1_234].id))
            var kept = lines
            kept.remove(at: 1_234)
            #expect(try folder.contents("history.jsonl") == kept.joined(separator: "\n") + "\n")
            #expect(try stores.statistics.load().lastGameID == games.last?.id)
            #expect(try stores.statistics.load().overall.gamesPlayed == 3_000, "statistics are all-time")
        }
    }

    @Test func statisticsRebuiltFromTheHistoryEqualFoldingEveryWholeGame() throws {
        try PersistenceFolder.with { folder in
            var random = SplitMix64(seed: 9)
            let games = (0..<60).map { index in
                var game = persistenceGame(
                    ModeKind.allCases[index % 4], correct: Int.random(in: 0...5, using: &random), total: 5, minute: index)
                if index % 7 == 0 { game.daily = "2026-11-\(10 + index % 3)" }
                return game
            }
            let stores = folder.stores()
            try folder.write(try games.map(line).joined(separator: "\n") + "\n", to: "history.jsonl")
            var expected = Statistics()
            for game in try stores.history.all() { expected.record(game) }
            #expect(expected.overall.gamesPlayed == 60)
            #expect(try stores.currentStatistics() == expected)
            let saved = persistenceGame(minute: 99)
            expected.record(saved)
            #expect(try stores.saveGame(saved) == expected)
        }
    }

    @Test func gamesComeOneAtATimeAndTheFoldCanStopEarly() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            let games = (0..<5).map { persistenceGame(minute: $0) }
            for game in games { try history.append(game) }
            struct Enough: Error {}
            var seen: [UUID] = []
            #expect(throws: Enough.self) {
                try history.forEachGame(after: games[0].id, answers: false) { game in
                    seen.append(game.id)
                    #expect(game.answers.isEmpty)
                    if seen.count == 2 { throw Enough() }
                }
            }
            #expect(seen == [games[1].id, games[2].id])
        }
    }
}
