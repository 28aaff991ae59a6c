import Foundation
import Testing

/// `play review --flip` with the built binary, from a script: each card's
/// front, its back on `show`, a grade a line (`good`, `easy`, `1`–`4`),
/// `undo`; the grades kept with the game and given to the review log.
@Suite struct FlipCardEndToEndTests {
    private func quizctl(language: String = "en") throws -> QuizctlProcess {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"
        for (front, back) in [("Capital of France?", "Paris"), ("Capital of Spain?", "Madrid"), ("Capital of Italy?", "Rome")] {
            let added = try quizctl.run(["add", "--text", front, "--correct", back, "--wrong", "Lyon"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        return quizctl
    }

    @Test(arguments: ["en", "ru"])
    func aScriptTurnsCardsGradesThemAndUndoes(language: String) throws {
        let quizctl = try quizctl(language: language)
        let result = try quizctl.run(["play", "review", "--flip", "--json"], input: "show\ngood\neasy\nundo\nhard\n1\n")
        #expect(result.status == 0, "\(result.stderr)")
        let said = result.stderr
        #expect(said.contains(language == "ru" ? "Ответ: Paris" : "Back: Paris"), "\(said)")
        #expect(said.contains(language == "ru" ? "[1] Снова 1\u{00A0}мин" : "[1] Again 1 min"), "\(said)")
        #expect(said.contains(language == "ru" ? "Последняя оценка отменена." : "Last grade undone."))
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.map { $0["rating"] as? Int } == [3, 2, 1], "Good, Hard (Easy undone), Again")
        #expect(answers.map { $0["isCorrect"] as? Bool } == [true, true, false])
        #expect(game["correct"] as? Int == 2)
    }

    @Test func theGradesAreKeptAndScheduleTheCards() throws {
        let quizctl = try quizctl()
        let played = try #require(
            try quizctl.json(["play", "review", "--flip", "--json"], input: "easy\nagain\ngood\n") as? [String: Any])
        let id = try #require(played["id"] as? String)
        let shown = try quizctl.run(["history", "show", id])
        #expect(shown.stdout.contains("Paris (Easy)") && shown.stdout.contains("Again"), "\(shown.stdout)")
        let report = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
        let cards = try #require(report["cards"] as? [[String: Any]])
        let dues = cards.compactMap { card -> (String, Double)? in
            guard let text = card["text"] as? String, let due = card["due"] as? String else { return nil }
            return (text, ISO8601DateFormatter().date(from: due)?.timeIntervalSinceNow ?? 0)
        }
        let easy = try #require(dues.first { $0.0.contains("France") }?.1)
        let again = try #require(dues.first { $0.0.contains("Spain") }?.1)
        #expect(easy > 86_400 && again < 3600, "Easy days away, Again within the hour: \(dues)")
    }

    @Test func flipIsForReviewOnly() throws {
        let result = try QuizctlProcess().run(["play", "classic", "--flip", "--offline"])
        #expect(result.status == 2 && result.stderr.contains("--flip"), "\(result.stderr)")
    }
}
