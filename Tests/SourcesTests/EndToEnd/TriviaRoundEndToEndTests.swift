import Foundation
import Synchronization
import Testing

/// A classic round of the built quizctl against a loopback Open Trivia DB
/// that speaks in HTML entities and rate-limits the first request.
@Suite struct TriviaRoundEndToEndTests {
    /// Three questions as the real API sends them by default: entities everywhere.
    static let questions = #"""
        {"response_code":0,"results":[
         {"type":"multiple","difficulty":"easy","category":"Geography","question":"What is the capital of &quot;the Netherlands&quot;?","correct_answer":"Amsterdam","incorrect_answers":["Rotterdam","The Hague","Utrecht"]},
         {"type":"multiple","difficulty":"easy","category":"Geography","question":"Which river flows through Paris &amp; Rouen?","correct_answer":"Seine","incorrect_answers":["Loire","Rh&ocirc;ne","Garonne"]},
         {"type":"multiple","difficulty":"easy","category":"Geography","question":"Which country&#039;s flag has a maple leaf?\u001b[2J","correct_answer":"Canada","incorrect_answers":["Austria","Japan","Peru"]}
        ]}
        """#

    @Test func aRateLimitedRoundShowsDecodedTextAndKeepsTheFilters() throws {
        let firstQuestionCall = Mutex(true)
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/api_token.php": return .json(#"{"response_code":0,"response_message":"Token Generated Successfully!","token":"abc123"}"#)
            case "/api.php":
                let limited = firstQuestionCall.withLock { first in
                    defer { first = false }
                    return first
                }
                return limited ? .json(#"{"response_code":5,"results":[]}"#, status: 429) : .json(Self.questions)
            default: return StubResponse(status: 404)
            }
        }
        defer { server.stop() }
        var quizctl = QuizctlProcess()
        quizctl.environment["QUIZCTL_OPENTDB_URL"] = server.baseURL.absoluteString
        let result = try quizctl.run(
            [
                "play", "classic", "--category", "22", "--difficulty", "easy", "--type", "multiple", "--count", "3", "--order",
                "sequential", "--json",
            ],
            input: "1\n2\n3\n"
        )
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Waiting 5 s for Open Trivia DB"))
        for raw in ["&quot;", "&#039;", "&amp;", "&ocirc;", "\u{1B}"] {
            #expect(!result.stdout.contains(raw) && !result.stderr.contains(raw), "\(raw) reached the output")
        }
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(
            answers.map { $0["question"] as? String } == [
                "What is the capital of \"the Netherlands\"?", "Which river flows through Paris & Rouen?",
                "Which country's flag has a maple leaf?",
            ])
        #expect((answers[1]["options"] as? [String])?.contains("Rhône") == true)
        let asked = try #require(server.requests.last { $0.path == "/api.php" })
        #expect(asked.queryItems["category"] == "22")
        #expect(asked.queryItems["difficulty"] == "easy")
        #expect(asked.queryItems["type"] == "multiple")
        #expect(asked.queryItems["token"] == "abc123")

        let id = try #require(game["id"] as? String)
        let review = try quizctl.run(["history", "show", String(id.prefix(8))])
        #expect(review.status == 0)
        for answer in answers {
            #expect(review.stdout.contains(answer["question"] as? String ?? "?"))
            #expect(review.stdout.contains(answer["chosenAnswer"] as? String ?? "?"))
            #expect(review.stdout.contains(answer["correctAnswer"] as? String ?? "?"))
        }
    }

    @Test func anUnreachableServerIsAClearFailureWithOnline() throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["QUIZCTL_OPENTDB_URL"] = "http://127.0.0.1:1"
        let result = try quizctl.run(["play", "classic", "--count", "3", "--online"], input: "1\n1\n1\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Couldn't load questions:"))
    }
}
