import Foundation
import Synchronization
import Testing

@testable import QuizPlatform

/// Statistics equal what the saves say, whatever a delete or a clear does
/// between a save's append and its fold. `saveGame` is `history.append`
/// then `foldUnrecordedGames`, so calling those two apart interleaves the
/// steps exactly where another process could.
@Suite struct ReliabilityStatisticsRaceTests {
    @Test func aDeleteBetweenAnAppendAndItsFoldLosesNoGame() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            let last = persistenceGame(minute: 0)
            _ = try stores.saveGame(last)
            let mine = persistenceGame(minute: 1)
            try stores.history.append(mine)  // my save, not folded yet
            #expect(try stores.deleteGame(id: last.id))  // another process deletes the last folded game
            _ = try stores.saveGame(persistenceGame(minute: 2))  // and saves one whole
            let statistics = try stores.foldUnrecordedGames(saving: mine)
            #expect(statistics.overall.gamesPlayed == 3)
            #expect(try stores.statistics.load().overall.gamesPlayed == 3)
        }
    }

    @Test func aClearBetweenAnAppendAndItsFoldCountsNoGameTwice() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            _ = try stores.saveGame(persistenceGame(minute: 0))
            let mine = persistenceGame(minute: 1)
            let theirs = persistenceGame(minute: 2)
            try stores.history.append(mine)
            try stores.history.append(theirs)
            _ = try stores.foldUnrecordedGames(saving: mine)  // folds both
            try stores.clearHistory()
            let statistics = try stores.foldUnrecordedGames(saving: theirs)
            #expect(statistics.overall.gamesPlayed == 3)
        }
    }

    @Test func aClearBeforeAnyFoldStillCountsTheGamesItRemoves() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            _ = try stores.saveGame(persistenceGame(minute: 0))
            let mine = persistenceGame(minute: 1)
            try stores.history.append(mine)
            try stores.clearHistory()
            let later = persistenceGame(minute: 2)
            try stores.history.append(later)
            _ = try stores.foldUnrecordedGames(saving: mine)
            let statistics = try stores.foldUnrecordedGames(saving: later)
            #expect(statistics.overall.gamesPlayed == 3)
            #expect(try stores.currentStatistics().overall.gamesPlayed == 3)
        }
    }

    @Test func deletingTheGameJustAppendedStillCountsItOnce() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            _ = try stores.saveGame(persistenceGame(minute: 0))
            let mine = persistenceGame(minute: 1)
            try stores.history.append(mine)
            #expect(try stores.deleteGame(id: mine.id))
            #expect(try stores.foldUnrecordedGames(saving: mine).overall.gamesPlayed == 2)
            #expect(try stores.saveGame(persistenceGame(minute: 2)).overall.gamesPlayed == 3)
        }
    }

    /// Writers, deleters and clearers at once; each store has its own
    /// descriptors, so `flock` sees them as separate processes.
    @Test func concurrentSavesDeletesAndClearsKeepStatisticsExact() throws {
        try PersistenceFolder.with { folder throws in
            let savers = 3
            let gamesEach = 30
            let failures = Mutex<[String]>([])
            let saved = Mutex<[UUID]>([])
            let group = DispatchGroup()
            for _ in 0..<savers {
                let stores = folder.stores(clock: .live)
                group.enter()
                Thread {
                    defer { group.leave() }
                    do {
                        for minute in 0..<gamesEach {
                            let game = persistenceGame(minute: minute)
                            _ = try stores.saveGame(game)
                            saved.withLock { $0.append(game.id) }
                        }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }.start()
            }
            let stores = folder.stores(clock: .live)
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    for round in 0..<40 {
                        if round % 5 == 4 {
                            try stores.clearHistory()
                        } else if let id = saved.withLock({ $0.randomElement() }) {
                            try stores.deleteGame(id: id)
                        }
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }.start()
            group.wait()

            #expect(failures.withLock { $0 }.isEmpty)
            #expect(try folder.stores().statistics.load().overall.gamesPlayed == savers * gamesEach)
        }
    }
}
