import Foundation
import Testing

/// `quizctl data` and the database's care: the day's backup after the first
/// write, a damaged database restored from it with a notice, and a backup
/// taken and restored by hand.
@Suite struct DataCommandEndToEndTests {
    static let play = ["play", "classic", "--offline", "--count", "3", "--json", "--delay", "0"]

    static func overwrite(_ path: String, count: Int) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: count))
        try handle.close()
    }

    @Test func theFirstWriteOfTheDayTakesABackupAndADamagedDatabaseIsRestoredFromIt() throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["QUIZCTL_NOW"] = "2026-11-26T10:00:00Z"
        quizctl.environment["TZ"] = "UTC"
        #expect(try quizctl.run(["stats"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: quizctl.file("backups").path), "a read takes no backup")
        let first = try quizctl.run(Self.play + ["--seed", "1"], input: "1\n1\n1\n")
        #expect(first.status == 0, "\(first.stderr)")
        let backup = quizctl.file("backups/quizctl-2026-11-26.db").path
        #expect(FileManager.default.fileExists(atPath: backup))

        // A day later, two games more (the day's backup taken after the first); then the database's first page is overwritten.
        quizctl.environment["QUIZCTL_NOW"] = "2026-11-27T10:00:00Z"
        #expect(try quizctl.run(Self.play + ["--seed", "2"], input: "1\n1\n1\n").status == 0)
        #expect(try quizctl.run(Self.play + ["--seed", "3"], input: "1\n1\n1\n").status == 0)
        #expect(try quizctl.run(["data", "check"]).stdout.contains("The database is sound."))
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: quizctl.file("quizctl.db").path + suffix) }
        try Self.overwrite(quizctl.file("quizctl.db").path, count: 100)

        let stats = try quizctl.run(["history", "--json"])
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(
            stats.stderr.contains("the database was damaged") && stats.stderr.contains("restored from the backup of 2026-11-27"),
            "\(stats.stderr)")
        let games = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [[String: Any]])
        #expect(games.count == 2, "the games up to the day's backup; the third is in the damaged copy")
        let folder = try FileManager.default.contentsOfDirectory(atPath: quizctl.home.path)
        #expect(folder.contains { $0.hasPrefix("quizctl.db.corrupt-") }, "the damaged file is kept: \(folder)")
    }

    @Test func aBackupTakenByHandIsRestoredAfterAsking() throws {
        let quizctl = QuizctlProcess()
        #expect(try quizctl.run(Self.play + ["--seed", "1"], input: "1\n1\n1\n").status == 0)
        let copy = quizctl.file("mine.db").path
        let backedUp = try quizctl.run(["data", "backup", copy])
        #expect(backedUp.status == 0 && backedUp.stdout.contains("Backed up to \(copy)."), "\(backedUp.stderr)")
        #expect(try quizctl.run(["data", "backup", copy]).status == 1, "an existing file is never overwritten")
        #expect(try quizctl.run(Self.play + ["--seed", "2"], input: "1\n1\n1\n").status == 0)

        let notADatabase = quizctl.file("notes.txt").path
        try "not a database".write(toFile: notADatabase, atomically: true, encoding: .utf8)
        let refused = try quizctl.run(["data", "restore", notADatabase, "--yes"])
        #expect(refused.status == 1 && refused.stderr.contains("is not a sound quizctl database"), "\(refused.stderr)")

        let restored = try quizctl.run(["data", "restore", copy, "--yes"])
        #expect(restored.status == 0 && restored.stdout.contains("Restored from \(copy)"), "\(restored.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(try quizctl.run(["data", "--json"]).stdout.utf8)) as? [String: Any])
        #expect(report["games"] as? Int == 1)
        var russian = quizctl
        russian.environment["LANG"] = "ru_RU.UTF-8"
        let ru = try russian.run(["data"])
        #expect(ru.stdout.contains("Папка данных: ") && ru.stdout.contains("1 игра"), "\(ru.stdout)")
    }
}
