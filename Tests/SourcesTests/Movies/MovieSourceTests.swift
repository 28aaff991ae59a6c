import Foundation
import HTTPClient
import MovieRatingSource
import QuizPlatform
import Testing

/// MovieSource: live lists with a key, the snapshot without; the day-long cache; status lines.
@Suite struct MovieSourceTests {
    static func source(key: String?, baseURL: URL, folder: URL, clock: ManualClock = ManualClock(), imported: [Movie]? = nil) -> MovieSource
    {
        MovieSource(
            apiKey: key, baseURL: baseURL, dataFolder: folder, importedList: imported.map { .inMemory($0) }, clock: clock.clock, timeout: 2,
            http: .live)
    }

    @Test func withAKeyAsksOnlyAboutTheServedMovies() async throws {
        let server = try MovieFixtures.apiServer()
        defer { server.stop() }
        let source = Self.source(key: "k", baseURL: server.baseURL, folder: try MovieFixtures.temporaryFolder())
        let questions = try await source.loadQuestions(QuestionQuery(count: 10, format: .yesNo, seed: 1))
        let served = try await IMDbAPIClient(apiKey: "k", baseURL: server.baseURL, http: .live).topAndPopularMovies()
        #expect(questions.count == served.count)
        for question in questions {
            let movie = try #require(served.first { $0.titleWithYear == question.subject })
            let threshold = try #require(MovieFixtures.threshold(of: question))
            let yes = question.text.contains("greater") ? movie.rating > threshold : movie.rating < threshold
            #expect(question.correctIndex == (yes ? 0 : 1))
        }
    }

    @Test func aWrongKeyFailsWithTheServersMessage() async throws {
        let server = try MovieFixtures.apiServer()
        defer { server.stop() }
        let source = Self.source(key: "wrong", baseURL: server.baseURL, folder: try MovieFixtures.temporaryFolder())
        let error = await #expect(throws: SourceError.self) {
            try await source.loadQuestions(QuestionQuery(count: 10, format: .yesNo))
        }
        #expect(error?.message.en == "Invalid API Key")
    }

    @Test func aLoadedListIsCachedForADay() async throws {
        let server = try MovieFixtures.apiServer()
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let clock = ManualClock()
        let source = Self.source(key: "k", baseURL: server.baseURL, folder: folder, clock: clock)
        let first = try await source.movies(offline: false)
        #expect(server.requests.count == 2)
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: MovieListCache.fileName).path))
        clock.advance(hours: 23)
        #expect(try await source.movies(offline: false) == first)
        #expect(server.requests.count == 2)
        clock.advance(hours: 2)
        #expect(try await source.movies(offline: false) == first)
        #expect(server.requests.count == 4)
    }

    @Test func anotherKeyDoesNotReuseTheCache() async throws {
        let server = try MovieFixtures.apiServer()
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        _ = try await Self.source(key: "k", baseURL: server.baseURL, folder: folder).movies(offline: false)
        await #expect(throws: SourceError.failed(LocalizedText(verbatim: "Invalid API Key"))) {
            try await Self.source(key: "wrong", baseURL: server.baseURL, folder: folder).movies(offline: false)
        }
    }

    /// Any request would go to a closed port and fail.
    @Test func withoutAKeyOrOfflineItPlaysTheSnapshotWithoutTheNetwork() async throws {
        let closed = MovieFixtures.closedPortURL
        let folder = try MovieFixtures.temporaryFolder()
        #expect(try await Self.source(key: nil, baseURL: closed, folder: folder).movies(offline: false) == MovieSnapshot.movies)
        #expect(try await Self.source(key: "", baseURL: closed, folder: folder).movies(offline: false) == MovieSnapshot.movies)
        #expect(try await Self.source(key: "k", baseURL: closed, folder: folder).movies(offline: true) == MovieSnapshot.movies)
        let imported = Array(MovieSnapshot.movies.suffix(20))
        #expect(try await Self.source(key: nil, baseURL: closed, folder: folder, imported: imported).movies(offline: true) == imported)
    }

    @Test func anOfflineSeededRoundIsReproducibleAndRight() async throws {
        let source = Self.source(key: "k", baseURL: MovieFixtures.closedPortURL, folder: try MovieFixtures.temporaryFolder())
        let query = QuestionQuery(count: 10, format: .yesNo, offline: true, seed: 1, language: .ru)
        let questions = try await source.loadQuestions(query)
        #expect(try await source.loadQuestions(query) == questions)
        #expect(questions.count == 10)
        #expect(questions.allSatisfy { $0.options == ["Да", "Нет"] && $0.text.hasPrefix("Рейтинг этого фильма") })
        let fourOptions = try await source.loadQuestions(QuestionQuery(count: 15, format: .fourOptions, offline: true, seed: 1))
        #expect(fourOptions.count == 15 && fourOptions.allSatisfy { $0.options.count == 4 })
    }

    @Test func statusShowsTheSnapshotAndItsAttribution() async throws {
        let server = try MovieFixtures.apiServer()
        defer { server.stop() }
        let folder = try MovieFixtures.temporaryFolder()
        let withoutKey = await Self.source(key: nil, baseURL: server.baseURL, folder: folder).status(offline: false)
        #expect(withoutKey.reachable)
        #expect(withoutKey.details.contains(Strings.snapshotLine(date: "2023-10-20", count: 250)))
        #expect(withoutKey.details.contains(MovieSnapshot.attribution))
        let live = await Self.source(key: "k", baseURL: server.baseURL, folder: folder).status(offline: false)
        #expect(live.reachable)
        #expect(live.details.contains(Strings.moviesLive(host: "127.0.0.1")))
        #expect(server.requests.map(\.path) == ["/"], "reachability must not spend the key's quota")
        let down = await MovieSource(apiKey: "k", baseURL: MovieFixtures.closedPortURL, dataFolder: folder, timeout: 1, http: .live).status(
            offline: false)
        #expect(!down.reachable)
        let offline = await MovieSource(apiKey: "k", baseURL: MovieFixtures.closedPortURL, dataFolder: folder, timeout: 1, http: .live)
            .status(
                offline: true)
        #expect(offline.reachable && offline.details.contains(Strings.moviesOffline))
    }
}
