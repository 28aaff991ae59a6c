import Foundation
@preconcurrency import Glibc
import Testing

@testable import DataFiles
@testable import QuizPlatform

@Suite struct PersistenceDirectoryTests {
    @Test func quizctlHomeWins() {
        let directory = DataDirectory.resolve(environment: [
            "QUIZCTL_HOME": "/data/quiz", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann",
        ])
        #expect(directory.url.path == "/data/quiz")
        #expect(directory.file("history.jsonl").path == "/data/quiz/history.jsonl")
    }

    @Test func xdgDataHomeComesNext() {
        let directory = DataDirectory.resolve(environment: ["QUIZCTL_HOME": "", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ann"])
        #expect(directory.url.path == "/xdg/quizctl")
    }

    @Test(arguments: [nil, "", "relative/path"] as [String?])
    func homeIsTheFallback(xdg: String?) {
        var environment = ["HOME": "/home/ann"]
        environment["XDG_DATA_HOME"] = xdg
        #expect(DataDirectory.resolve(environment: environment).url.path == "/home/ann/.local/share/quizctl")
    }

    /// Files are named by joining strings (no URL is built to name them), so
    /// the folder's path must already be what `URL(fileURLWithPath:)` made
    /// of it: absolute, and without a trailing "/".
    @Test(arguments: [
        ("/data/quiz/", "/data/quiz"), ("/", "/"), ("relative/quiz", "relative/quiz"),
        ("relative/quiz/", "relative/quiz"),
    ])
    func theFolderIsNamedAsAURLWouldNameIt(home: String, expected: String) {
        let directory = DataDirectory.resolve(environment: ["QUIZCTL_HOME": home])
        let url = URL(fileURLWithPath: home, isDirectory: true)
        #expect(directory.path == url.path)
        #expect(directory.path.hasSuffix(expected))
        #expect(directory.filePath("history.jsonl") == url.appendingPathComponent("history.jsonl").path)
        #expect(directory.file("history.jsonl") == URL(fileURLWithPath: directory.filePath("history.jsonl")))
    }

    @Test func theRootFolderNamesItsFilesWithOneSlash() {
        let directory = DataDirectory.resolve(environment: ["HOME": "/"])
        #expect(directory.path == "/.local/share/quizctl")
        #expect(DataDirectory.resolve(environment: ["QUIZCTL_HOME": "/"]).filePath("settings.json") == "/settings.json")
    }

    @Test func createMakesPrivateFoldersAndMayRunTwice() throws {
        try PersistenceFolder.with(create: false) { folder in
            let nested = DataDirectory(url: folder.url.appendingPathComponent("a/b", isDirectory: true))
            try nested.create()
            try nested.create()
            for url in [folder.url, nested.url] {
                var info = stat()
                #expect(stat(url.path, &info) == 0)
                #expect(info.st_mode & 0o777 == 0o700)
            }
        }
    }
}
