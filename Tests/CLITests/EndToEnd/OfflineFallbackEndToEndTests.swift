import Foundation
import Testing

/// A script that asks for Open Trivia DB while it cannot be reached plays the
/// built-in pack instead, says so in one line, and succeeds; `--online` fails.
/// `QuizctlProcess` points Open Trivia DB at a closed port on 127.0.0.1.
@Suite struct OfflineFallbackEndToEndTests {
    private func noticeLines(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.contains("playing offline") }
    }

    @Test func aScriptedClassicRoundPlaysOfflineWithOneNotice() throws {
        let quizctl = QuizctlProcess()
        let result = try quizctl.run(["play", "classic", "--count", "3", "--seed", "2", "--json"], input: "1\n1\n1\n")

        #expect(result.status == 0, "\(result.stderr)")
        let notices = noticeLines(result.stderr)
        #expect(notices.count == 1, "\(result.stderr)")
        #expect(notices.first?.hasPrefix("trivia can't be reached (") == true)
        #expect(notices.first?.contains("--online") == true)
        #expect(!result.stderr.contains("Couldn't load"))
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(game["mode"] as? String == "classic" && game["total"] as? Int == 3)
        #expect((try quizctl.json(["history", "--json"]) as? [Any])?.count == 1, "the game is in the history")
    }

    @Test func aScriptedMillionaireGamePlaysOfflineToo() throws {
        let quizctl = QuizctlProcess()
        let result = try quizctl.run(["play", "millionaire", "--seed", "2", "--json"], input: "walk\n")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(noticeLines(result.stderr).count == 1, "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(game["mode"] as? String == "millionaire" && game["outcome"] as? String == "walked-away")
    }

    @Test func theNoticeIsInRussianForARussianPlayer() throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = "ru_RU.UTF-8"
        let result = try quizctl.run(["play", "classic", "--count", "1", "--seed", "2"], input: "1\n")

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").filter { $0.contains("игра идёт офлайн") }.count == 1, "\(result.stderr)")
    }

    @Test func onlineInsistsOnTheNetwork() throws {
        let quizctl = QuizctlProcess()
        let result = try quizctl.run(["play", "classic", "--count", "3", "--online"], input: "1\n1\n1\n")

        #expect(result.status == 1)
        #expect(result.stderr.contains("Couldn't load questions:"))
        #expect(noticeLines(result.stderr).isEmpty)
        #expect((try quizctl.json(["history", "--json"]) as? [Any])?.isEmpty == true)
    }
}
