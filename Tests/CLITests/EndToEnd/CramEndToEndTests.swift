import Foundation
import Testing

/// `play review --cram` with the built binary: cards that are not due are
/// asked too, the game is kept, and no card's schedule changes.
@Suite struct CramEndToEndTests {
    @Test(arguments: ["en", "ru"])
    func crammingAsksCardsNotDueAndLeavesTheScheduleAlone(language: String) throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = language == "ru" ? "ru_RU.UTF-8" : "en_US.UTF-8"
        for (front, back) in [("Capital of France?", "Paris"), ("Capital of Spain?", "Madrid")] {
            #expect(try quizctl.run(["add", "--text", front, "--correct", back, "--wrong", "Lyon"]).status == 0)
        }
        #expect(try quizctl.run(["play", "review", "--flip"], input: "easy\neasy\n").status == 0)
        // The cards' states; the report's "now" moves on by itself.
        func states() throws -> [[String: AnyHashable]] {
            let report = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
            return try #require(report["cards"] as? [[String: Any]]).map { $0.compactMapValues { $0 as? AnyHashable } }
        }
        let before = try states()
        #expect(try quizctl.run(["play", "review"]).stderr.isEmpty == false, "nothing is due now")

        let crammed = try quizctl.run(["play", "review", "--cram", "--flip", "--json"], input: "again\nhard\n")
        #expect(crammed.status == 0, "\(crammed.stderr)")
        #expect(crammed.stderr.contains(language == "ru" ? "тренировка: расписание не меняется" : "practice: the schedule is not changed"))
        let game = try #require(try JSONSerialization.jsonObject(with: Data(crammed.stdout.utf8)) as? [String: Any])
        #expect((game["answers"] as? [[String: Any]])?.count == 2, "both cards, though neither is due")
        #expect(try states() == before, "no card's schedule changed")
        let history = try #require(try quizctl.json(["history", "--json"]) as? [[String: Any]])
        #expect(history.count == 2, "the cram game is kept")
    }

    @Test func cramIsForReviewOnly() throws {
        #expect(try QuizctlProcess().run(["play", "classic", "--cram", "--offline"]).status == 2)
    }
}
