import Foundation
import QuizPlatform
import Testing
import TriviaSource

@Suite struct TriviaCategoryTests {
    @Test func theBuiltInListIsOpenTriviaDBs() {
        #expect(TriviaCategory.builtIn.map(\.id) == Array(9...32))
        #expect(Set(TriviaCategory.builtIn.map(\.name)).count == 24)
    }

    @Test(arguments: [
        ("22", 22), (" 9 ", 9), ("Geography", 22), ("GEOGRAPHY", 22), ("geo", 22), ("general", 9),
        ("film", 11), ("Entertainment: Film", 11), ("computers", 18), ("math", 19), ("music", 12),
        ("musicals", 13), ("science & nature", 17), ("japanese", 31), ("video games", 15),
    ])
    func resolves(text: String, id: Int) throws {
        #expect(try TriviaCategory.resolve(text).id == id)
    }

    @Test func shortNamesDropTheGroup() {
        #expect(TriviaCategory(id: 18, name: "Science: Computers").shortName == "Computers")
        #expect(TriviaCategory(id: 17, name: "Science & Nature").shortName == "Science & Nature")
    }

    @Test func anAmbiguousPrefixListsTheCandidates() throws {
        let error = try #require(throws: TriviaCategoryError.self) { try TriviaCategory.resolve("science") }
        guard case .ambiguous(_, let candidates) = error else {
            Issue.record("expected ambiguous, got \(error)")
            return
        }
        #expect(candidates.map(\.id) == [17, 18, 19, 30])
        #expect(
            error.message.en
                == "'science' matches several categories: 17 Science & Nature, 18 Science: Computers, 19 Science: Mathematics, 30 Science: Gadgets"
        )
    }

    @Test(arguments: ["cooking", "99", "", "entertainment: cooking"])
    func unknownListsEveryCategory(text: String) {
        #expect(throws: TriviaCategoryError.unknown(text, candidates: TriviaCategory.builtIn)) { try TriviaCategory.resolve(text) }
        let message = TriviaCategoryError.unknown(text, candidates: TriviaCategory.builtIn).message
        #expect(message.en.contains("9 General Knowledge"))
        #expect(message.ru.contains("32 Развлечения: мультфильмы и анимация"))
    }

    @Test(arguments: [("кино", 11), ("География", 22), ("наука: комп", 18), ("Развлечения: видеоигры", 15)])
    func aRussianNameResolvesToo(text: String, id: Int) throws {
        #expect(try TriviaCategory.resolve(text).id == id)
    }

    @Test func resolvesAmongAnyList() throws {
        let live = [TriviaCategory(id: 9, name: "General Knowledge"), TriviaCategory(id: 33, name: "Cooking")]
        #expect(try TriviaCategory.resolve("cook", among: live).id == 33)
    }

    @Test func onlineANameOnlyTheLiveListKnowsIsFound() async throws {
        let server = try scriptedOpenTriviaDB([
            "/api_category.php": [OpenTDB.categories],
            "/api_token.php": [OpenTDB.newToken()],
            "/api.php": [OpenTDB.questions(count: 1)],
        ])
        _ = try await triviaSource(server).loadQuestions(QuestionQuery(count: 1, format: .choice, category: "cooking"))
        #expect(requests(server, to: "/api.php").first?.queryItems["category"] == "33")
    }

    @Test func onlineABuiltInCategoryNeedsNoListCall() async throws {
        let server = try scriptedOpenTriviaDB(["/api_token.php": [OpenTDB.newToken()], "/api.php": [OpenTDB.questions(count: 1)]])
        _ = try await triviaSource(server).loadQuestions(QuestionQuery(count: 1, format: .choice, category: "22"))
        #expect(requests(server, to: "/api_category.php").isEmpty)
    }
}
