import Foundation
import QuizPlatform
import Testing
import TriviaSource

/// The session token lives in the data folder so questions do not repeat across games.
@Suite struct TriviaSessionTokenTests {
    let query = QuestionQuery(count: 1, format: .choice)

    func server() throws -> LoopbackHTTPServer {
        try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken("first"), OpenTDB.newToken("second")],
            "/api.php": [OpenTDB.questions(count: 1)],
        ])
    }

    @Test func theTokenIsSavedAndReusedByTheNextGame() async throws {
        let server = try server()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await triviaSource(server, folder: folder).loadQuestions(query)
        _ = try await triviaSource(server, folder: folder).loadQuestions(query)
        #expect(requests(server, to: "/api_token.php").count == 1)
        #expect(requests(server, to: "/api.php").map { $0.queryItems["token"] } == ["first", "first"])
        let saved = try String(contentsOf: folder.appending(path: "opentdb-token.json"), encoding: .utf8)
        #expect(saved.contains(#""token":"first""#))
        #expect(saved.contains(#""lastUsed":"#))
    }

    @Test func aTokenIdleForSixHoursIsReplaced() async throws {
        let server = try server()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let time = ManualClock()
        _ = try await triviaSource(server, folder: folder, clock: time.clock).loadQuestions(query)
        time.advance(by: 6 * 60 * 60 + 1)
        _ = try await triviaSource(server, folder: folder, clock: time.clock).loadQuestions(query)
        #expect(requests(server, to: "/api_token.php").count == 2)
        #expect(requests(server, to: "/api.php").map { $0.queryItems["token"] } == ["first", "second"])
    }

    @Test func usingATokenKeepsItAlive() async throws {
        let server = try server()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let time = ManualClock()
        for _ in 1...3 {
            _ = try await triviaSource(server, folder: folder, clock: time.clock).loadQuestions(query)
            time.advance(by: 5 * 60 * 60)
        }
        #expect(requests(server, to: "/api_token.php").count == 1)
    }

    @Test func withoutAFolderTheTokenLastsForTheProcess() async throws {
        let server = try server()
        let source = triviaSource(server)
        _ = try await source.loadQuestions(query)
        _ = try await source.loadQuestions(query)
        #expect(requests(server, to: "/api_token.php").count == 1)
        #expect(requests(server, to: "/api.php").map { $0.queryItems["token"] } == ["first", "first"])
    }

    @Test func anUnreadableTokenFileIsOnlyACacheMiss() async throws {
        let server = try server()
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "opentdb-token.json")
        try Data("{not json".utf8).write(to: file)
        _ = try await triviaSource(server, folder: folder).loadQuestions(query)
        #expect(requests(server, to: "/api_token.php").count == 1)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""token":"first""#))
    }

    @Test func aResetTokenIsSavedAsUsed() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken("first"), OpenTDB.resetToken("first")],
            "/api.php": [OpenTDB.questions(code: 4), OpenTDB.questions(count: 1)],
        ])
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await triviaSource(server, folder: folder).loadQuestions(query)
        _ = try await triviaSource(server, folder: folder).loadQuestions(query)
        #expect(requests(server, to: "/api_token.php").map { $0.queryItems["command"] } == ["request", "reset"])
    }
}
