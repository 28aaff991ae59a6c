import Foundation
import HTTPClient
import QuizPlatform
import Testing
import TriviaSource

/// Open Trivia DB's texts sometimes keep a leading or trailing space
/// (`"  Hola"`); the live source trims them, as imports do (issue 14).
@Suite struct TriviaTrimmingTests {
    @Test func liveTextsAreTrimmedLikeImportedOnes() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [
                OpenTDB.questions([
                    OpenTDB.question(
                        type: "multiple", difficulty: "easy", category: " Language ",
                        text: " How do you say &quot;hello&quot; in Spanish? ", correct: "  Hola",
                        incorrect: ["Bonjour ", "\tCiao", "Hallo"])
                ])
            ],
        ])
        let questions = try await triviaSource(server).loadQuestions(QuestionQuery(count: 1, format: .choice))
        let question = try #require(questions.first)
        #expect(question.text == "How do you say \"hello\" in Spanish?")
        #expect(question.options == ["Hola", "Bonjour", "Ciao", "Hallo"])
        #expect(question.category == "Language")
    }
}
