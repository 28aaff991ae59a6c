import Foundation
import Testing

/// Parties played by the built binary: a buzzer game on a pseudo-terminal,
/// keys typed in real time, and a turn party from a script with `--json`.
@Suite struct PartyEndToEndTests {
    @Test func onATerminalTheFirstKeyWinsTheQuestionAndTheLockedOutPlayerCannotAnswerIt() throws {
        let quizctl = QuizctlProcess()
        for (text, correct, wrong) in [
            ("Water boils at 100 °C at sea level?", "True", "False"), ("The Moon is a planet?", "False", "True"),
        ] {
            try quizctl.run(["add", "--text", text, "--correct", correct, "--wrong", wrong])
        }
        let game = try QuizctlOnTerminal(
            [
                "play", "party", "--players", "Ann,Bob", "--party-mode", "buzzer", "--source", "custom", "--count", "2", "--order",
                "sequential", "--delay", "0", "--timer", "0",
            ],
            environment: quizctl.environment)
        try #require(game.waitFor("[Enter] start"), "\(game.screen)")
        game.type("\r")
        try #require(game.waitFor("Press your key to answer"), "\(game.screen)")
        // Both press at once: Ann's q comes first and wins the question; Bob's p is not an answer.
        game.type("qp")
        try #require(game.waitFor("ANN ANSWERS!"), "\(game.screen)")
        #expect(game.waitFor("Ann buzzed first and is answering"), "Bob's key came second: \(game.screen)")
        #expect(!game.lastScreen.contains("BOB ANSWERS!"), "\(game.lastScreen)")
        // Question 1 ("Water boils…") is true: option 2 is wrong, and locks Ann out.
        game.type("2")
        try #require(game.waitFor("Ann: wrong"), "\(game.screen)")
        game.type("q")
        try #require(game.waitFor("Ann is locked out of this question"), "\(game.screen)")
        game.type("p")
        try #require(game.waitFor("BOB ANSWERS!"), "\(game.screen)")
        game.type("1")
        try #require(game.waitFor("Bob: right"), "\(game.screen)")
        try #require(game.waitFor("[Enter] next question"), "\(game.screen)")
        #expect(game.lastScreen.contains("1. Bob"), "the scoreboard: \(game.lastScreen)")
        #expect(game.lastScreen.contains("The answer: True"), "how the question ended, above the scoreboard")
        game.type("\r")
        try #require(game.waitFor("Party · question 2/2"), "\(game.screen)")
        game.type("p")
        try #require(game.waitFor("BOB ANSWERS!"), "\(game.screen)")
        game.type("2")
        try #require(game.waitFor("Podium"), "\(game.screen)")
        try #require(game.waitFor("Play again"), "\(game.screen)")
        game.type("q")
        #expect(game.exitStatus() == 0)

        let games = try #require(try quizctl.json(["history", "--json"]) as? [[String: Any]])
        let players = try #require(games.first?["players"] as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["Ann", "Bob"])
        #expect(players.map { $0["correct"] as? Int } == [0, 2])
        let annsAnswers = try #require(players[0]["answers"] as? [[String: Any]])
        #expect(annsAnswers.count == 1 && annsAnswers[0]["chosenAnswer"] as? String == "False")
        let bobsPoints = try #require(players[1]["points"] as? Int)
        #expect(bobsPoints > 1500 && bobsPoints <= 2100, "two right answers, the second in a streak: \(bobsPoints)")
    }

    @Test func aScriptedTurnPartyPrintsItsPlayersAsJSON() throws {
        let quizctl = QuizctlProcess()
        for number in 1...4 {
            try quizctl.run(["add", "--text", "Statement \(number)?", "--correct", "True", "--wrong", "False"])
        }
        let result = try quizctl.run(
            ["play", "party", "--players", "Ann,Bob", "--source", "custom", "--count", "4", "--json"],
            input: "Ann: 1\nBob: 1\nAnn: 1\nBob: 2\n")
        #expect(result.status == 0, "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let players = try #require(game["players"] as? [[String: Any]])
        #expect(players.map { $0["correct"] as? Int } == [2, 1])
        #expect(result.stderr.contains("1st  Ann"))
    }
}
