import Foundation
import HTTPClient
import MovieRatingSource
import QuizPlatform
import Testing

/// The IMDb-API client against a real HTTP server on 127.0.0.1 serving the API's shapes.
@Suite struct MovieAPIClientTests {
    @Test func decodesTop250WithAllStringFieldsAndSkipsUnratedTitles() async throws {
        let server = try MovieFixtures.apiServer()
        defer { server.stop() }
        let movies = try await IMDbAPIClient(apiKey: "k", baseURL: server.baseURL, timeout: 5, http: .live).movies(in: .top250)
        #expect(movies.map(\.imdbID) == ["tt0111161", "tt0068646", "tt0133093"])
        let shawshank = try #require(movies.first)
        #expect(shawshank.rank == 1 && shawshank.year == 1994 && shawshank.rating == 9.2 && shawshank.votes == 2_601_152)
        #expect(shawshank.directors == ["Frank Darabont"])
        #expect(
            shawshank.posterURL?.absoluteString
                == "https://m.media-amazon.com/images/M/MV5BNDE3ODcxYzMtY2YzZC00NmNlLWJiNDMtZDViZWM2MzIxZDYwXkEyXkFqcGdeQXVyNjAwNDUxODI@._V0_UX600_.jpg"
        )
        #expect(movies[2].directors == ["Lana Wachowski", "Lilly Wachowski"])
        #expect(movies[2].posterURL == nil)
        #expect(server.requests.map(\.path) == ["/en/API/Top250Movies/k"])
    }

    @Test func decodesMostPopularWithRankUpDownAndStripsControlCharacters() async throws {
        let server = try MovieFixtures.apiServer()
        defer { server.stop() }
        let movies = try await IMDbAPIClient(apiKey: "k", baseURL: server.baseURL, timeout: 5, http: .live).movies(in: .mostPopular)
        #expect(movies.map(\.title) == ["Oppenheimer", "The Godfather", "Sneaky Film"])
        #expect(movies.allSatisfy { !$0.title.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func mergesBothListsKeepingTheTop250Entry() async throws {
        let server = try MovieFixtures.apiServer()
        defer { server.stop() }
        let movies = try await IMDbAPIClient(apiKey: "k", baseURL: server.baseURL, timeout: 5, http: .live).topAndPopularMovies()
        #expect(movies.map(\.imdbID) == ["tt0111161", "tt0068646", "tt0133093", "tt15398776", "tt7654321"])
        #expect(movies[1].rank == 2)
    }

    @Test(arguments: [MovieFixtures.invalidKey, MovieFixtures.nullItemsWithError])
    func anErrorMessageIsTheErrorsMessage(body: String) async throws {
        let server = try MovieFixtures.apiServer(errorBody: body)
        defer { server.stop() }
        let expected = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        let message = try #require(expected?["errorMessage"] as? String)
        let error = await #expect(throws: SourceError.self) {
            try await IMDbAPIClient(apiKey: "wrong", baseURL: server.baseURL, timeout: 5, http: .live).movies(in: .top250)
        }
        #expect(error == .failed(LocalizedText(verbatim: message)))
        #expect(error?.message.en == message)
    }

    @Test func nullItemsWithoutAnErrorAreAnEmptyList() async throws {
        let server = try LoopbackHTTPServer { _ in .json(MovieFixtures.nullItems) }
        defer { server.stop() }
        #expect(try await IMDbAPIClient(apiKey: "k", baseURL: server.baseURL, timeout: 5, http: .live).movies(in: .top250).isEmpty)
    }

    @Test func aServerErrorIsUnreachable() async throws {
        let server = try LoopbackHTTPServer { _ in .json(#"{"error":"boom"}"#, status: 500) }
        defer { server.stop() }
        let error = await #expect(throws: SourceError.self) {
            try await IMDbAPIClient(apiKey: "k", baseURL: server.baseURL, timeout: 5, http: .live).movies(in: .top250)
        }
        #expect(error == .unreachable(Strings.imdbHTTPStatus(500)))
        #expect(error?.message.en == "the IMDb-API answered with HTTP status 500")
    }

    @Test func aGarbageBodyIsAnUnreadableResponse() async throws {
        let server = try LoopbackHTTPServer { _ in .json("<html>Service Unavailable</html>") }
        defer { server.stop() }
        let error = await #expect(throws: SourceError.self) {
            try await IMDbAPIClient(apiKey: "k", baseURL: server.baseURL, timeout: 5, http: .live).movies(in: .top250)
        }
        #expect(error == .failed(Strings.imdbUnreadableResponse))
    }

    @Test func aSlowServerTimesOut() async throws {
        let server = try LoopbackHTTPServer { _ in StubResponse(body: Data(MovieFixtures.top250.utf8), delay: 3) }
        defer { server.stop() }
        let error = await #expect(throws: SourceError.self) {
            try await IMDbAPIClient(apiKey: "k", baseURL: server.baseURL, timeout: 1, http: .live).movies(in: .top250)
        }
        #expect(error == .unreachable(Strings.imdbTimedOut(seconds: 1)))
        #expect(error?.message.en == "the IMDb-API did not answer within 1 second")
        // No wall-clock bound: under a loaded parallel suite URLSession fires its
        // timeout late; the timedOut error (the server answers after 3 s) is the proof.
    }

    @Test func aClosedPortCannotConnect() async throws {
        let baseURL = MovieFixtures.closedPortURL
        let error = await #expect(throws: SourceError.self) {
            try await IMDbAPIClient(apiKey: "k", baseURL: baseURL, timeout: 2, http: .live).movies(in: .top250)
        }
        #expect(error == .unreachable(Strings.imdbCannotConnect(host: "127.0.0.1")))
        #expect(await !IMDbAPIClient(apiKey: "k", baseURL: baseURL, timeout: 2, http: .live).isReachable())
    }
}
