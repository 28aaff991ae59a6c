import Foundation
import Sqlite
import Synchronization
import Testing

@testable import QuizStore

@Suite struct BackupTests {
    static func names(_ days: [String]) -> [String] { days.map(DailyBackup.fileName(day:)) }

    @Test func theFirstBackupOfADayIsTakenAndTheSecondIsNot() {
        #expect(DailyBackup.plan(day: "2026-11-27", existing: []) == .init(take: "quizctl-2026-11-27.db", prune: []))
        #expect(
            DailyBackup.plan(day: "2026-11-27", existing: Self.names(["2026-11-27"])) == .init(take: nil, prune: []))
    }

    @Test func theNewestSevenAreKeptTodaysCounted() {
        let days = (20...26).map { "2026-11-\($0)" }
        let plan = DailyBackup.plan(day: "2026-11-27", existing: Self.names(days.reversed()) + ["notes.txt", "quizctl-2026-11-2.db"])
        #expect(plan == .init(take: "quizctl-2026-11-27.db", prune: ["quizctl-2026-11-20.db"]))
        let more = DailyBackup.plan(day: "2027-01-02", existing: Self.names(days + ["2026-12-31"]))
        #expect(more.prune == Self.names(["2026-11-20", "2026-11-21"]))
    }

    @Test func onlyDailyCopiesCount() {
        #expect(DailyBackup.isDailyCopy("quizctl-2026-11-27.db"))
        for name in [
            "quizctl-2026-11-27.db.partial", ".quizctl-2026-11-27.db.partial", "quizctl-2026-1127.db", "quizctl-2026-11-2x.db", "x",
        ] {
            #expect(!DailyBackup.isDailyCopy(name))
        }
    }

    @Test func aBackupIsACheckedCopyThatOpensWithTheSameGames() throws {
        let folder = try TemporaryFolder()
        let client = try QuizStoreClient.live(path: folder.file("quizctl.db"))
        for game in Fixtures.everyMode { _ = try client.saveGame(game) }
        let backups = folder.file("backups")
        let plan = try DailyBackup.run(client, folder: backups, day: "2026-11-27")
        #expect(plan.take == "quizctl-2026-11-27.db")
        let copy = backups + "/quizctl-2026-11-27.db"
        #expect(DatabaseFileTests.mode(backups) == 0o700)
        #expect(DatabaseFileTests.mode(copy) == 0o600)
        let restored = try QuizStoreClient.live(path: copy)
        #expect(try restored.check() == [])
        #expect(try restored.recentGames(limit: 10) == client.recentGames(limit: 10))
        #expect(try restored.statistics() == client.statistics())
        // The same day again takes nothing; no partial file is left.
        #expect(try DailyBackup.run(client, folder: backups, day: "2026-11-27") == .init(take: nil, prune: []))
        #expect(
            try DailyBackup.names(in: backups).sorted()
                == ["quizctl-2026-11-27.db", "quizctl-2026-11-27.db-shm", "quizctl-2026-11-27.db-wal"].filter {
                    FileManager.default.fileExists(atPath: backups + "/" + $0)
                })
    }

    @Test func theEighthDayPrunesTheOldest() throws {
        let folder = try TemporaryFolder()
        let client = try QuizStoreClient.inMemory()
        _ = try client.saveGame(Fixtures.yesno())
        let backups = folder.file("backups")
        for day in 20...27 { try DailyBackup.run(client, folder: backups, day: "2026-11-\(day)") }
        #expect(try DailyBackup.names(in: backups).sorted() == Self.names((21...27).map { "2026-11-\($0)" }))
    }

    @Test func aDamagedDatabaseFailsItsCheck() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        do {
            let client = try QuizStoreClient.live(path: path)
            for offset in 0..<200 { _ = try client.saveGame(Fixtures.party(at: Double(offset))) }
            #expect(try client.check() == [])
        }
        // Checkpointed into the file and closed; then pages past the first overwritten.
        let database = try Sqlite(path: path)
        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: 4096 * 3)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096 * 4))
        try handle.close()
        let problems: [DatabaseProblem]
        do {
            problems = try QuizStoreClient.live(path: path).check()
        } catch QuizStoreError.database(.corrupt) {
            problems = [.integrity("failed to open")]
        }
        #expect(!problems.isEmpty)
    }

    @Test func anAnswerWithoutItsGameIsFound() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        let client = try QuizStoreClient.live(path: path)
        _ = try client.saveGame(Fixtures.yesno())
        let database = try Sqlite(path: path)
        try database.execute("PRAGMA foreign_keys = OFF; DELETE FROM games")
        // The game's three answers.
        #expect(try client.check() == Array(repeating: .orphan(table: "answers", rowid: nil, parent: "games"), count: 3))
    }
}

/// The day's backup is taken after the first write, never before a read,
/// once a process; a backup that fails never fails the write.
@Suite struct DailyBackupOnWriteTests {
    @Test func theFirstWriteOfTheDayTakesTheBackupAndReadsTakeNone() throws {
        let folder = try TemporaryFolder()
        let backups = folder.file("backups")
        let client = try QuizStoreClient.live(path: folder.file("quizctl.db")).backingUpDaily(into: backups, day: { "2026-11-27" })
        _ = try client.statistics()
        _ = try client.gameCount(nil)
        #expect(!FileManager.default.fileExists(atPath: backups), "reads take no backup")
        _ = try client.saveGame(Fixtures.classic())
        let copy = backups + "/quizctl-2026-11-27.db"
        #expect(try QuizStoreClient.live(path: copy).gameCount(nil) == 1, "the backup holds the write it followed")
        _ = try client.saveGame(Fixtures.yesno(at: 60))
        #expect(try QuizStoreClient.live(path: copy).gameCount(nil) == 1, "once a process")
    }

    @Test func aBackupThatFailsIsReportedAndTheWriteStands() throws {
        let folder = try TemporaryFolder()
        // A file where the backups' folder should be.
        let backups = folder.file("backups")
        _ = FileManager.default.createFile(atPath: backups, contents: Data("x".utf8))
        let heard = Mutex<[String]>([])
        let client = try QuizStoreClient.live(path: folder.file("quizctl.db")).backingUpDaily(
            into: backups, day: { "2026-11-27" }, failed: { error in heard.withLock { $0.append("\(error)") } })
        _ = try client.saveGame(Fixtures.classic())
        #expect(try client.gameCount(nil) == 1)
        #expect(heard.withLock { $0.count } == 1)
    }
}
