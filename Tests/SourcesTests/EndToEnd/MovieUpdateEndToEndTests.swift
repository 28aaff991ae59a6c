import Foundation
import MovieRatingSource
import Subprocess
import Testing

/// `quizctl movies update` as a user runs it, against a loopback dataset
/// host, and the rounds that follow.
@Suite struct MovieUpdateEndToEndTests {
    /// Every snapshot film with its rating mirrored inside the list's range
    /// (8.0 ↔ 9.3): most yes/no answers flip, and the range stays the same.
    static let mirrored = MovieSnapshot.movies.map { movie in
        DatasetFixtures.Rating(id: movie.imdbID, rating: Double(173 - Int((movie.rating * 10).rounded())) / 10, votes: movie.votes + 1)
    }

    static func quizctl(server: LoopbackHTTPServer) -> QuizctlProcess {
        var quizctl = QuizctlProcess()
        quizctl.environment[IMDbDatasetHost.environmentVariable] = server.baseURL.absoluteString
        return quizctl
    }

    /// Every file under the data folder and its bytes.
    static func contents(of folder: URL) -> [String: Data] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return Dictionary(uniqueKeysWithValues: paths.map { ($0, (try? Data(contentsOf: folder.appending(path: $0))) ?? Data()) })
    }

    @Test func anUpdatedListPlaysItsNewRatings() throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.mirrored))
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file])
        defer { server.stop() }
        let quizctl = Self.quizctl(server: server)
        let update = try quizctl.run(["movies", "update"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(
            update.stdout.contains("The movie list is up to date: 250 movies from \(server.baseURL.absoluteString)"), "\(update.stdout)")
        #expect(update.stderr.contains("title.ratings.tsv.gz: 100% ("), "plain progress lines when not on a terminal: \(update.stderr)")

        let result = try quizctl.run(["play", "yesno", "--offline", "--seed", "7", "--json"], input: String(repeating: "y\n", count: 10))
        #expect(result.status == 0, "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.count == 10)
        let fresh = Dictionary(uniqueKeysWithValues: zip(MovieSnapshot.movies.map(\.titleWithYear), Self.mirrored.map(\.rating)))
        let old = Dictionary(MovieSnapshot.movies.map { ($0.titleWithYear, $0.rating) }, uniquingKeysWith: { first, _ in first })
        var flipped = 0
        for answer in answers {
            let subject = try #require(answer["subject"] as? String)
            let question = try #require(answer["question"] as? String)
            let threshold = try #require(question.split(separator: " ").last.flatMap { Double($0.dropLast()) })
            let greater = question.contains("greater than")
            let truth = { (rating: Double) in greater ? rating > threshold : rating < threshold }
            let rating = try #require(fresh[subject], "\(subject) is not in the list")
            #expect(answer["correctAnswer"] as? String == (truth(rating) ? "Yes" : "No"), "\(subject) is now rated \(rating): \(question)")
            if try truth(#require(old[subject])) != truth(rating) { flipped += 1 }
        }
        #expect(flipped > 0, "the round must turn on the new ratings, not the snapshot's")

        let sources = try quizctl.run(["sources"])
        #expect(sources.stdout.contains("IMDb datasets: 250 movies, ratings refreshed"), "\(sources.stdout)")
        #expect(sources.stdout.contains("from \(server.baseURL.absoluteString)"))
    }

    @Test func aDryRunShowsTheChangesAndWritesNothing() throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.mirrored))
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file])
        defer { server.stop() }
        let quizctl = Self.quizctl(server: server)
        let before = Self.contents(of: quizctl.home)
        let text = try quizctl.run(["movies", "update", "--dry-run"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Ratings and votes that change (250, the biggest first):"), "\(text.stdout)")
        #expect(text.stdout.contains("… and 240 more"))
        #expect(text.stdout.contains("Dry run: nothing was written; the list would have 250 movies."))
        #expect(Self.contents(of: quizctl.home) == before, "a dry run writes nothing in the data folder")

        let json = try quizctl.run(["movies", "update", "--dry-run", "--json"])
        #expect(json.status == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "stdout is the JSON alone")
        #expect(report["dryRun"] as? Bool == true)
        let changed = try #require(report["changed"] as? [[String: Any]])
        #expect(changed.count == 250)
        let first = try #require(changed.first)
        let moves = changed.compactMap { change in
            (change["rating"] as? Double).flatMap { new in (change["oldRating"] as? Double).map { abs(new - $0) } }
        }
        #expect(moves.first == moves.max(), "the biggest rating change first: \(first)")
        #expect(Self.contents(of: quizctl.home) == before)
    }

    @Test func aTruncatedDownloadIsRefusedAndTheOldListKept() throws {
        let good = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.mirrored))
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: good])
        defer { server.stop() }
        var quizctl = Self.quizctl(server: server)
        #expect(try quizctl.run(["movies", "update"]).status == 0)
        let list = try #require(try SavedMovieList.read(quizctl.home))

        let changed = try DatasetFixtures.gzip(
            DatasetFixtures.ratings(MovieSnapshot.movies.map { .init(id: $0.imdbID, rating: 5.0, votes: 1) }))
        let broken = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: changed.prefix(changed.count * 3 / 4)])
        defer { broken.stop() }
        quizctl.environment[IMDbDatasetHost.environmentVariable] = broken.baseURL.absoluteString
        let refused = try quizctl.run(["movies", "update"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("the downloaded title.ratings.tsv.gz is not a valid IMDb dataset"), "\(refused.stderr)")
        #expect(refused.stderr.contains("the movie list is unchanged"))
        #expect(try SavedMovieList.read(quizctl.home) == list, "the old list stays in play")
        let datasets = try FileManager.default.contentsOfDirectory(atPath: quizctl.file("datasets").path)
        #expect(datasets == [IMDbDatasetHost.ratingsFile], "the refused download is deleted, the old file kept")
        #expect(try Data(contentsOf: quizctl.file("datasets/\(IMDbDatasetHost.ratingsFile)")) == good)
    }

    @Test func limitWithoutFullIsAUsageError() throws {
        let result = try QuizctlProcess().run(["movies", "update", "--limit", "10"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--limit only with --full"), "\(result.stderr)")
    }

    /// A server whose body never ends (here 512 MB, so a broken cap still
    /// ends the test) is stopped at title.ratings' 64 MB cap: before, the
    /// part file grew until the disk was full.
    @Test func anEndlessBodyStopsAtTheCapAndLeavesNoPartFile() async throws {
        let server = try LoopbackHTTPServer { _ in StubResponse(body: Data(repeating: 0x1F, count: 256 * 1024), streamedBytes: 512 << 20) }
        defer { server.stop() }
        let quizctl = Self.quizctl(server: server)
        let result = try await OffThePool.run { try quizctl.run(["movies", "update"]) }
        #expect(result.status == 1)
        #expect(result.stderr.contains("the file passed 64.0 MB, more than an IMDb dataset can be"), "\(result.stderr)")
        let datasets = (try? FileManager.default.contentsOfDirectory(atPath: quizctl.file("datasets").path)) ?? []
        #expect(datasets.isEmpty, "nothing over the cap is kept: \(datasets)")
    }

    /// A byte every 0.1 s is fast enough for curl's speed rule for ever; `--timeout` cuts it.
    @Test func aTrickleIsCutAtTimeout() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.mirrored))
        let server = try LoopbackHTTPServer { _ in
            StubResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: file, trickle: 0.1)
        }
        defer { server.stop() }
        let quizctl = Self.quizctl(server: server)
        let result = try await OffThePool.run { try quizctl.run(["movies", "update", "--timeout", "1"]) }
        #expect(result.status == 1)
        #expect(result.stderr.contains("not finished in 1 s (--timeout)"), "\(result.stderr)")
        #expect(try SavedMovieList.read(quizctl.home) == nil, "the list is untouched")
        let help = try quizctl.run(["movies", "update", "--help"])
        #expect(help.stdout.contains("--timeout SECONDS"), "\(help.stdout)")
    }

    /// Ctrl-C mid-download: quizctl ends as interrupted, curl with it (the
    /// part file stops growing), and the next run resumes from where it stopped.
    @Test func anInterruptedDownloadResumesOnTheNextRun() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.mirrored))
        let counter = DatasetFixtures.Counter()
        let server = try LoopbackHTTPServer { request in
            // The first answer comes a byte at a time, slow enough to interrupt; later ones whole, with ranges.
            guard counter.next() == 0 else { return DatasetFixtures.answer(request, files: [IMDbDatasetHost.ratingsFile: file]) }
            return StubResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: file, trickle: 0.001)
        }
        defer { server.stop() }
        let quizctl = Self.quizctl(server: server)
        let part = quizctl.file("datasets/\(IMDbDatasetHost.ratingsFile).part")
        let interrupted = try await OffThePool.run { try Self.interrupt(quizctl, onceWritten: 500, to: part) }
        #expect(interrupted.reason == .uncaughtSignal && interrupted.status == SIGINT, "the shell sees Ctrl-C")
        let kept = try #require(interrupted.kept)
        #expect(kept >= 500)
        #expect(interrupted.later == kept, "curl ended with quizctl: nothing goes on writing the part file")
        #expect(try SavedMovieList.read(quizctl.home) == nil, "the list is untouched")

        let resumed = try await OffThePool.run { try quizctl.run(["movies", "update"]) }
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(server.requests.last?.headers["range"] == "bytes=\(kept)-")
        #expect(try Data(contentsOf: quizctl.file("datasets/\(IMDbDatasetHost.ratingsFile)")) == file)
    }

    /// Starts `movies update`, sends SIGINT once `part` holds `bytes`, and
    /// says how quizctl ended and the part's size then and half a second later.
    static func interrupt(_ quizctl: QuizctlProcess, onceWritten bytes: Int, to part: URL) throws
        -> (reason: Process.TerminationReason, status: Int32, kept: Int?, later: Int?)
    {
        let process = Process()
        process.executableURL = QuizctlProcess.executable
        process.arguments = ["movies", "update"]
        process.environment = quizctl.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while (size(of: part) ?? 0) < bytes, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let kept = size(of: part)
        Thread.sleep(forTimeInterval: 0.5)
        return (process.terminationReason, process.terminationStatus, kept, size(of: part))
    }

    /// quizctl inflates the datasets itself (zlib): no gzip program is needed.
    @Test func withoutGzipTheUpdateStillReadsTheDatasets() throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.mirrored))
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file])
        defer { server.stop() }
        var quizctl = Self.quizctl(server: server)
        quizctl.environment["PATH"] = quizctl.home.path
        let curl: String = try #require(
            ["/usr/bin/curl", "/bin/curl", "/usr/local/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) })
        quizctl.environment["QUIZCTL_CURL"] = curl
        let result = try quizctl.run(["movies", "update"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("The movie list is up to date: 250 movies from \(server.baseURL.absoluteString)"), "\(result.stdout)")
    }

    static func size(of url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
    }
}
