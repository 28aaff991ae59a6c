import Foundation
import MovieRatingSource
import QuizPlatform
import Subprocess
import Testing
import TriviaSource

@testable import HTTPClient

/// Servers that answer too much, too long or never: the answer is refused
/// with a clear error, memory stays bounded and waiting costs nothing.
@Suite struct HostileServerTests {
    let query = QuestionQuery(count: 1, format: .choice)

    /// 1 GB of JSON-ish bytes streamed in 64 KB chunks, no Content-Length.
    static let gigabyte = StubResponse(body: Data(repeating: UInt8(ascii: "x"), count: 64 * 1024), streamedBytes: 1 << 30)

    @Test func aHugeTriviaAnswerIsRefusedWithBoundedMemory() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [Self.gigabyte]])
        let residentBefore = Self.residentMegabytes()
        // "Too large", not the 60 s timeout, says the cap stopped it, however busy the machine.
        await #expect(throws: SourceError.unreachable(Strings.triviaAnswerTooLarge(megabytes: 4))) {
            try await triviaSource(server, timeout: 60).loadQuestions(query)
        }
        // Before, the whole gigabyte was read into this process (2.1 GB at its
        // peak). The process is shared with the suite's other tests, whose
        // memory counts too (204 MB once, on a loaded machine): half the
        // gigabyte is the bound that tells the two apart.
        let growth = Self.residentMegabytes() - residentBefore
        #expect(growth < 512, "the test process grew by \(growth) MB")
    }

    @Test func aHugeIMDbAnswerIsRefused() async throws {
        let server = try LoopbackHTTPServer { _ in Self.gigabyte }
        let client = IMDbAPIClient(apiKey: "k_test", baseURL: server.baseURL, timeout: 30, http: .live)
        await #expect(throws: SourceError.unreachable(Strings.imdbAnswerTooLarge(megabytes: 4))) {
            try await client.movies(in: .top250)
        }
    }

    /// curl is stopped at the cap: its group is killed once stdout passes
    /// the limit, long before the gigabyte, and what we hold is one read past it.
    @Test func curlIsStoppedAtTheCap() async throws {
        let server = try LoopbackHTTPServer { _ in Self.gigabyte }
        let curl = try #require(CurlCommand.locate(), "curl is needed for the network tests")
        // Stopped at the cap, not at the 60 s deadline: the ending says which, however busy the machine.
        let outcome = try await CurlTransfer(curl: curl, bodyLimit: 4 << 20).run(curl, server.baseURL, timeout: 60).get()
        #expect(outcome.ending == .outputTooLarge)
        #expect(outcome.output.count < (4 << 20) + (1 << 20), "held \(outcome.output.count) bytes")
    }

    /// A question of 2 MB (a 10 MB one is already over the body's cap) is
    /// refused, never handed to the game.
    @Test(arguments: [
        (OpenTDB.question(text: String(repeating: "Why? ", count: 400_000)), "text", QuestionBuilder.textLimit),
        (OpenTDB.question(correct: String(repeating: "a", count: 201)), "option", QuestionBuilder.optionLimit),
        (OpenTDB.question(category: String(repeating: "c", count: 5_000)), "category", QuestionBuilder.optionLimit),
    ])
    func anOverlongFieldRefusesTheQuestion(question: String, field: String, limit: Int) async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [OpenTDB.questions([question])]])
        await #expect(throws: SourceError.unreachable(Strings.triviaFieldTooLong(field: field, limit: limit))) {
            try await triviaSource(server).loadQuestions(query)
        }
    }

    @Test func anOverlongMovieTitleRefusesTheList() async throws {
        let title = String(repeating: "T", count: 1_000_000)
        let body = #"{"items":[{"id":"tt1","rank":"1","title":"\#(title)","year":"1994","imDbRating":"9.2"}],"errorMessage":""}"#
        let server = try LoopbackHTTPServer { _ in .json(body) }
        let client = IMDbAPIClient(apiKey: "k_test", baseURL: server.baseURL, http: .live)
        await #expect(throws: SourceError.failed(Strings.imdbTitleTooLong(limit: QuestionBuilder.optionLimit))) {
            try await client.movies(in: .top250)
        }
    }

    /// Without the deadline the request would wait for ever: the timeout's
    /// error is the proof, and the time limit only keeps a broken build
    /// from hanging the suite (a loaded machine once took 114 s here).
    @Test(.timeLimit(.minutes(5))) func aServerThatNeverAnswersTimesOutAtTheDeadline() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [StubResponse(neverAnswers: true)]])
        defer { server.stop() }
        let start = ContinuousClock.now
        await #expect(throws: SourceError.unreachable(Strings.triviaTimedOut)) {
            try await triviaSource(server, timeout: 2).loadQuestions(query)
        }
        #expect(ContinuousClock.now - start >= .seconds(1.9), "not before the deadline")
    }

    /// What waiting on a silent server costs: curl sleeps in `poll` for the
    /// whole 2 s and ends with its own timeout (exit 28); quizctl's side
    /// sleeps too (ChildProcessTests.waitingCostsNoCPU). URLSession, the
    /// transport before, used 55-80 % of a core here.
    @Test func waitingOnASilentServerCostsNoCPU() async throws {
        let server = try LoopbackHTTPServer { _ in StubResponse(neverAnswers: true) }
        defer { server.stop() }
        let curl = try #require(CurlCommand.locate(), "curl is needed for the network tests")
        let start = ContinuousClock.now
        let outcome = try await CurlTransfer(curl: curl, bodyLimit: 1000).run(curl, server.baseURL, timeout: 2).get()
        #expect(outcome.ending == .exited(28))
        #expect(ContinuousClock.now - start >= .seconds(1.9))
        #expect(outcome.cpuTime < .milliseconds(100), "curl used \(outcome.cpuTime) of CPU in 2 s of waiting")
    }

    /// A redirect to another scheme is refused, never followed.
    @Test func aRedirectToAnotherSchemeIsRefused() async throws {
        let server = try LoopbackHTTPServer { _ in StubResponse(status: 302, headers: ["Location": "file:///etc/passwd"]) }
        let error = await #expect(throws: HTTPError.self) {
            try await HTTPClient.live.get(server.baseURL, 5)
        }
        #expect(error?.code == .unsupportedURL)
    }

    /// A redirect within http is followed, as URLSession did.
    @Test func aRedirectWithinHTTPIsFollowed() async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/moved" ? .json(#"{"ok":true}"#) : StubResponse(status: 301, headers: ["Location": "/moved"])
        }
        let (data, status) = try await HTTPClient.live.get(server.baseURL.appending(path: "old"), 5)
        #expect(status == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
    }

    /// Without curl the sources say what to install, in the player's language,
    /// and the request is not attempted another way.
    @Test func aMissingCurlSaysWhatToInstall() async throws {
        #expect(CurlCommand.locate(environment: ["PATH": "/nonexistent-a:/nonexistent-b"]) == nil)
        let named = [CurlCommand.pathVariable: "/nonexistent/curl", "PATH": "/usr/bin:/bin"]
        #expect(CurlCommand.locate(environment: named) == nil)
        #expect(CurlCommand.missingReason(environment: named) == "QUIZCTL_CURL=/nonexistent/curl: not an executable file")
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()]])
        await #expect(throws: SourceError.unreachable(Strings.triviaNetworkHelperMissing("curl: not found on PATH"))) {
            try await triviaSource(server, http: .curl(nil)).loadQuestions(query)
        }
        #expect(server.requests.isEmpty)
        #expect(Strings.triviaNetworkHelperMissing("x")(.ru).contains("sudo apt-get install curl"))
    }

    /// This process's resident memory now, from /proc/self/status.
    static func residentMegabytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}
