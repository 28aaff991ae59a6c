import Foundation
import Sqlite
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
}
