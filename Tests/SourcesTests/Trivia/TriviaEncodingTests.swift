import Foundation
import HTTPClient
import QuizPlatform
import Testing
import TriviaSource

/// Every field of every encoding decodes to what the author wrote, and nothing
/// that could drive a terminal gets through.
@Suite struct TriviaEncodingTests {
    /// The question every encoding below carries.
    static let category = "Entertainment: Japanese Anime & Manga"
    static let text = "What's the name of \"Pokémon\" 2 + 2 = 4 / 50% ?"
    static let correct = "Pikachu & Co"
    static let incorrect = ["L'Eevee", "Mew <Two>", "100%+"]

    func load(_ encoding: ResponseEncoding, _ encode: (String) -> String) async throws -> (Question, RecordedRequest) {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [
                OpenTDB.questions([
                    OpenTDB.question(
                        type: encode("multiple"), difficulty: encode("hard"), category: encode(Self.category),
                        text: encode(Self.text), correct: encode(Self.correct), incorrect: Self.incorrect.map(encode)
                    )
                ])
            ],
        ])
        let questions = try await triviaSource(server, encoding: encoding).loadQuestions(QuestionQuery(count: 1, format: .choice))
        return (try #require(questions.first), try #require(requests(server, to: "/api.php").first))
    }

    func expectDecoded(_ question: Question, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(question.text == Self.text, sourceLocation: sourceLocation)
        #expect(question.category == Self.category, sourceLocation: sourceLocation)
        #expect(question.difficulty == .hard, sourceLocation: sourceLocation)
        #expect(question.options == [Self.correct] + Self.incorrect, sourceLocation: sourceLocation)
    }

    @Test func htmlEntitiesInEveryFieldTheCategoryToo() async throws {
        let (question, request) = try await load(.htmlEntities) { text in
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "'", with: "&#039;").replacingOccurrences(of: "é", with: "&eacute;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        expectDecoded(question)
        #expect(request.queryItems["encode"] == nil)
    }

    @Test func url3986() async throws {
        let (question, request) = try await load(.url3986) { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }
        expectDecoded(question)
        #expect(request.queryItems["encode"] == "url3986")
    }

    @Test func aResponseInAnotherEncodingThanAskedIsDecodedAsItIs() async throws {
        // Asked for the default (HTML entities), the server answers in url3986 as a saved response might.
        let (question, _) = try await load(.htmlEntities) { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }
        expectDecoded(question)
    }

    @Test func urlLegacyWithPlusForSpaces() async throws {
        let (question, request) = try await load(.urlLegacy) { text in
            text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: " ")))!
                .replacingOccurrences(of: " ", with: "+")
        }
        expectDecoded(question)
        #expect(request.queryItems["encode"] == "urlLegacy")
    }

    @Test func base64EncodesTypeAndDifficultyToo() async throws {
        let (question, request) = try await load(.base64) { Data($0.utf8).base64EncodedString() }
        expectDecoded(question)
        #expect(request.queryItems["encode"] == "base64")
    }

    @Test func base64BooleanKeepsTrueThenFalse() async throws {
        let encode = { (text: String) in Data(text.utf8).base64EncodedString() }
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [
                OpenTDB.questions([
                    OpenTDB.question(
                        type: encode("boolean"), difficulty: encode("easy"), category: encode("Animals"),
                        text: encode("Bats are blind."), correct: encode("False"), incorrect: [encode("True")]
                    )
                ])
            ],
        ])
        let question = try #require(
            try await triviaSource(server, encoding: .base64).loadQuestions(QuestionQuery(count: 1, format: .choice)).first)
        #expect(question.options == ["True", "False"])
        #expect(question.correctIndex == 1)
    }

    @Test func aFieldThatIsNotValidBase64IsAMalformedResponse() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [
                OpenTDB.questions([
                    OpenTDB.question(type: "bXVsdGlwbGU=", difficulty: "aGFyZA==", category: "R2VvZ3JhcGh5", text: "!!not base64!!")
                ])
            ],
        ])
        await #expect(throws: SourceError.unreachable(Strings.triviaMalformedResponse)) {
            try await triviaSource(server, encoding: .base64).loadQuestions(QuestionQuery(count: 1, format: .choice))
        }
    }

    @Test func controlCharactersAreStrippedFromEveryText() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [
                OpenTDB.questions([
                    OpenTDB.question(
                        category: "Geo\u{1B}]0;pwned\u{07}graphy", text: "\u{1B}[2JWhich&#27;[31m\ncapital?",
                        correct: "Paris\u{9B}", incorrect: ["Rome\u{202E}", "Oslo\u{0}", "Bern&#x1b;"]
                    )
                ])
            ],
        ])
        let question = try #require(try await triviaSource(server).loadQuestions(QuestionQuery(count: 1, format: .choice)).first)
        #expect(question.text == "Which capital?")
        #expect(question.category == "Geography")
        #expect(question.options == ["Paris", "Rome", "Oslo", "Bern"])
    }

    @Test func categoryNamesFromTheLiveListAreDecoded() async throws {
        let server = try scriptedOpenTriviaDB(["/api_category.php": [OpenTDB.categories]])
        let categories = try await OpenTriviaClient(baseURL: server.baseURL, http: .live).categories()
        #expect(categories.map(\.name) == ["General Knowledge", "Entertainment: Japanese Anime & Manga", "Cooking"])
    }
}
