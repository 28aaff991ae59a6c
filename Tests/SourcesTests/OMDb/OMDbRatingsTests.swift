import Foundation
import HTTPClient
import QuizPlatform
import Testing

@testable import MovieRatingSource

/// The week-long cache, its expiry, the daily budget and the fallbacks of `OMDbRatings`.
@Suite struct OMDbRatingsTests {
    private let movies = OMDbFixtures.movies
    private var liveRatings: [String: String] {
        Dictionary(uniqueKeysWithValues: movies.map { ($0.imdbID, "7.\($0.rank)") })
    }

    @Test func filmsGetOMDbsValuesAndTheCacheSparesRequestsForAWeek() async throws {
        let server = try OMDbFixtures.server(ratings: liveRatings) { "https://img.example/\($0).jpg" }
        defer { server.stop() }
        let storage = OMDbCacheStorage.inMemory()
        let clock = ManualClock()
        let ratings = OMDbFixtures.ratings(server: server, storage: storage, clock: clock)

        let first = await ratings.refresh(movies)
        #expect(first.movies.map(\.rating) == [7.1, 7.2, 7.3, 7.4, 7.5])
        #expect(first.movies.allSatisfy { $0.votes == 1_234_567 })
        #expect(first.movies[0].posterURL == URL(string: "https://img.example/tt0000001.jpg"))
        #expect(first.requests == 5 && first.problem == nil && first.unchanged == 0)
        #expect(server.requests.count == 5)

        let stored = try JSONEncoder().encode(try #require(storage.load()))
        #expect(!String(decoding: stored, as: UTF8.self).contains(OMDbFixtures.key), "the key is never stored")

        clock.advance(hours: 24 * 7 - 1)
        let cached = await ratings.refresh(movies)
        #expect(cached.movies == first.movies && cached.requests == 0)
        #expect(server.requests.count == 5)

        clock.advance(hours: 2)
        let expired = await ratings.refresh(Array(movies.prefix(2)))
        #expect(expired.requests == 2, "a week-old answer is asked for again")
        #expect(server.requests.count == 7)
        let contents = OMDbCache(storage: storage, clock: clock.clock).load(origin: ratings.origin)
        #expect(contents.films.keys.sorted() == ["tt0000001", "tt0000002"], "the other expired answers are dropped")
    }

    @Test func anotherKeyDoesNotReuseTheCache() async throws {
        let server = try OMDbFixtures.server(ratings: liveRatings)
        defer { server.stop() }
        let storage = OMDbCacheStorage.inMemory()
        let clock = ManualClock()
        _ = await OMDbFixtures.ratings(server: server, storage: storage, clock: clock).refresh(movies)
        let other = await OMDbFixtures.ratings(server: server, storage: storage, clock: clock, key: "other").refresh(movies)
        #expect(other.problem == .invalidKey)
        #expect(other.movies == movies, "an invalid key keeps every film's list rating")
        #expect(other.requests < movies.count, "the first refusal stops the round's requests")
    }

    @Test func theDailyBudgetStopsRequestsAndSaysSo() async throws {
        let server = try OMDbFixtures.server(ratings: liveRatings)
        defer { server.stop() }
        let storage = OMDbCacheStorage.inMemory()
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))  // 2027-01-15T08:00:00Z
        let ratings = OMDbFixtures.ratings(server: server, storage: storage, clock: clock, budget: 3)

        let first = await ratings.refresh(Array(movies.prefix(2)))
        #expect(first.requests == 2 && first.problem == nil)
        let second = await ratings.refresh(movies)
        #expect(second.requests == 1, "one request left of three")
        #expect(second.problem == .budgetSpent(limit: 3))
        #expect(second.unchanged == 2)
        #expect(second.movies.map(\.rating) == [7.1, 7.2, 7.3, 8.3, 8.4])
        #expect(server.requests.count == 3)
        #expect(ratings.statusLine(reachable: true).en.contains("3 of 3 requests today"))

        clock.advance(hours: 16)  // the next UTC day
        let tomorrow = await ratings.refresh(movies)
        #expect(tomorrow.requests == 2 && tomorrow.problem == nil)
        #expect(ratings.statusLine(reachable: true).en.contains("2 of 3 requests today"))
    }

    @Test func omdbsLimitStopsRequestsForTheRestOfTheDay() async throws {
        let server = try LoopbackHTTPServer { _ in .json(OMDbFixtures.limitReached, status: 401) }
        defer { server.stop() }
        let clock = ManualClock()
        let ratings = OMDbFixtures.ratings(server: server, storage: .inMemory(), clock: clock)
        let first = await ratings.refresh(movies)
        #expect(first.problem == .limitReached && first.unchanged == 5)
        let sent = server.requests.count
        #expect(sent >= 1 && sent <= 4, "no request is sent after the refusal")
        let again = await ratings.refresh(movies)
        #expect(again.problem == .limitReached && again.requests == 0)
        #expect(server.requests.count == sent)
        #expect(ratings.statusLine(reachable: true).en.contains("OMDb's limit reached"))
    }

    @Test func aFilmOMDbDoesNotKnowKeepsTheListsRatingAndIsNotAskedAgain() async throws {
        let server = try OMDbFixtures.server(ratings: ["tt0000001": "6.5"])
        defer { server.stop() }
        let ratings = OMDbFixtures.ratings(server: server, storage: .inMemory(), clock: ManualClock())
        let first = await ratings.refresh(Array(movies.prefix(2)))
        #expect(first.movies.map(\.rating) == [6.5, 8.1])
        #expect(first.problem == .notFound(imdbID: "tt0000002") && first.unchanged == 1)
        let second = await ratings.refresh(Array(movies.prefix(2)))
        #expect(second.requests == 0 && second.movies == first.movies)
    }

    @Test func notAvailableRatingKeepsTheListsRating() async throws {
        let server = try OMDbFixtures.server(ratings: ["tt0000001": "N/A"], votes: "N/A")
        defer { server.stop() }
        let ratings = OMDbFixtures.ratings(server: server, storage: .inMemory(), clock: ManualClock())
        let refresh = await ratings.refresh([movies[0]])
        #expect(refresh.movies == [movies[0]])
        #expect(refresh.problem == nil)
    }

    @Test func aNetworkFailureFallsBackAndIsNamed() async throws {
        let client = OMDbClient(apiKey: "k", baseURL: URL(string: "http://127.0.0.1:1/")!, timeout: 2, http: .live)
        let ratings = OMDbRatings(client: client, cache: OMDbCache(storage: .inMemory(), clock: ManualClock().clock))
        let refresh = await ratings.refresh(movies)
        #expect(refresh.movies == movies)
        #expect(refresh.problem == .unreachable(Strings.omdbCannotConnect(host: "127.0.0.1")))
    }
}
