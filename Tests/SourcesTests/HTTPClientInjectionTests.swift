import Foundation
import HTTPClient
import MovieRatingSource
import QuizPlatform
import Synchronization
import Testing
import TriviaSource

/// The network clients send every request through the `HTTPClient` they are
/// given, with the whole-second time limit they report: no request goes
/// around it, so a test (or another transport) can stand in for URLSession.
@Suite struct HTTPClientInjectionTests {
    /// An `HTTPClient` that answers every request with `body` and keeps what was asked.
    final class RecordingHTTP: Sendable {
        private let asked = Mutex<[(url: URL, timeout: TimeInterval)]>([])
        let body: String

        init(body: String) { self.body = body }

        var requests: [(url: URL, timeout: TimeInterval)] { asked.withLock { $0 } }

        var client: HTTPClient {
            HTTPClient { url, timeout throws(HTTPError) in
                self.asked.withLock { $0.append((url, timeout)) }
                return (Data(self.body.utf8), 200)
            }
        }
    }

    private let unreachableHost = URL(string: "https://quizctl.invalid")!

    @Test func theIMDbClientAsksTheGivenClient() async throws {
        let http = RecordingHTTP(
            body:
                #"{"items":[{"id":"tt1","rank":"1","title":"Stub","year":"2001","imDbRating":"8.1","imDbRatingCount":"10"}],"errorMessage":""}"#
        )
        let movies = try await IMDbAPIClient(apiKey: "k", baseURL: unreachableHost, timeout: 2.5, http: http.client).movies(in: .top250)
        #expect(movies.map(\.title) == ["Stub"])
        #expect(http.requests.map(\.url.absoluteString) == ["https://quizctl.invalid/en/API/Top250Movies/k"])
        #expect(http.requests.map(\.timeout) == [3])
    }

    @Test func theMovieSourceHandsItsClientOn() async throws {
        let http = RecordingHTTP(body: #"{"items":[],"errorMessage":"Invalid API Key"}"#)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quizctl-http-\(UUID().uuidString)")
        let source = MovieSource(apiKey: "k", baseURL: unreachableHost, dataFolder: folder, http: http.client)
        await #expect(throws: SourceError.failed(LocalizedText(verbatim: "Invalid API Key"))) {
            try await source.movies(offline: false)
        }
        #expect(Set(http.requests.map(\.url.path)) == ["/en/API/Top250Movies/k", "/en/API/MostPopularMovies/k"])
    }

    @Test func theOpenTriviaClientAsksTheGivenClientEvenWithAnotherTimeout() async throws {
        let http = RecordingHTTP(body: #"{"trivia_categories":[{"id":9,"name":"General Knowledge"}]}"#)
        let client = OpenTriviaClient(baseURL: unreachableHost, timeout: 15, http: http.client)
        #expect(try await client.categories().map(\.name) == ["General Knowledge"])
        #expect(try await client.withTimeout(0.2).categories().count == 1)
        #expect(http.requests.map(\.url.absoluteString) == Array(repeating: "https://quizctl.invalid/api_category.php", count: 2))
        #expect(http.requests.map(\.timeout) == [15, 1])
    }
}
