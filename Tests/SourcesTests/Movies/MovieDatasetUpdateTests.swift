import Foundation
import HTTPClient
import MovieRatingSource
import QuizPlatform
import Testing

/// `movies update`'s download, check and refresh, through the system's curl
/// against a loopback server serving IMDb-shaped files.
@Suite struct MovieDatasetUpdateTests {
    static let list = Array(MovieSnapshot.movies.prefix(5))

    /// The first film falls from its rating, the second only gains votes,
    /// the third is as it was; the last two are not in the file.
    static let rows = [
        DatasetFixtures.Rating(id: list[0].imdbID, rating: 7.1, votes: list[0].votes + 5),
        DatasetFixtures.Rating(id: list[1].imdbID, rating: list[1].rating, votes: list[1].votes + 1000),
        DatasetFixtures.Rating(id: list[2].imdbID, rating: list[2].rating, votes: list[2].votes),
    ]

    static func update(_ server: LoopbackHTTPServer) -> MovieDatasetUpdate {
        MovieDatasetUpdate(host: IMDbDatasetHost(baseURL: server.baseURL), http: .live)
    }

    static func prepare(_ server: LoopbackHTTPServer, folder: URL, full: Bool = false) async throws -> PreparedMovieUpdate {
        try await update(server).prepare(current: list, full: full, limit: 3, folder: folder) { _, _ in }
    }

    static func size(of url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? -1
    }

