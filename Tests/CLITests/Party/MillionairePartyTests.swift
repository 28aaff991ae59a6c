import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// A Millionaire party from a script: two players climb their own ladders
/// in turn. The script is a small bot that reads the screen: whose turn it
/// is, and which letter is the right answer (every question's right
/// answer is "Right").
@MainActor
@Suite struct MillionairePartyTests {
    let folder = TestData.temporaryFolder()

    /// Answers as each player's plan says: right, wrong, or walk away.
    final class Bot {
        var plans: [String: [String]]
        var screen: () -> String = { "" }

        init(plans: [String: [String]]) { self.plans = plans }

        func line() -> LineEvent {
            let text = screen()
            guard let banner = text.ranges(of: "'S TURN ««").last,
                let start = text[..<banner.lowerBound].range(of: "»» ", options: .backwards)
            else { return .endOfInput }
            let name = text[start.upperBound..<banner.lowerBound].capitalized
            guard let right = text.ranges(of: "] Right").last, var step = plans[name]?.first else { return .endOfInput }
            plans[name]?.removeFirst()
            let letter = text[text.index(before: right.lowerBound)]
            if step == "wrong" { step = letter == "A" ? "B" : "A" }
            if step == "right" { step = String(letter) }
            return .line("\(name): \(step)")
        }
    }

    @Test func eachPlayerClimbsTheirOwnLadderInTurn() async throws {
        let setup = ScriptedTerminal(lines: [])
        let environment = AppEnvironment.test(folder: folder, terminal: setup)
        for number in 1...15 {
            let add = [
                "add", "--text", "Step \(number)?", "--correct", "Right", "--wrong", "Wrong 1", "--wrong", "Wrong 2", "--wrong", "Wrong 3",
            ]
            #expect(await Application.run(add, in: environment) == .success)
        }
        let bot = Bot(plans: ["Ann": ["right", "right", "right", "walk"], "Bob": ["right", "wrong"]])
        let terminal = ScriptedTerminal(lines: [])
        bot.screen = { [unowned terminal] in Style.plainText(terminal.output) }
        var party = AppEnvironment.test(folder: folder, terminal: terminal)
        party.terminal.readLine = { _ in bot.line() }
        let status = await Application.run(
            ["play", "party", "--players", "Ann,Bob", "--millionaire", "--source", "custom", "--seed", "7"], in: party)
        #expect(status == .success, "\(terminal.errors)")
        #expect(bot.plans.values.allSatisfy { $0.isEmpty }, "every planned answer was asked for: \(bot.plans)")

        let record = try #require(try environment.stores.history.all().first)
        #expect(record.mode == .party && record.total == 5)
        let players = try #require(record.players)
        #expect(players.map(\.name) == ["Ann", "Bob"])
        #expect(players.map(\.points) == [300, 0], "Ann walks away with step 3's prize; Bob falls before the first safe haven")
        #expect(players.map(\.correct) == [3, 1])
        #expect(players[0].answers.map(\.question) == [1, 3, 5], "turns alternate while both climb")
        #expect(players[1].answers.map(\.question) == [2, 4])
        let screen = Style.plainText(terminal.output)
        #expect(screen.contains("1st  Ann"))
        #expect(screen.contains("Each player climbs their own 15-step ladder"))
    }
}
