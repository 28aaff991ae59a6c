import Foundation
import Testing

/// `play review --typed` with the built binary: each line the answer typed,
/// judged without case, accents or punctuation; one letter off is Hard.
@Suite struct TypedAnswerEndToEndTests {
    @Test(arguments: ["en", "ru"])
    func aScriptTypesAnswersAndEachIsGraded(language: String) throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"
        for (front, back) in [("Capital of Brazil?", "São Paulo"), ("Capital of Spain?", "Madrid"), ("Capital of Italy?", "Rome")] {
            #expect(try quizctl.run(["add", "--text", front, "--correct", back, "--wrong", "Lyon"]).status == 0)
        }
        let result = try quizctl.run(["play", "review", "--typed", "--json"], input: "sao paulo\nMadri\nParis\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains(language == "ru" ? "≈ Почти: Madri → Madrid" : "≈ Almost: Madri → Madrid"), "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.map { $0["rating"] as? Int } == [3, 2, 1], "Good, Hard, Again")
        #expect(answers.map { $0["chosenAnswer"] as? String } == ["sao paulo", "Madri", "Paris"])
    }

    @Test func typedIsForReviewOnlyAndNotWithFlip() throws {
        let quizctl = QuizctlProcess()
        #expect(try quizctl.run(["play", "classic", "--typed", "--offline"]).status == 2)
        let both = try quizctl.run(["play", "review", "--typed", "--flip"])
        #expect(both.status == 2 && both.stderr.contains("--flip"), "\(both.stderr)")
    }
}