    @Test func refreshesTheRatingsAndVotesOfTheList() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.rows))
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file])
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let prepared = try await Self.prepare(server, folder: folder)
        #expect(prepared.movies.map(\.rating) == [7.1, Self.list[1].rating, Self.list[2].rating, Self.list[3].rating, Self.list[4].rating])
        #expect(prepared.movies[1].votes == Self.list[1].votes + 1000)
        #expect(Array(prepared.movies[3...]) == Array(Self.list[3...]), "a film the file does not list keeps its own figures")
        #expect(prepared.changes.changed.map(\.movie.imdbID) == [Self.list[0].imdbID, Self.list[1].imdbID], "the biggest change first")
        #expect(prepared.changes.unchanged == 3 && prepared.changes.added.isEmpty && prepared.changes.dropped.isEmpty)
        #expect(server.requests.map(\.path) == ["/title.ratings.tsv.gz"])
        #expect(server.requests[0].headers["range"] == nil)

        let target = folder.appending(path: IMDbDatasetHost.ratingsFile)
        #expect(!FileManager.default.fileExists(atPath: target.path), "nothing is installed before the caller says so")
        try prepared.installFiles()
        #expect(try Data(contentsOf: target) == file)
        let mode = (try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o600)
    }

    @Test func resumesWithARangeAfterACutConnection() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.rows))
        let half = file.count / 2
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file], cutFirstAfter: half)
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let part = folder.appending(path: IMDbDatasetHost.ratingsFile + ".part")
        do {
            _ = try await Self.prepare(server, folder: folder)
            Issue.record("a cut connection must fail the update")
        } catch let MovieUpdateError.download(url, .connectionCut(received, _)) {
            #expect(url.lastPathComponent == IMDbDatasetHost.ratingsFile)
            #expect(received == Int64(half))
        }
        #expect(Self.size(of: part) == half, "what came is kept for the next run")

        let prepared = try await Self.prepare(server, folder: folder)
        #expect(server.requests.count == 2)
        #expect(server.requests[1].headers["range"] == "bytes=\(half)-")
        #expect(try Data(contentsOf: part) == file, "the two halves make the file")
        #expect(prepared.movies[0].rating == 7.1)
    }

    @Test func aServerThatIgnoresRangesSendsTheWholeFileAgain() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.rows))
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file], ranges: false)
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let part = folder.appending(path: IMDbDatasetHost.ratingsFile + ".part")
        // What an earlier run left: bytes that must not stay in front of the whole file.
        try Data(repeating: 0x41, count: 1000).write(to: part)
        let prepared = try await Self.prepare(server, folder: folder)
        #expect(server.requests[0].headers["range"] == "bytes=1000-")
        #expect(try Data(contentsOf: part) == file)
        #expect(prepared.movies[0].rating == 7.1)
    }

    @Test func aCompletePartFileIsNotDownloadedAgain() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.rows))
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file])
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        try file.write(to: folder.appending(path: IMDbDatasetHost.ratingsFile + ".part"))
        let prepared = try await Self.prepare(server, folder: folder)
        #expect(server.requests.map { $0.headers["range"] } == ["bytes=\(file.count)-"], "416 for the range: the file was whole")
        #expect(prepared.movies[0].rating == 7.1)
    }

    @Test func aRedirectIsFollowedAndOnlyTheFinalAnswerIsWritten() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.rows))
        let served = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file])
        defer { served.stop() }
        let mirror = try LoopbackHTTPServer { request in
            StubResponse(
                status: 302, headers: ["Location": served.baseURL.absoluteString + request.path, "Content-Type": "text/html"],
                body: Data("<a>moved</a>".utf8))
        }
        defer { mirror.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let prepared = try await Self.prepare(mirror, folder: folder)
        #expect(
            try Data(contentsOf: folder.appending(path: IMDbDatasetHost.ratingsFile + ".part")) == file,
            "the redirect's head and body are not in the file")
        #expect(prepared.movies[0].rating == 7.1)
    }

    @Test func aTruncatedGzipIsRefusedAndDeleted() async throws {
        let file = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.rows))
        // Served whole as far as HTTP can tell: only gzip finds the end missing.
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: file.prefix(file.count - 200)])
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        await #expect {
            _ = try await Self.prepare(server, folder: folder)
        } throws: { error in
            guard case MovieUpdateError.invalidFile(IMDbDatasetHost.ratingsFile, .decompressionFailed) = error else { return false }
            return true
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: IMDbDatasetHost.ratingsFile + ".part").path))
    }

    @Test func aFileWithTooFewTitlesOrTheWrongColumnsIsRefused() async throws {
        let sample = try DatasetFixtures.gzip(DatasetFixtures.ratings(Self.rows, filler: 10))
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: sample])
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        await #expect(
            throws: MovieUpdateError.invalidFile(
                file: IMDbDatasetHost.ratingsFile,
                .tooFewRows(
                    path: folder.appending(path: IMDbDatasetHost.ratingsFile + ".part").path, rows: 13, minimum: 10_000))
        ) {
            _ = try await Self.prepare(server, folder: folder)
        }

        let basics = try DatasetFixtures.gzip(DatasetFixtures.basicsHeader + "\ntt0111161\tmovie\tX\tX\t0\t1994\t\\N\t142\tDrama\n")
        let wrong = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: basics])
        defer { wrong.stop() }
        await #expect {
            _ = try await Self.prepare(wrong, folder: folder)
        } throws: { error in
            guard case MovieUpdateError.invalidFile(_, .missingColumns(_, let columns)) = error else { return false }
            return columns == ["averageRating", "numVotes"]
        }
    }

    @Test(arguments: [404, 503])
    func anHTTPErrorSaysWhichAndLeavesNoFile(status: Int) async throws {
        let server = try LoopbackHTTPServer { _ in
            StubResponse(status: status, headers: ["Content-Type": "text/html"], body: Data("<h1>no</h1>".utf8))
        }
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let url = server.baseURL.appending(path: IMDbDatasetHost.ratingsFile)
        await #expect(throws: MovieUpdateError.download(url: url, .httpStatus(status))) {
            _ = try await Self.prepare(server, folder: folder)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let message = MovieUpdateError.download(url: url, .httpStatus(status)).message(.en)
        #expect(message.contains(status == 404 ? "not found (HTTP 404)" : "the server failed (HTTP 503)"), "\(message)")
    }

    @Test func noCurlIsAClearError() async throws {
        let folder = try MovieFixtures.temporaryFolder()
        let update = MovieDatasetUpdate(host: IMDbDatasetHost(baseURL: MovieFixtures.closedPortURL), http: .curl(nil))
        do {
            _ = try await update.prepare(current: Self.list, full: false, limit: 3, folder: folder) { _, _ in }
            Issue.record("no curl must fail the update")
        } catch let error as MovieUpdateError {
            #expect(error.message(.en).contains("needs the curl program"))
        }
    }

    @Test func aFullRebuildMakesTheListFromBothFilesAndKeepsWhatTheyLack() async throws {
        let ratings = try DatasetFixtures.gzip(
            DatasetFixtures.ratings([
                .init(id: Self.list[0].imdbID, rating: 9.1, votes: 3_000_000), .init(id: "tt0000001", rating: 5.7, votes: 2_500_000),
                .init(id: "tt7000001", rating: 6.6, votes: 2_000_000), .init(id: "tt7000002", rating: 8.1, votes: 1_000_000),
            ]))
        let basics = try DatasetFixtures.gzip(
            [
                DatasetFixtures.basicsHeader,
                "tt0000001\tshort\tCarmencita\tCarmencita\t0\t1894\t\\N\t1\tDocumentary,Short",
                "\(Self.list[0].imdbID)\tmovie\t\(Self.list[0].title)\t\(Self.list[0].title)\t0\t\(Self.list[0].year)\t\\N\t142\tDrama",
                "tt7000001\tmovie\tA Newer Film\tA Newer Film\t0\t2026\t\\N\t\\N\t\\N",
                "tt7000002\tmovie\tAnother\tAnother\t0\t2025\t\\N\t99\tComedy,Drama",
            ].joined(separator: "\n") + "\n")
        let server = try DatasetFixtures.server(files: [IMDbDatasetHost.ratingsFile: ratings, IMDbDatasetHost.basicsFile: basics])
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let prepared = try await Self.prepare(server, folder: folder, full: true)
        #expect(prepared.movies.map(\.imdbID) == [Self.list[0].imdbID, "tt7000001", "tt7000002"], "most votes first, the short left out")
        #expect(prepared.movies[0].directors == Self.list[0].directors, "the datasets have no directors: the old list's stay")
        #expect(prepared.movies[1].genres.isEmpty, "\\N genres are none")
        #expect(Set(prepared.changes.added.map(\.imdbID)) == ["tt7000001", "tt7000002"])
        #expect(prepared.changes.dropped.map(\.imdbID) == Array(Self.list[1...]).map(\.imdbID))
        #expect(prepared.files.map(\.name) == [IMDbDatasetHost.ratingsFile, IMDbDatasetHost.basicsFile])
    }

    @Test func theSourcesLinesSayWhenAndFromWhatTheListWasRefreshed() async {
        let folder = (try? MovieFixtures.temporaryFolder()) ?? URL(fileURLWithPath: "/tmp")
        let refresh = MovieListRefresh(
            date: Date(timeIntervalSince1970: 1_795_000_000), kind: .ratings, origin: "https://datasets.imdbws.com/")
        let source = MovieSource(apiKey: nil, dataFolder: folder, importedList: .inMemory(Self.list, refresh: refresh), http: .curl(nil))
        let status = await source.status(offline: false)
        #expect(status.reachable)
        let lines = status.details.map { $0(.en) }
        #expect(
            lines.contains("IMDb datasets: 5 movies, ratings refreshed 2026-11-18 11:06 UTC from https://datasets.imdbws.com/"), "\(lines)")
        #expect(lines.contains("no IMDB_API_KEY: plays the list from IMDb's datasets"))
        #expect(
            status.details.map { $0(.ru) }.contains(
                "наборы данных IMDb: 5 фильмов, оценки обновлены 2026-11-18 11:06 UTC из https://datasets.imdbws.com/"))

        let never = await MovieSource(apiKey: nil, dataFolder: folder, http: .curl(nil)).status(offline: false)
        #expect(never.details.contains(Strings.datasetsNotDownloaded))
        #expect(never.details.contains(Strings.moviesWithoutKey))
    }
}
