import Foundation
import Synchronization
import Testing

/// The built quizctl against a data folder in trouble, and several quizctl
/// processes at once.
@Suite(.serialized) struct DataFilesEndToEndTests {
    private let play = ["play", "classic", "--source", "custom", "--count", "1", "--order", "sequential", "--json"]

    /// A run killed mid-import leaves its scratch folder (its lock let go
    /// with it); the next start of quizctl, whatever the command, removes it.
    @Test func theNextStartSweepsWhatAKilledRunLeftInTmp() throws {
        let quizctl = QuizctlProcess()
        let left = quizctl.file("tmp/anki-killed")
        try FileManager.default.createDirectory(at: left, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: left.appending(path: ".in-use").path, contents: nil)
        _ = FileManager.default.createFile(atPath: left.appending(path: "collection").path, contents: Data(count: 4096))
        #expect(try quizctl.run(["stats"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: left.path))
    }

    /// Plays racing `history clear` and `history delete` in separate
    /// processes: the statistics still count every game played.
    @Test func statisticsCountEveryGameWhilePlaysRaceClearsAndDeletes() throws {
        let quizctl = QuizctlProcess()
        try quizctl.addQuestion(1)
        let failures = Mutex<[String]>([])
        let rounds = 3
        let playsEachRound = 4
        for _ in 0..<rounds {
            DispatchQueue.concurrentPerform(iterations: playsEachRound + 2) { index in
                do {
                    let result: QuizctlProcess.Result
                    switch index {
                    case playsEachRound: result = try quizctl.run(["history", "clear", "--yes"])
                    case playsEachRound + 1:
                        let listed = try quizctl.run(["history", "--json"])
                        let games = (try? JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]) ?? []
                        guard let id = games.first?["id"] as? String else { return }
                        result = try quizctl.run(["history", "delete", id, "--yes"])
                        if result.status != 0 && result.stderr.contains("no game in the history") { return }
                    default: result = try quizctl.run(play, input: "1\n")
                    }
                    if result.status != 0 { failures.withLock { $0.append(result.stderr) } }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let stats = try #require(try quizctl.json(["stats", "--json"]) as? [String: Any])
        #expect(stats["gamesPlayed"] as? Int == rounds * playsEachRound)
    }
}
