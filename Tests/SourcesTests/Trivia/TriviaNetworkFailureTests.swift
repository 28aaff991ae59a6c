import Foundation
import HTTPClient
import QuizPlatform
import Testing
import TriviaSource

/// Failures of the network or the service become `.unreachable`, so the game can offer to play offline.
@Suite struct TriviaNetworkFailureTests {
    let query = QuestionQuery(count: 3, format: .choice)

    @Test func serverErrorStatus() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [.json("<h1>oops</h1>", status: 500)]])
        await #expect(throws: SourceError.unreachable(Strings.triviaHTTPStatus(500))) {
            try await triviaSource(server).loadQuestions(query)
        }
    }

    @Test(arguments: [
        "<html>maintenance</html>",
        #"{"response_code":"zero"}"#,
        #"{"response_code":0,"results":[{"type":"multiple"}]}"#,
    ])
    func garbageBody(body: String) async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [.json(body)]])
        await #expect(throws: SourceError.unreachable(Strings.triviaMalformedResponse)) {
            try await triviaSource(server).loadQuestions(query)
        }
    }

    @Test func aServerSlowerThanTheTimeoutTimesOut() async throws {
        var slow = OpenTDB.newToken()
        slow.delay = 3
        let server = try scriptedOpenTriviaDB(["/api_token.php": [slow]])
        let started = Date()
        await #expect(throws: SourceError.unreachable(Strings.triviaTimedOut)) {
            try await triviaSource(server, timeout: 0.5).loadQuestions(query)
        }
        #expect(Date().timeIntervalSince(started) >= 0.9, "a timeout under a second is taken as one second")
    }

    /// The whole answer would come after a minute and parse: the timeout's
    /// error is the proof, however long a loaded machine takes to say it.
    @Test(.timeLimit(.minutes(5))) func aServerThatTricklesItsAnswerTimesOutAtTheDeadline() async throws {
        var trickling = OpenTDB.newToken()
        trickling.trickle = 1  // a byte a second: the whole answer would take over a minute
        #expect(Double(trickling.body.count) * trickling.trickle > 60)
        let server = try scriptedOpenTriviaDB(["/api_token.php": [trickling]])
        let started = Date()
        await #expect(throws: SourceError.unreachable(Strings.triviaTimedOut)) {
            try await triviaSource(server, timeout: 2).loadQuestions(query)
        }
        #expect(Date().timeIntervalSince(started) >= 1.9, "not before the deadline")
    }

    @Test(arguments: [(0.2, 1.0), (0.5, 1.0), (1.0, 1.0), (2.5, 3.0), (15, 15)])
    func timeoutsAreWholeSeconds(asked: Double, used: Double) {
        #expect(OpenTriviaClient(timeout: asked, http: .live).timeout == used)
    }

    /// Port 1 (tcpmux) is closed on any ordinary machine, so the connection is refused at once.
    @Test func nobodyListeningCannotConnect() async throws {
        let source = TriviaSource(
            client: OpenTriviaClient(baseURL: URL(string: "http://127.0.0.1:1")!, http: .live), offlinePack: [], tokenFolder: nil)
        await #expect(throws: SourceError.unreachable(Strings.triviaCannotConnect("127.0.0.1"))) {
            try await source.loadQuestions(query)
        }
    }

    @Test func statusListsTheLiveCategoriesAndThePack() async throws {
        let server = try scriptedOpenTriviaDB(["/api_category.php": [OpenTDB.categories]])
        let pack = [PackEntry(text: "Q?", correct: "A", incorrect: ["B"])]
        let status = await triviaSource(server, pack: pack).status(offline: false)
        #expect(status.reachable)
        #expect(status.details.first == Strings.triviaCategoryCount(3))
        // A known category is listed in the player's language, one the list does not know as it is.
        #expect(
            status.details.contains(
                LocalizedText(en: "31 Entertainment: Japanese Anime & Manga", ru: "31 Развлечения: японское аниме и манга")))
        #expect(status.details.contains(LocalizedText(verbatim: "33 Cooking")))
        #expect(status.details.last == Strings.triviaOfflinePackSize(1))
    }

    @Test func statusOfflineDoesNotAsk() async throws {
        let server = try scriptedOpenTriviaDB(["/api_category.php": [OpenTDB.categories]])
        let status = await triviaSource(server).status(offline: true)
        #expect(!status.reachable)
        #expect(status.details == [Strings.triviaNotCheckedOffline, Strings.triviaOfflinePackSize(0)])
        #expect(server.requests.isEmpty)
    }

    @Test func statusOfAFailingServerSaysWhy() async throws {
        let server = try scriptedOpenTriviaDB(["/api_category.php": [.json("", status: 503)]])
        let status = await triviaSource(server).status(offline: false)
        #expect(!status.reachable)
        #expect(status.details.first == Strings.triviaHTTPStatus(503))
    }
}
