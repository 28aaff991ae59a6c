import Foundation
import Testing

/// A data folder in the file format before quizctl.db (Tests/Fixtures/Legacy,
/// made by the binary of 0b748c6 with `make.sh`, which also recorded what
/// that binary printed) comes over on the first run: the new binary prints
/// the same data, the old files wait in `legacy-YYYYMMDD/`, and a folder
/// that cannot be read is left as it was.
@Suite struct LegacyMigrationEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../Fixtures/Legacy").standardizedFileURL
    /// The time `make.sh` printed the expected output at: `review`'s due counts depend on it.
    static let now = "2026-03-05T09:00:00Z"

    /// A copy of the fixture folder, at the fixtures' time.
    private func legacyFolder() throws -> QuizctlProcess {
        var quizctl = QuizctlProcess()
        try FileManager.default.removeItem(at: quizctl.home)
        try FileManager.default.copyItem(at: Self.fixtures.appending(path: "folder"), to: quizctl.home)
        quizctl.environment["QUIZCTL_NOW"] = Self.now
        return quizctl
    }

    private func expected(_ name: String) throws -> NSObject {
        let data = try Data(contentsOf: Self.fixtures.appending(path: "expected/\(name)"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? NSObject)
    }

    private func games() throws -> [String] {
        let history = try #require(try expected("history.json") as? [[String: Any]])
        return history.compactMap { $0["id"] as? String }
    }

    @Test func everyCommandPrintsWhatTheOldBinaryPrinted() throws {
        let quizctl = try legacyFolder()
        // The first command imports the folder.
        #expect(try quizctl.json(["history", "--json"]) as? NSObject == (try expected("history.json")))
        for id in try games() {
            #expect(try quizctl.json(["history", "show", id, "--json"]) as? NSObject == (try expected("show-\(id).json")), "\(id)")
        }
        for command in ["questions", "stats", "review", "decks"] {
            #expect(try quizctl.json([command, "--json"]) as? NSObject == (try expected("\(command).json")), "\(command)")
        }
        let settings = try quizctl.run(["settings"])
        let oldSettings = try String(contentsOf: Self.fixtures.appending(path: "expected/settings.txt"), encoding: .utf8)
        #expect(settings.stdout == oldSettings, "the settings come over, Russian included")

        let aside = quizctl.file("legacy-20260305")
        for name in ["history.jsonl", "statistics.json", "settings.json", "menu-choices.json", "decks", "reviews.jsonl"] {
            #expect(!FileManager.default.fileExists(atPath: quizctl.file(name).path), "\(name) left the folder")
            #expect(FileManager.default.fileExists(atPath: aside.appending(path: name).path), "\(name) kept, not deleted")
        }
        #expect(FileManager.default.fileExists(atPath: quizctl.file("quizctl.db").path))
    }

    /// Killed after the import's commit and before the move: the next run
    /// sees the marker, imports nothing twice and finishes the move.
    @Test func anImportKilledBeforeTheMoveIsFinishedByTheNextRun() throws {
        let quizctl = try legacyFolder()
        _ = try quizctl.json(["stats", "--json"])
        let aside = quizctl.file("legacy-20260305")
        // As if the process died right after the commit: the files are still in place.
        for name in try FileManager.default.contentsOfDirectory(atPath: aside.path) {
            try FileManager.default.moveItem(at: aside.appending(path: name), to: quizctl.file(name))
        }
        try FileManager.default.removeItem(at: aside)

        #expect(try quizctl.json(["history", "--json"]) as? NSObject == (try expected("history.json")), "no game twice")
        #expect(try quizctl.json(["stats", "--json"]) as? NSObject == (try expected("stats.json")), "no game counted twice")
        #expect(!FileManager.default.fileExists(atPath: quizctl.file("history.jsonl").path))
        #expect(FileManager.default.fileExists(atPath: aside.appending(path: "history.jsonl").path))
    }

    /// Every file is decoded before the database is touched: a torn
    /// history line stops the import with the file and line named, in the
    /// player's language, exit status 1, and no file made or moved.
    @Test func aFolderThatCannotBeReadIsLeftAsItWasAndSaysWhy() throws {
        let quizctl = try legacyFolder()
        let history = quizctl.file("history.jsonl")
        var lines = try String(contentsOf: history, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        lines[3] = "{\"id\":\"torn by a cra"
        try lines.joined(separator: "\n").write(to: history, atomically: true, encoding: .utf8)
        let before = try FileManager.default.contentsOfDirectory(atPath: quizctl.home.path).sorted()

        let result = try quizctl.run(["history"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(history.path):4 cannot be read; the folder was left as it was"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: quizctl.home.path).sorted() == before, "nothing made, nothing moved")

        var russian = quizctl
        russian.environment["LANG"] = "ru_RU.UTF-8"
        let said = try russian.run(["stats"])
        #expect(said.status == 1)
        #expect(said.stderr.contains("перенести её в quizctl.db не удалось: не читается \(history.path):4"), "\(said.stderr)")
    }
}
