import Foundation
import HTTPClient
import MovieRatingSource
import QuizPlatform
import Synchronization
import Testing

@testable import QuizCLI

/// What `movies update` shows while it downloads: a bar on a terminal,
/// plain lines in a log, and never anything but the JSON on standard output.
@MainActor
@Suite struct MoviesUpdateTerminalTests {
    static let progress = DownloadProgress(received: 3_200_000, total: 7_100_000, resumedFrom: 0)

    @Test func theBarShowsBytesRateAndTimeLeft() {
        let line = DownloadProgressLine(file: "title.ratings.tsv.gz", progress: Self.progress, elapsed: 2)
        #expect(line.bar(width: 100, language: .en) == "[#####-------] 45%  3.2 MB of 7.1 MB  1.6 MB/s  3 s left  title.ratings.tsv.gz")
        #expect(
            line.bar(width: 100, language: .ru)
                == "[#####-------] 45\u{00A0}%  3,2 МБ из 7,1 МБ  1,6 МБ/с  осталось 3 с  title.ratings.tsv.gz")
        #expect(line.plain(language: .en) == "title.ratings.tsv.gz: 45% (3.2 MB of 7.1 MB)")
    }

    @Test func aResumedDownloadCountsItsRateFromWhereItResumed() {
        let resumed = DownloadProgress(received: 6_000_000, total: 200_000_000, resumedFrom: 5_000_000)
        let line = DownloadProgressLine(file: "title.basics.tsv.gz", progress: resumed, elapsed: 1)
        // 1 MB in this run's second: 194 MB to go take 194 s.
        #expect(line.bar(width: 100, language: .en).contains("1.0 MB/s  3 min 14 s left"))
        let unknown = DownloadProgressLine(file: "f.gz", progress: .init(received: 512, total: nil, resumedFrom: 0), elapsed: 0)
        #expect(unknown.bar(width: 80, language: .en) == "512 bytes  f.gz")
    }

    @Test func onATerminalTheBarGoesToStandardErrorAndTheJSONAloneToOutput() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings([.init(id: "tt0111161", rating: 8.1, votes: 3_000_000)]))
        // Set once the bar has been drawn part-way, so the download goes on only then, however busy the machine.
        let drawn = Mutex(false)
        let http = HTTPClient { url, _ throws(HTTPError) in
            throw HTTPError(.notConnectedToInternet)
        } download: { _, part, _, report throws(DownloadError) in
            let total = Int64(file.count)
            report(DownloadProgress(received: total / 2, total: total, resumedFrom: 0))
            let deadline = ContinuousClock.now + .seconds(20)
            while !drawn.withLock({ $0 }), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(50)) }
            // A moment more, so the transfer has a rate.
            try? await Task.sleep(for: .milliseconds(300))
            do { try file.write(to: part) } catch { throw .cannotWrite(path: part.path, reason: "\(error)") }
            report(DownloadProgress(received: total, total: total, resumedFrom: 0))
            return DownloadResult(status: 200, resumedFrom: 0, size: total)
        }
        let folder = try MovieFixtures.temporaryFolder()
        let terminal = ScriptedTerminal(columns: 120)
        var environment = AppEnvironment.test(folder: folder, terminal: terminal, http: http)
        let write = environment.terminal.write
        environment.terminal.write = { text, stream in
            write(text, stream)
            if stream == .error, text.contains("%") { drawn.withLock { $0 = true } }
        }
        let status = await Application.run(["movies", "update", "--json"], in: environment)
        #expect(status == .success, "\(terminal.errors)")
        let half = Int64(file.count) / 2 * 100 / Int64(file.count)
        let cells = Int(half) * 12 / 100
        let partWay = "[" + String(repeating: "#", count: cells) + String(repeating: "-", count: 12 - cells) + "] \(half)%  "
        #expect(terminal.errors.contains(partWay), "the bar part-way: \(terminal.errors.debugDescription)")
        #expect(terminal.errors.contains("[############] 100%"))
        #expect(terminal.errors.contains("/s  "), "a rate once the transfer has run a moment")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [String: Any])
        #expect((report["changed"] as? [[String: Any]])?.first?["imdbID"] as? String == "tt0111161")
        #expect(try SavedMovieList.read(folder)?.movies.first?.rating == 8.1)
    }
}
