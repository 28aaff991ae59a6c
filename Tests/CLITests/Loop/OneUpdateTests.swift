import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The terminal's run loop, accessible mode and a script are drivers of one
/// `update`: the same inputs, given as keys or as lines, make the same
/// recorded game (answers, score, lifelines).
@MainActor
@Suite struct OneUpdateTests {
    /// The game `arguments` recorded, played on `table`.
    private func record(_ arguments: [String], on table: PlayTable) async throws -> GameRecord {
        let status = await Application.run(arguments, in: table.environment)
        #expect(status == .success, "\(table.terminal.errors)")
        return try #require(try table.onlyGame(), "\(table.terminal.output)")
    }

    /// What a game's record says the player did and won, leaving out when.
    private func played(_ record: GameRecord) -> [String] {
        record.answers.map { "\($0.chosenAnswer ?? "-") \($0.isCorrect) \($0.hints) \($0.seconds)" }
            + ["\(record.correct)/\(record.total) \(record.prize) \(record.outcome) \(record.walkAwayHints ?? [])"]
    }

    @Test func aMillionaireGameByKeysInPlainAndByLinesIsTheSameGame() async throws {
        let arguments = ["play", "millionaire", "--offline", "--seed", "3", "--delay", "0"]
        // 50:50, the audience, D (right), then walk away with 100: as keys, and as a script's lines.
        let keys = PlayTable.keys("5hdwy")
        // Each table kept until its game is read: its stores are the environment's.
        let loopTable = PlayTable(keys: keys)
        let plainTable = PlayTable(keys: keys)
        let onLoop = try await record(arguments, on: loopTable)
        let plain = try await record(arguments + ["--plain"], on: plainTable)
        let script = PlayTable(lines: ["50", "audience", "d", "walk"].map(LineEvent.line))
        // A script's line takes no time on the test's clock; a key a second: give the lines theirs.
        script.terminal.beforeLine = { [clock = script.clock] _ in clock.advance(1) }
        let scripted = try await record(arguments, on: script)

        #expect(onLoop.outcome == .walkedAway && onLoop.prize == 100 && onLoop.answers.count == 1)
        #expect(onLoop.answers.first?.hints.count == 2, "both lifelines are recorded with the answer")
        #expect(played(plain) == played(onLoop))
        #expect(played(scripted) == played(onLoop))
    }

    @Test func aPartyByKeysOnTheLoopAndByLinesIsTheSameParty() async throws {
        let arguments = ["play", "party", "--players", "Ann,Bob", "--source", "custom", "--count", "3", "--delay", "0", "--seed", "4"]
        // Each input takes a second on the party's clock, key or line.
        func party(_ terminal: ScriptedTerminal) async throws -> GameRecord {
            let folder = TestData.temporaryFolder()
            // Kept while it runs: the terminal's closures hold it unowned.
            let adding = ScriptedTerminal()
            for number in 1...3 {
                let add = ["add", "--text", "Statement \(number)?", "--correct", "True", "--wrong", "False"]
                #expect(await Application.run(add, in: AppEnvironment.test(folder: folder, terminal: adding)) == .success)
            }
            let clock = ManualClock()
            terminal.beforeKey = { _ in clock.advance(1) }
            terminal.beforeLine = { _ in clock.advance(1) }
            let environment = AppEnvironment.test(folder: folder, terminal: terminal, clock: clock.wallClock)
            #expect(await Application.run(arguments, in: environment) == .success, "\(terminal.errors)")
            return try #require(try environment.stores.history.all().first { $0.mode == .party })
        }
        // Enter starts, and leaves each scoreboard; Ann 1 (right), Bob 2 (wrong), Ann 1.
        let onLoop = try await party(ScriptedTerminal(typing: "\r1\r2\r1"))
        let scripted = try await party(ScriptedTerminal(lines: ["Ann: 1", "Bob: 2", "Ann: 1"]))

        let players = try #require(onLoop.players)
        #expect(players.map(\.points) == [2050, 0], "right in a second: 975 twice, and the streak's 100")
        #expect(scripted.players == onLoop.players)
        #expect(played(scripted) == played(onLoop))
    }
}
