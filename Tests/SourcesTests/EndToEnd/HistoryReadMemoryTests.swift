import Foundation
import QuizPlatform
import Testing

/// `history --json` of every game pages through the history: it takes
/// about the same memory for 60,000 games as for 5,000. (`stats` no longer
/// rebuilds anything from the history: the statistics are one row.) The folder is written in the older format (history.jsonl,
/// no statistics.json) and imported into quizctl.db by a first run, which
/// is not measured: it runs once per folder.
@Suite(.serialized) struct HistoryReadMemoryTests {
    /// A data folder whose history holds `games` finished games as quizctl
    /// writes them (one answer each, so the test stays quick), and no
    /// statistics.json.
    static func home(games: Int) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appending(path: "quizctl-history-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let template = GameRecord(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, mode: .classic, source: "trivia",
            startedAt: start, finishedAt: start + 60, outcome: .completed, correct: 1, total: 1,
            answers: [
                AnswerRecord(
                    question: "Which planet is the largest? «Юпитер»", options: ["Jupiter", "Mars", "Venus", "Earth"],
                    correctAnswer: "Jupiter", chosenAnswer: "Jupiter", isCorrect: true, seconds: 2.5, category: "Science",
                    difficulty: .easy)
            ])
        let line = String(decoding: try JSONCoding.encoder().encode(template), as: UTF8.self)
        let file = home.appending(path: "history.jsonl")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        var chunk = ""
        for number in 0..<games {
            let id = String(format: "00000000-0000-0000-0000-%012X", number)
            chunk += line.replacingOccurrences(of: "00000000-0000-0000-0000-000000000000", with: id) + "\n"
            if number % 5_000 == 4_999 || number == games - 1 {
                try handle.write(contentsOf: Data(chunk.utf8))
                chunk = ""
            }
        }
        return home
    }

    typealias Run = PeakMemory.Run

    /// `history --json` listing every game, over a history of `games` games
    /// imported first, and whether anything wrote a statistics.json (the
    /// statistics live in quizctl.db). Blocking, and without expectations:
    /// it runs off the test's task.
    static func runs(games: Int) throws -> (listing: Run, statisticsWritten: Bool) {
        let home = try home(games: games)
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = QuizctlProcess().environment
        environment["QUIZCTL_HOME"] = home.path
        _ = try PeakMemory.of(["history", "--limit", "1"], environment: environment)
        let listing = try PeakMemory.of(["history", "--json", "--limit", "1000000"], environment: environment)
        return (listing, FileManager.default.fileExists(atPath: home.appending(path: "statistics.json").path))
    }

    /// 60,000 games list as about 17 MB of JSON: output kept whole, or the
    /// history held in memory, would pass the 8 MB margin.
    @Test func listingTakesTheMemoryOfASmallHistory() async throws {
        let small = try await OffThePool.run { try Self.runs(games: 5_000) }
        let large = try await OffThePool.run { try Self.runs(games: 60_000) }
        for run in [small.listing, large.listing] {
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.kilobytes > 0)
        }
        #expect(!small.statisticsWritten && !large.statisticsWritten)
        #expect(
            large.listing.kilobytes < small.listing.kilobytes + 8 * 1024,
            "history --json: 5,000 games \(small.listing.kilobytes) KB, 60,000 \(large.listing.kilobytes) KB")
    }
}
