import Foundation
import HTTPClient
import MovieRatingSource
import QuizPlatform
import Subprocess
import Testing
import TriviaSource

/// Servers that answer too much, too long or never: the answer is refused
/// with a clear error, memory stays bounded and waiting costs nothing.
@Suite struct HostileServerTests {
    let query = QuestionQuery(count: 1, format: .choice)

    /// 1 GB of JSON-ish bytes streamed in 64 KB chunks, no Content-Length.
    static let gigabyte = StubResponse(body: Data(repeating: UInt8(ascii: "x"), count: 64 * 1024), streamedBytes: 1 << 30)

    @Test func aHugeTriviaAnswerIsRefusedWithBoundedMemory() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [Self.gigabyte]])
        let residentBefore = Self.residentMegabytes()
        let start = ContinuousClock.now
        await #expect(throws: SourceError.unreachable(Strings.triviaAnswerTooLarge(megabytes: 4))) {
            try await triviaSource(server, timeout: 60).loadQuestions(query)
        }
        // Seconds on a quiet machine; the whole gigabyte would take far longer.
        #expect(ContinuousClock.now - start < .seconds(60))
        // Before, the whole gigabyte was read into this process (2.1 GB at its peak).
        let growth = Self.residentMegabytes() - residentBefore
        #expect(growth < 200, "the test process grew by \(growth) MB")
    }

    @Test func aHugeIMDbAnswerIsRefused() async throws {
        let server = try LoopbackHTTPServer { _ in Self.gigabyte }
        let client = IMDbAPIClient(apiKey: "k_test", baseURL: server.baseURL, timeout: 30, http: .live)
        await #expect(throws: SourceError.unreachable(Strings.imdbAnswerTooLarge(megabytes: 4))) {
            try await client.movies(in: .top250)
        }
    }

    /// The helper itself stays small: it streams the body out and exits at the cap.
    @Test func theFetchHelperPeaksFarBelowTheBody() async throws {
        let server = try LoopbackHTTPServer { _ in Self.gigabyte }
        let outcome = try await Self.timed(helperArguments: [server.baseURL.absoluteString, "30", String(4 << 20)], timeout: .seconds(60))
        #expect(outcome.status == FetchProtocol.Exit.tooLarge)
        #expect(outcome.peakMegabytes < 150, "the helper peaked at \(outcome.peakMegabytes) MB")
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

    @Test func aServerThatNeverAnswersTimesOutAtTheDeadline() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [StubResponse(neverAnswers: true)]])
        defer { server.stop() }
        let start = ContinuousClock.now
        await #expect(throws: SourceError.unreachable(Strings.triviaTimedOut)) {
            try await triviaSource(server, timeout: 2).loadQuestions(query)
        }
        let waited = ContinuousClock.now - start
        // With room for a machine busy running the other tests.
        #expect(waited >= .seconds(1.9) && waited < .seconds(30), "waited \(waited)")
    }

    /// What waiting on a silent server costs the helper. quizctl's side
    /// sleeps in `poll` (ChildProcessTests.waitingCostsNoCPU); the helper
    /// still spins in FoundationNetworking: after a non-blocking connect,
    /// swift-corelibs-foundation leaves libcurl's socket registered for
    /// writing, so a dispatch source fires without end (about 1,800 wakeups a
    /// second, 60 % of a core in strace and time(1)).
    @Test func waitingOnASilentServerCostsTheHelperLittleCPU() async throws {
        let server = try LoopbackHTTPServer { _ in StubResponse(neverAnswers: true) }
        defer { server.stop() }
        let outcome = try await Self.timed(helperArguments: [server.baseURL.absoluteString, "2", "1000"], timeout: .seconds(20))
        #expect(outcome.status == FetchProtocol.Exit.urlError)
        withKnownIssue("FoundationNetworking keeps a socket write source armed while waiting for the answer", isIntermittent: true) {
            #expect(outcome.cpuSeconds < 0.2, "the helper used \(outcome.cpuSeconds) s of CPU in 2 s of waiting")
        }
    }

    /// The helper run under time(1): its exit status, CPU seconds and peak memory.
    static func timed(helperArguments: [String], timeout: Duration) async throws -> (status: Int32, cpuSeconds: Double, peakMegabytes: Int)
    {
        let time = "/usr/bin/time"
        try #require(FileManager.default.isExecutableFile(atPath: time), "GNU time is needed to measure the helper")
        let helper = try #require(Self.helperPath())
        let child = ChildProcess(
            executable: time, arguments: ["-f", "measured %x %U %S %M"] + [helper] + helperArguments, outputLimit: 8 << 20,
            timeout: timeout)
        let outcome = try await child.run().get()
        let line = try #require(
            String(decoding: outcome.errorOutput, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("measured ") })
        let fields = line.split(separator: " ").dropFirst().map(String.init)
        let status = try #require(Int32(fields[0]))
        let cpu = try #require(Double(fields[1])) + #require(Double(fields[2]))
        return (status, cpu, try #require(Int(fields[3])) / 1024)
    }

    /// The helper SwiftPM built beside the test runner.
    static func helperPath() -> String? {
        let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        var folder = URL(fileURLWithPath: runner).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appending(path: FetchProtocol.helperName).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// This process's resident memory now, from /proc/self/status.
    static func residentMegabytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
}
