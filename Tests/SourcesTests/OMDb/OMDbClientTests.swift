import Foundation
import HTTPClient
import QuizPlatform
import Testing

@testable import MovieRatingSource

/// Each answer OMDb gives, through curl against a loopback server.
@Suite struct OMDbClientTests {
    private func client(_ server: LoopbackHTTPServer, key: String = OMDbFixtures.key) -> OMDbClient {
        OMDbClient(apiKey: key, baseURL: server.baseURL, timeout: 2, http: .live)
    }

    private func serving(_ body: String, status: Int = 200) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { _ in .json(body, status: status) }
    }

    @Test func aFilmGivesItsRatingVotesAndPoster() async throws {
        let server = try serving(
            OMDbFixtures.film("tt0111161", rating: "9.3", votes: "2,934,567", poster: "https://m.media-amazon.com/images/M/p.jpg"))
        defer { server.stop() }
        let film = try await client(server).film("tt0111161")
        #expect(
            film
                == OMDbFilm(
                    imdbID: "tt0111161", rating: 9.3, votes: 2_934_567, posterURL: URL(string: "https://m.media-amazon.com/images/M/p.jpg"))
        )
        let request = try #require(server.requests.first)
        #expect(request.queryItems == ["i": "tt0111161", "apikey": OMDbFixtures.key])
    }

    @Test func notAvailableValuesAreNil() async throws {
        let server = try serving(OMDbFixtures.film("tt1", rating: "N/A", votes: "N/A", poster: "N/A"))
        defer { server.stop() }
        #expect(try await client(server).film("tt1") == OMDbFilm(imdbID: "tt1"))
    }

    @Test func aPosterThatIsNotHTTPIsIgnored() async throws {
        let server = try serving(OMDbFixtures.film("tt1", rating: "7.1", votes: "12", poster: "file:///etc/passwd"))
        defer { server.stop() }
        #expect(try await client(server).film("tt1").posterURL == nil)
    }

    @Test(arguments: [
        (OMDbFixtures.invalidKey, 401, OMDbError.invalidKey),
        (#"{"Response":"False","Error":"No API key provided."}"#, 401, .invalidKey),
        (OMDbFixtures.limitReached, 401, .limitReached),
        (OMDbFixtures.incorrectID, 200, .notFound(imdbID: "tt1")),
        (#"{"Response":"False","Error":"Error getting data."}"#, 200, .notFound(imdbID: "tt1")),
        (#"{"Response":"False","Error":"Something else"}"#, 200, .service("Something else")),
        ("<html>Bad Gateway</html>", 502, .service("HTTP 502")),
        ("<html>Unauthorized</html>", 401, .invalidKey),
        (#"{"imdbRating":"#, 200, .malformed),
        (#"{"Response":"True","imdbID":"tt999","imdbRating":"8.0"}"#, 200, .malformed),
    ])
    func errorsAreNamed(body: String, status: Int, expected: OMDbError) async throws {
        let server = try serving(body, status: status)
        defer { server.stop() }
        let error = await #expect(throws: OMDbError.self) { try await client(server).film("tt1") }
        #expect(error == expected)
    }

    @Test func noServerIsUnreachable() async throws {
        let client = OMDbClient(apiKey: "k", baseURL: URL(string: "http://127.0.0.1:1/")!, timeout: 2, http: .live)
        let error = await #expect(throws: OMDbError.self) { try await client.film("tt1") }
        #expect(error == .unreachable(Strings.omdbCannotConnect(host: "127.0.0.1")))
        #expect(error?.message.ru == "нет связи с OMDb (127.0.0.1)")
    }

    @Test func everyErrorSpeaksBothLanguages() {
        let errors: [OMDbError] = [
            .invalidKey, .limitReached, .notFound(imdbID: "tt1"), .malformed, .service("x"), .budgetSpent(limit: 500),
        ]
        for error in errors {
            #expect(!error.message.en.isEmpty && !error.message.ru.isEmpty && error.message.en != error.message.ru)
        }
        #expect(OMDbError.invalidKey.message.en.contains("OMDB_API_KEY"))
        #expect(OMDbError.limitReached.message.ru.contains("лимит"))
    }
}
