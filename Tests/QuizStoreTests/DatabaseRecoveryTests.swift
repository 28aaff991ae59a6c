import Foundation
import Sqlite
import Synchronization
import Testing

@testable import QuizStore

/// A damaged database is set aside whole and the newest sound daily backup
/// takes its place: the games saved up to that backup come back.
@Suite struct DatabaseRecoveryTests {
    /// A database with the games of every mode, its backup of the day
    /// before, one game more after it, and then damage done by `damage`.
    static func damaged(_ damage: (String) throws -> Void) throws -> (folder: TemporaryFolder, path: String, backups: String) {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        let backups = folder.file("backups")
        do {
            let client = try QuizStoreClient.live(path: path)
            for game in Fixtures.everyMode { _ = try client.saveGame(game) }
            try DailyBackup.run(client, folder: backups, day: "2026-11-26")
            _ = try client.saveGame(Fixtures.classic(at: 9_000))
        }
        // Everything into the database file itself, as after the store's own checkpoints.
        try Sqlite(path: path).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        try damage(path)
        return (folder, path, backups)
    }

    static func overwrite(_ path: String, at offset: off_t, count: Int) throws {
        let descriptor = open(path, O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let garbage = [UInt8](repeating: 0xA5, count: count)
        #expect(pwrite(descriptor, garbage, count, offset) == count)
    }

    @Test func aDatabaseWithAnOverwrittenHeaderIsRestoredFromTheNewestBackup() throws {
        let (folder, path, backups) = try Self.damaged { try Self.overwrite($0, at: 0, count: 100) }
        defer { withExtendedLifetime(folder) {} }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { _ = try QuizStoreClient.live(path: path).gameCount(nil) }

        let notice = try DatabaseRecovery.recover(path: path, backups: backups, now: Date(timeIntervalSince1970: 1_795_000_000))
        #expect(notice.restoredFrom == backups + "/quizctl-2026-11-26.db" && notice.backupDay == "2026-11-26")
        #expect(try Data(contentsOf: URL(fileURLWithPath: notice.setAsideTo)) == before, "the damaged file is kept, byte for byte")
        let restored = try QuizStoreClient.live(path: path)
        #expect(try restored.gameCount(nil) == Fixtures.everyMode.count, "the games up to the backup are back")
        #expect(try restored.check().isEmpty)
    }

    @Test func overwrittenPagesAreFoundByTheCheckAndRestored() throws {
        let (folder, path, backups) = try Self.damaged { try Self.overwrite($0, at: 4096 * 2, count: 4096 * 3) }
        defer { withExtendedLifetime(folder) {} }
        let problems = (try? QuizStoreClient.live(path: path).check()) ?? [.integrity("does not open")]
        #expect(!problems.isEmpty, "the check finds the damage")
        let notice = try DatabaseRecovery.recover(path: path, backups: backups, now: Date())
        #expect(notice.restoredFrom != nil)
        #expect(try QuizStoreClient.live(path: path).gameCount(nil) == Fixtures.everyMode.count)
    }

    @Test func aDamagedBackupIsPassedOverAndWithoutASoundOneTheDatabaseStartsEmpty() throws {
        let (folder, path, backups) = try Self.damaged { try Self.overwrite($0, at: 0, count: 100) }
        defer { withExtendedLifetime(folder) {} }
        try Self.overwrite(backups + "/quizctl-2026-11-26.db", at: 0, count: 100)
        let notice = try DatabaseRecovery.recover(path: path, backups: backups, now: Date())
        #expect(notice.restoredFrom == nil)
        #expect(FileManager.default.fileExists(atPath: notice.setAsideTo))
        #expect(try QuizStoreClient.live(path: path).gameCount(nil) == 0)
    }

    @Test func damageIsToldApartFromOtherFailures() {
        #expect(DatabaseRecovery.isDamage(QuizStoreError.database(.corrupt(code: 11, message: "malformed"))))
        #expect(!DatabaseRecovery.isDamage(QuizStoreError.database(.full(code: 13, message: "full"))))
        #expect(!DatabaseRecovery.isDamage(QuizStoreError.newerSchema(found: 9, supported: 1)))
    }

    /// The notices a recovering client gave, kept for the test to read.
    final class Notices: Sendable {
        let all = Mutex<[DatabaseRecovery.Notice]>([])
        func add(_ notice: DatabaseRecovery.Notice) { all.withLock { $0.append(notice) } }
        var list: [DatabaseRecovery.Notice] { all.withLock { $0 } }
    }

    static func openRecovering(_ path: String, _ backups: String, _ notices: Notices) throws -> QuizStoreClient {
        try DataStores.openRecovering(
            path: path, backups: backups, now: { Date(timeIntervalSince1970: 1_795_000_000) }, onRecovery: { notices.add($0) })
    }

    @Test func damageMetAtAnyUseIsRecoveredWhereItIsMetAndTheUseRunsAgain() throws {
        // Pages past the schema: the database opens, and a reader meets the damage only when it gets there.
        let (folder, path, backups) = try Self.damaged { try Self.overwrite($0, at: 4096 * 2, count: 4096 * 3) }
        defer { withExtendedLifetime(folder) {} }
        let notices = Notices()
        let client = try Self.openRecovering(path, backups, notices)
        #expect(notices.list.isEmpty, "nothing is wrong yet as far as the open can tell")

        let games = try client.recentGames(limit: 100)
        #expect(games.count == Fixtures.everyMode.count, "the read ran again on the restored backup")
        #expect(notices.list.map(\.backupDay) == ["2026-11-26"])
        #expect(try client.check().isEmpty)
        _ = try client.saveGame(Fixtures.classic(at: 9_500))
        #expect(try client.gameCount(nil) == Fixtures.everyMode.count + 1, "and the client goes on writing")
    }

    @Test func anEmptiedDatabaseBesideItsBackupsIsRestored() throws {
        let (folder, path, backups) = try Self.damaged { #expect(truncate($0, 0) == 0) }
        defer { withExtendedLifetime(folder) {} }
        let notices = Notices()
        let client = try Self.openRecovering(path, backups, notices)
        #expect(try client.gameCount(nil) == Fixtures.everyMode.count)
        #expect(notices.list.count == 1)
    }

    @Test func anEmptyDatabaseWithoutBackupsIsANewOne() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let notices = Notices()
        #expect(try Self.openRecovering(path, folder.file("backups"), notices).gameCount(nil) == 0)
        #expect(notices.list.isEmpty)
    }

    @Test func anotherProgramsDatabaseIsSetAsideAsItWasFound() throws {
        let (folder, path, backups) = try Self.damaged { path in
            for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
            try Sqlite(path: path).execute("CREATE TABLE games (x); INSERT INTO games VALUES ('not quizctl')")
        }
        defer { withExtendedLifetime(folder) {} }
        let found = try Data(contentsOf: URL(fileURLWithPath: path))
        let notices = Notices()
        let client = try Self.openRecovering(path, backups, notices)
        #expect(try client.gameCount(nil) == Fixtures.everyMode.count)
        let aside = try #require(notices.list.first?.setAsideTo)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == found, "set aside untouched, not switched to WAL first")
    }

    @Test func aProcessRecoversOnceAtMost() throws {
        let (folder, path, backups) = try Self.damaged { try Self.overwrite($0, at: 0, count: 100) }
        defer { withExtendedLifetime(folder) {} }
        let notices = Notices()
        let recovery = DamageRecovery(path: path, backups: backups, now: { Date() }, report: { notices.add($0) })
        #expect(try recovery.recover())
        #expect(try !recovery.recover(), "a second damage in one process is reported, not hidden by another restore")
        #expect(notices.list.count == 1)
    }

    @Test func backupsAreNeverTakenThroughALink() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let client = try QuizStoreClient.live(path: folder.file("quizctl.db"))
        _ = try client.saveGame(Fixtures.classic())
        #expect(symlink(outside.path, folder.file("backups")) == 0)
        #expect(throws: QuizStoreError.refused(path: folder.file("backups"), .symbolicLink)) {
            try DailyBackup.run(client, folder: folder.file("backups"), day: "2026-11-27")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
