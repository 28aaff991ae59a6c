import Foundation
import Synchronization
import Testing

@testable import QuizPlatform

@Suite struct PersistenceSaveGameTests {
    @Test func savingAppendsToHistoryAndFoldsIntoStatistics() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            let first = persistenceGame(correct: 2, total: 5, minute: 1)
            let second = persistenceGame(.yesno, correct: 4, total: 5, minute: 2)
            _ = try stores.saveGame(first)
            let statistics = try stores.saveGame(second)
            #expect(statistics.overall.gamesPlayed == 2)
            #expect(statistics.overall.totalCorrect == 6)
            #expect(statistics.lastGameID == second.id)
            #expect(try stores.statistics.load() == statistics)
            #expect(try stores.history.all().map(\.id) == [first.id, second.id])
        }
    }

    @Test func aSaveInterruptedAfterTheAppendIsCompletedByTheNextSave() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            _ = try stores.saveGame(persistenceGame(minute: 1))
            try stores.history.append(persistenceGame(minute: 2))  // the process died here
            let last = persistenceGame(minute: 3)
            let statistics = try stores.saveGame(last)
            #expect(statistics.overall.gamesPlayed == 3)
            #expect(statistics.lastGameID == last.id)
        }
    }

    @Test func aGameFoldedByAnotherProcessIsNotCountedTwice() throws {
        try PersistenceFolder.with { folder in
            let mine = folder.stores()
            let theirs = folder.stores()
            let myGame = persistenceGame(minute: 1)
            try mine.history.append(myGame)
            _ = try theirs.saveGame(persistenceGame(minute: 2))  // folds both games
            let statistics = try mine.foldUnrecordedGames(saving: myGame)
            #expect(statistics.overall.gamesPlayed == 2)
        }
    }

    /// A save does not fsync the folder after renaming the new statistics
    /// over the old, so a crash may undo the rename: the statistics from
    /// before the save come back whole, and every read folds the game back in.
    @Test func statisticsWhoseRenameACrashUndidAreFoldedUpToDate() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            for minute in 0..<3 { _ = try stores.saveGame(persistenceGame(minute: minute)) }
            let before = try Data(contentsOf: stores.statistics.url)
            let saved = try stores.saveGame(persistenceGame(correct: 5, total: 5, minute: 3))
            try before.write(to: stores.statistics.url)  // the crash undid the rename
            #expect(try stores.currentStatistics() == saved)
            let next = try stores.saveGame(persistenceGame(minute: 4))
            #expect(next.overall.gamesPlayed == 5)
            #expect(next.overall.totalCorrect == saved.overall.totalCorrect + persistenceGame(minute: 4).correct)
        }
    }

    /// The statistics are written only once the history holds the game:
    /// they never count a game the history could not take.
    @Test func aGameTheHistoryCouldNotTakeIsNotCounted() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            _ = try stores.saveGame(persistenceGame(minute: 0))
            let before = try stores.statistics.load()
            try FileManager.default.removeItem(at: stores.history.url)
            try FileManager.default.createDirectory(at: stores.history.url, withIntermediateDirectories: false)
            #expect(throws: (any Error).self) { _ = try stores.saveGameKeepingHistory(persistenceGame(minute: 1)) }
            #expect(try stores.statistics.load() == before)
        }
    }

    @Test func freshStatisticsAreRebuiltFromTheWholeHistory() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            for minute in 0..<3 { try stores.history.append(persistenceGame(minute: minute)) }
            let statistics = try stores.saveGame(persistenceGame(minute: 4))
            #expect(statistics.overall.gamesPlayed == 4)
        }
    }

    @Test func quarantinedStatisticsAreRebuiltAndReported() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            for minute in 0..<3 { _ = try stores.saveGame(persistenceGame(minute: minute)) }
            try folder.write("{ broken", to: "statistics.json")
            let statistics = try stores.saveGame(persistenceGame(minute: 4))
            #expect(statistics.overall.gamesPlayed == 4)
            #expect(folder.notices.all.map(\.movedTo.lastPathComponent) == ["statistics.json.corrupt-\(PersistenceFolder.fixedStamp)"])
        }
    }

    @Test func statisticsShownBeforeTheNextSaveAlreadyAgreeWithTheHistory() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            for minute in 0..<3 { _ = try stores.saveGame(persistenceGame(minute: minute)) }
            try stores.history.append(persistenceGame(minute: 3))  // the process died here
            #expect(try stores.currentStatistics().overall.gamesPlayed == 4)
            try folder.write("{ broken", to: "statistics.json")
            #expect(try stores.currentStatistics().overall.gamesPlayed == 4)
            #expect(try stores.statistics.load().overall.gamesPlayed == 0)  // showing them wrote nothing
        }
    }

    @Test func shownStatisticsIgnoreAHistoryThatLostTheLastFoldedGame() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            for minute in 0..<3 { _ = try stores.saveGame(persistenceGame(minute: minute)) }
            try stores.history.clear()
            #expect(try stores.currentStatistics().overall.gamesPlayed == 3)
        }
    }

    @Test func afterClearingTheHistoryOnlyTheNewGameIsAdded() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            for minute in 0..<3 { _ = try stores.saveGame(persistenceGame(minute: minute)) }
            try stores.history.clear()
            let statistics = try stores.saveGame(persistenceGame(minute: 4))
            #expect(statistics.overall.gamesPlayed == 4)
            #expect(try stores.history.all().count == 1)
        }
    }

    @Test func afterDeletingTheLastFoldedGameOnlyTheNewGameIsAdded() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            let games = (0..<3).map { persistenceGame(minute: $0) }
            for game in games { _ = try stores.saveGame(game) }
            try stores.history.delete(id: games[2].id)
            let statistics = try stores.saveGame(persistenceGame(minute: 4))
            #expect(statistics.overall.gamesPlayed == 4)
        }
    }

    /// `flock` belongs to an open file description, so stores with their own
    /// descriptors contend exactly like separate processes.
    @Test func concurrentWritersLoseNothing() throws {
        try PersistenceFolder.with { folder throws in
            let writers = 4
            let gamesEach = 25
            let failures = Mutex<[String]>([])
            let group = DispatchGroup()
            for _ in 0..<writers {
                let stores = folder.stores(clock: .live)
                group.enter()
                Thread {
                    defer { group.leave() }
                    do {
                        for minute in 0..<gamesEach {
                            _ = try stores.saveGame(persistenceGame(minute: minute))
                            try stores.settings.update { $0.feedbackDelay += 1 }
                        }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }.start()
            }
            group.wait()

            #expect(failures.withLock { $0 }.isEmpty)
            let stores = folder.stores()
            #expect(try stores.history.all().count == writers * gamesEach)
            #expect(try stores.statistics.load().overall.gamesPlayed == writers * gamesEach)
            #expect(try stores.settings.load().feedbackDelay == 1 + Double(writers * gamesEach))
            #expect(folder.notices.all.isEmpty)
        }
    }
}
