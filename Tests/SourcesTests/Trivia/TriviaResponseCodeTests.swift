import Foundation
import QuizPlatform
import Testing
import TriviaSource

/// Every `response_code` path, as Open Trivia DB documents it.
@Suite struct TriviaResponseCodeTests {
    @Test func successMapsEveryFieldWithTheRightAnswerFirst() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [
                OpenTDB.questions([
                    OpenTDB.question(
                        difficulty: "easy", category: "Science & Nature", text: "Largest planet?", correct: "Jupiter",
                        incorrect: ["Mars", "Venus", "Earth"]),
                    OpenTDB.question(
                        type: "boolean", difficulty: "hard", category: "History", text: "Rome fell in 1999.", correct: "False",
                        incorrect: ["True"]),
                ])
            ],
        ])
        let questions = try await triviaSource(server).loadQuestions(QuestionQuery(count: 2, format: .choice))
        #expect(questions.count == 2)
        #expect(questions[0].text == "Largest planet?")
        #expect(questions[0].options == ["Jupiter", "Mars", "Venus", "Earth"])
        #expect(questions[0].correctIndex == 0)
        #expect(questions[0].category == "Science & Nature")
        #expect(questions[0].difficulty == .easy)
        #expect(questions[1].options == ["True", "False"])
        #expect(questions[1].correctOption == "False")
        #expect(questions[1].difficulty == .hard)
    }

    @Test func notEnoughQuestionsAsksTheCountThenForThatMany() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [OpenTDB.questions(code: 1), OpenTDB.questions(count: 4)],
            "/api_count.php": [OpenTDB.count(category: 24, total: 30, easy: 10, medium: 16, hard: 4)],
        ])
        let query = QuestionQuery(count: 10, format: .choice, category: "politics", difficulty: .hard)
        let questions = try await triviaSource(server).loadQuestions(query)
        #expect(questions.count == 4)
        #expect(requests(server, to: "/api_count.php").map(\.queryItems) == [["category": "24"]])
        #expect(requests(server, to: "/api.php").map { $0.queryItems["amount"] } == ["10", "4"])
    }

    @Test func noQuestionsAtAllForTheFiltersIsNotEnoughQuestions() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [OpenTDB.questions(code: 1)],
            "/api_count.php": [OpenTDB.count(category: 24, total: 30, easy: 30, medium: 0, hard: 0)],
        ])
        await #expect(throws: SourceError.notEnoughQuestions(available: 0, requested: 10)) {
            try await triviaSource(server).loadQuestions(QuestionQuery(count: 10, format: .choice, category: "24", difficulty: .hard))
        }
    }

    @Test func stillNotEnoughAfterAskingForFewerSaysSo() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [OpenTDB.questions(code: 1)],
            "/api_count.php": [OpenTDB.count(category: 24, total: 6, easy: 2, medium: 2, hard: 2)],
        ])
        await #expect(throws: SourceError.failed(Strings.triviaFewerQuestionsThan(6))) {
            try await triviaSource(server).loadQuestions(QuestionQuery(count: 10, format: .choice, category: "24", choiceType: .boolean))
        }
        #expect(requests(server, to: "/api.php").count == 2)
    }

    @Test func notEnoughWithoutACategoryCannotBeCounted() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [OpenTDB.questions(code: 1)]])
        await #expect(throws: SourceError.failed(Strings.triviaFewerQuestionsThan(10))) {
            try await triviaSource(server).loadQuestions(QuestionQuery(count: 10, format: .choice))
        }
        #expect(requests(server, to: "/api_count.php").isEmpty)
    }

    @Test func invalidParameterIsReportedAsABug() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [OpenTDB.questions(code: 2)]])
        await #expect(throws: SourceError.failed(Strings.triviaInvalidParameter)) {
            try await triviaSource(server).loadQuestions(QuestionQuery(count: 3, format: .choice))
        }
        #expect(requests(server, to: "/api.php").count == 1)
    }

    @Test func tokenNotFoundRequestsANewTokenAndRetries() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken("old0000"), OpenTDB.newToken("new1111")],
            "/api.php": [OpenTDB.questions(code: 3), OpenTDB.questions(count: 3)],
        ])
        let questions = try await triviaSource(server).loadQuestions(QuestionQuery(count: 3, format: .choice))
        #expect(questions.count == 3)
        #expect(requests(server, to: "/api_token.php").map { $0.queryItems["command"] } == ["request", "request"])
        #expect(requests(server, to: "/api.php").map { $0.queryItems["token"] } == ["old0000", "new1111"])
    }

    @Test func aNewTokenRejectedTooGivesUp() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [OpenTDB.questions(code: 3)]])
        await #expect(throws: SourceError.unreachable(Strings.triviaTokenRejected)) {
            try await triviaSource(server).loadQuestions(QuestionQuery(count: 3, format: .choice))
        }
        #expect(requests(server, to: "/api.php").count == 2)
    }

    @Test func tokenEmptyResetsTheTokenAndRetriesOnce() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken("abc"), OpenTDB.resetToken("abc")],
            "/api.php": [OpenTDB.questions(code: 4), OpenTDB.questions(count: 2)],
        ])
        let questions = try await triviaSource(server).loadQuestions(QuestionQuery(count: 2, format: .choice))
        #expect(questions.count == 2)
        #expect(
            requests(server, to: "/api_token.php").map(\.queryItems) == [["command": "request"], ["command": "reset", "token": "abc"]])
        #expect(requests(server, to: "/api.php").count == 2)
    }

    @Test func tokenStillEmptyAfterAResetGivesUp() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken("abc"), OpenTDB.resetToken("abc")],
            "/api.php": [OpenTDB.questions(code: 4)],
        ])
        await #expect(throws: SourceError.unreachable(Strings.triviaTokenExhausted)) {
            try await triviaSource(server).loadQuestions(QuestionQuery(count: 2, format: .choice))
        }
        #expect(requests(server, to: "/api.php").count == 2)
    }

    @Test(arguments: [OpenTDB.questions(code: 5), OpenTDB.questions(code: 5, status: 429)])
    func rateLimitWaitsFiveSecondsAndRetries(limited: StubResponse) async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [limited, OpenTDB.questions(count: 2)]])
        let waits = WaitRecorder()
        let questions = try await triviaSource(server, waits: waits).loadQuestions(QuestionQuery(count: 2, format: .choice))
        #expect(questions.count == 2)
        #expect(waits.announcements == [.seconds(5)])
        #expect(waits.slept == [.seconds(5)])
        #expect(requests(server, to: "/api.php").count == 2)
    }

    @Test func aRateLimitedTokenRequestIsWaitedOutToo() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.questions(code: 5, status: 429), OpenTDB.newToken()],
            "/api.php": [OpenTDB.questions(count: 1)],
        ])
        let waits = WaitRecorder()
        _ = try await triviaSource(server, waits: waits).loadQuestions(QuestionQuery(count: 1, format: .choice))
        #expect(waits.slept == [.seconds(5)])
    }

    @Test func aLastingRateLimitGivesUpAfterThreeWaits() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()], "/api.php": [OpenTDB.questions(code: 5, status: 429)],
        ])
        let waits = WaitRecorder()
        await #expect(throws: SourceError.unreachable(Strings.triviaRateLimited)) {
            try await triviaSource(server, waits: waits).loadQuestions(QuestionQuery(count: 2, format: .choice))
        }
        #expect(waits.slept.count == 3)
        #expect(requests(server, to: "/api.php").count == 4)
    }

    @Test func moreThanFiftyTakesSeveralCallsFiveSecondsApart() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [OpenTDB.questions(count: 50), OpenTDB.questions(count: 10)],
        ])
        let waits = WaitRecorder()
        let questions = try await triviaSource(server, waits: waits).loadQuestions(QuestionQuery(count: 60, format: .choice))
        #expect(questions.count == 60)
        #expect(requests(server, to: "/api.php").map { $0.queryItems["amount"] } == ["50", "10"])
        #expect(requests(server, to: "/api.php").allSatisfy { $0.queryItems["token"] == OpenTDB.token })
        #expect(waits.slept == [.seconds(5)])
    }

    @Test func anUnknownResponseCodeIsReported() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [OpenTDB.questions(code: 9)]])
        await #expect(throws: SourceError.unreachable(Strings.triviaUnexpectedResponseCode(9))) {
            try await triviaSource(server).loadQuestions(QuestionQuery(count: 2, format: .choice))
        }
    }
}
