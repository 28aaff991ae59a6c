import Foundation
import HTTPClient
import QuizPlatform
import Testing
import TriviaSource

@Suite struct TriviaURLBuildingTests {
    let client = OpenTriviaClient(baseURL: URL(string: "https://opentdb.example")!, http: .live)

    @Test func everyQuestionParameterInTheDocumentedOrder() {
        let request = QuestionRequest(amount: 10, categoryID: 22, difficulty: .hard, type: .boolean, encoding: .base64, token: "abc123")
        #expect(
            client.url(for: .questions(request)).absoluteString
                == "https://opentdb.example/api.php?amount=10&category=22&difficulty=hard&type=boolean&encode=base64&token=abc123")
    }

    @Test func onlyTheAmountWhenNothingElseIsAsked() {
        #expect(client.url(for: .questions(QuestionRequest(amount: 5))).absoluteString == "https://opentdb.example/api.php?amount=5")
    }

    @Test(
        arguments: [
            (ResponseEncoding.htmlEntities, nil), (.urlLegacy, "urlLegacy"), (.url3986, "url3986"), (.base64, "base64"),
        ] as [(ResponseEncoding, String?)])
    func encodeParameter(encoding: ResponseEncoding, expected: String?) throws {
        let url = client.url(for: .questions(QuestionRequest(amount: 1, encoding: encoding)))
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.first { $0.name == "encode" }?.value == expected)
    }

    @Test(arguments: Difficulty.allCases)
    func difficultyParameter(difficulty: Difficulty) {
        let url = client.url(for: .questions(QuestionRequest(amount: 3, difficulty: difficulty)))
        #expect(url.absoluteString == "https://opentdb.example/api.php?amount=3&difficulty=\(difficulty.rawValue)")
    }

    @Test(arguments: ChoiceType.allCases)
    func typeParameter(type: ChoiceType) {
        let url = client.url(for: .questions(QuestionRequest(amount: 3, type: type)))
        #expect(url.absoluteString == "https://opentdb.example/api.php?amount=3&type=\(type.rawValue)")
    }

    @Test(arguments: [(0, 1), (1, 1), (50, 50), (51, 50), (200, 50)])
    func amountStaysWithinOneToFifty(asked: Int, sent: Int) {
        #expect(QuestionRequest(amount: asked).amount == sent)
    }

    @Test func tokenEndpoints() {
        #expect(client.url(for: .requestToken).absoluteString == "https://opentdb.example/api_token.php?command=request")
        #expect(client.url(for: .resetToken("abc123")).absoluteString == "https://opentdb.example/api_token.php?command=reset&token=abc123")
    }

    @Test func categoryAndCountEndpoints() {
        #expect(client.url(for: .categories).absoluteString == "https://opentdb.example/api_category.php")
        #expect(client.url(for: .questionCount(categoryID: 9)).absoluteString == "https://opentdb.example/api_count.php?category=9")
    }

    @Test func aMirrorUnderAPathKeepsItsPath() {
        let mirror = OpenTriviaClient(baseURL: URL(string: "http://127.0.0.1:8080/opentdb")!, http: .live)
        #expect(mirror.url(for: .categories).absoluteString == "http://127.0.0.1:8080/opentdb/api_category.php")
    }

    @Test func theDefaultServerIsOpenTriviaDB() {
        #expect(OpenTriviaClient(http: .live).baseURL.absoluteString == "https://opentdb.com")
    }

    @Test func aRoundSendsItsFiltersToTheServer() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [
                OpenTDB.questions([
                    OpenTDB.question(
                        type: "boolean", difficulty: "hard", category: "Entertainment: Film", correct: "True", incorrect: ["False"])
                ])
            ],
        ])
        let query = QuestionQuery(count: 1, format: .choice, category: "film", difficulty: .hard, choiceType: .boolean)
        _ = try await triviaSource(server).loadQuestions(query)
        let sent = try #require(requests(server, to: "/api.php").first).queryItems
        #expect(sent == ["amount": "1", "category": "11", "difficulty": "hard", "type": "boolean", "token": OpenTDB.token])
        #expect(requests(server, to: "/api_token.php").first?.queryItems == ["command": "request"])
    }

    @Test func theLadderAsksForMultipleChoiceOnly() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [OpenTDB.questions(count: 2)]])
        let questions = try await triviaSource(server).loadQuestions(QuestionQuery(count: 2, format: .fourOptions))
        #expect(questions.allSatisfy { $0.options.count == 4 })
        #expect(requests(server, to: "/api.php").first?.queryItems["type"] == "multiple")
    }
}
