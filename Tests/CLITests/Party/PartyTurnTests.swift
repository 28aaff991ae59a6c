import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// A party played from a script, one `NAME: ANSWER` line at a time, in
/// process: each line read takes four seconds on the party's clock, so the
/// points for speed are known.
@MainActor
@Suite struct PartyTurnTests {
    let folder = TestData.temporaryFolder()
    let clock = ManualClock()

    /// The environment of one command, on the shared folder and clock.
    private func environment(_ terminal: ScriptedTerminal, secondsPerLine: Double = 4) -> AppEnvironment {
        var environment = AppEnvironment.test(folder: folder, terminal: terminal, clock: clock.wallClock)
        let read = environment.terminal.readLine
        let clock = clock
        environment.terminal.readLine = { wait in
            clock.advance(secondsPerLine)
            return read(wait)
        }
        return environment
    }

    private func run(_ arguments: [String], lines: [String] = []) async -> (status: QuizCLI.ExitStatus, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: lines)
        let status = await Application.run(arguments, in: environment(terminal))
        return (status, terminal)
    }

    /// Six true/false questions of your own, each true: `1` is right, `2` wrong.
    private func addTrueQuestions(_ count: Int = 6) async {
        for number in 1...count {
            #expect(await run(["add", "--text", "Statement \(number)?", "--correct", "True", "--wrong", "False"]).status == .success)
        }
    }

    private static let party = ["play", "party", "--players", "Ann,Bob,Cat", "--source", "custom", "--count", "6", "--json"]

    @Test func aScriptedPartyOfThreePlayersInTurn() async throws {
        await addTrueQuestions()
        // Ann, Bob and Cat in turn, twice round. Ann's second line names her
        // out of turn: a hint, and Bob's question waits (4 s more on his clock).
        let lines = ["Ann: 1", "Ann: 1", "Bob: 2", "cat: 1", "ANN: 1", "Bob: 1", "Cat: 2"]
        let game = await run(Self.party, lines: lines)
        #expect(game.status == .success, "\(game.terminal.errors)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(game.terminal.output.utf8)) as? [String: Any])
        #expect(json["mode"] as? String == "party" && json["total"] as? Int == 6 && json["correct"] as? Int == 4)
        let players = try #require(json["players"] as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["Ann", "Bob", "Cat"])
        // 4 s of 20: 900 a right answer; Ann's second right answer in a row adds 100.
        #expect(players.map { $0["points"] as? Int } == [1900, 900, 900])
        #expect(players.map { $0["correct"] as? Int } == [2, 1, 1])
        let bobsAnswers = try #require(players[1]["answers"] as? [[String: Any]])
        #expect(bobsAnswers.map { $0["question"] as? Int } == [2, 5])
        #expect(bobsAnswers.map { $0["seconds"] as? Double } == [8, 4])
        #expect(bobsAnswers.map { $0["chosenAnswer"] as? String } == ["False", "True"])

        let errors = Style.plainText(game.terminal.errors)
        #expect(errors.contains("it is Bob's turn: write «Bob: ANSWER»"))
        #expect(errors.contains("»» CAT'S TURN ««"))
        #expect(errors.contains("1. Ann  1900 points"), "the scoreboard between questions")
        #expect(errors.contains("1st  Ann — 1900 points"))
        #expect(errors.contains("2nd  Bob, Cat — 900 points"), "a tie shares the place")
        #expect(!errors.contains("3rd"))

        let record = try #require(try environment(ScriptedTerminal()).stores.history.all().first)
        #expect(record.id.uuidString == json["id"] as? String)
        #expect(record.players?.map(\.points) == [1900, 900, 900])
        #expect(record.answers.map(\.isCorrect) == [true, false, true, true, true, false])
    }

    @Test func historyAndStatsListThePlayers() async throws {
        await addTrueQuestions()
        let lines = ["Ann: 1", "Bob: 2", "Cat: 1", "Ann: 1", "Bob: 1", "Cat: 2"]
        #expect(await run(Self.party, lines: lines).status == .success)

        let list = await run(["history", "--json"])
        let games = try #require(try JSONSerialization.jsonObject(with: Data(list.terminal.output.utf8)) as? [[String: Any]])
        let players = try #require(games.first?["players"] as? [[String: Any]])
        #expect(players.map { $0["points"] as? Int } == [1900, 900, 900])
        #expect(games.first?["answers"] == nil)

        let id = try #require(games.first?["id"] as? String)
        let show = Style.plainText(await run(["history", "show", String(id.prefix(8))]).terminal.output)
        #expect(show.contains("1. Ann: 1900 points, 2 right of 2"))
        #expect(show.contains("Bob: False ✗"))

        let stats = Style.plainText(await run(["stats"]).terminal.output)
        #expect(stats.contains("Ann: 1 game, 1 won, best 1900 points"), "\(stats)")
        let statsJSON = await run(["stats", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(statsJSON.terminal.output.utf8)) as? [String: Any])
        let bests = try #require(report["players"] as? [[String: Any]])
        #expect(bests.first?["name"] as? String == "Ann" && bests.first?["bestPoints"] as? Int == 1900)
    }

    @Test(arguments: [
        ("Ann", "2 to 8 names separated by commas (1 given)"),
        ("Ann,,Bob", "names that are not empty"),
        ("Ann,ann", "two players are called 'ann'"),
        ("A,B,C,D,E,F,G,H,I", "(9 given)"),
        ("A\nB,C", "control characters: 'A\\nB' has one"),
        ("Ann,B\tob", "control characters: 'B\\tob' has one"),
        ("Ann,B\u{1B}[31mob", "control characters: 'B\\u{1B}[31mob' has one"),
    ])
    func badPlayerListsAreUsageErrors(players: String, message: String) async {
        let result = await run(["play", "party", "--players", players, "--offline"])
        #expect(result.status == .usage)
        #expect(result.terminal.errors.contains(message), "\(result.terminal.errors)")
    }

    @Test func partyOptionsBelongToAParty() async {
        #expect(await run(["play", "classic", "--players", "Ann,Bob"]).status == .usage)
        #expect(await run(["play", "classic", "--party-mode", "buzzer"]).status == .usage)
        #expect(await run(["play", "party", "--players", "Ann,Bob", "--millionaire", "--party-mode", "buzzer"]).status == .usage)
        let missing = await run(["play", "party", "--offline"])
        #expect(missing.status == .usage && missing.terminal.errors.contains("option '--players' is needed here"))
    }

    @Test func aBuzzerScriptTakesTheFirstLineOfAPlayerNotLockedOut() async throws {
        await addTrueQuestions(2)
        let lines = ["Bob: 2", "bob: 1", "Nobody: 1", "Ann: 1", "Cat: 1", "Bob: 1"]
        let game = await run(
            ["play", "party", "--players", "Ann,Bob,Cat", "--party-mode", "buzzer", "--source", "custom", "--count", "2", "--json"],
            lines: lines)
        #expect(game.status == .success, "\(game.terminal.errors)")
        let errors = Style.plainText(game.terminal.errors)
        #expect(errors.contains("Bob is locked out of this question"))
        #expect(errors.contains("no player is called 'Nobody' (players: Ann, Bob, Cat)"))
        let record = try #require(try environment(ScriptedTerminal()).stores.history.all().first)
        // Bob wrong at 4 s; Ann right at 16 s: 600. Then Cat right at 4 s: 900; Bob's line comes too late.
        #expect(record.players?.map(\.points) == [600, 0, 900])
        #expect(record.players?[1].answers.count == 1)
    }
}
