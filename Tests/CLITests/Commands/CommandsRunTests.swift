import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Whole command lines run in-process: parsed, dispatched through the command
/// tree and run against a temporary data folder and a scripted terminal.
@MainActor
@Suite struct CommandsRunTests {
    private let folder = TestData.temporaryFolder()

    /// Runs `arguments` with no terminal (as a script would) and returns the status and the terminal.
    private func run(_ arguments: [String], lines: [String] = []) async -> (status: QuizCLI.ExitStatus, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: lines)
        let status = await Application.run(arguments, in: AppEnvironment.test(folder: folder, terminal: terminal))
        return (status, terminal)
    }

    @Test func statsAsJSONOnAnEmptyFolder() async throws {
        let (status, terminal) = await run(["stats", "--json"])
        #expect(status == .success)
        #expect(terminal.errors.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [String: Any])
        #expect(json["gamesPlayed"] as? Int == 0)
        #expect(json["dailyStreak"] as? Int == 0)
    }

    @Test func settingsSetThenGet() async {
        let set = await run(["settings", "set", "feedback-delay", "0,5"])
        #expect(set.status == .success)
        #expect(set.terminal.errors == "feedback-delay = 0,5\n")
        let get = await run(["settings", "get", "feedback-delay"])
        #expect(get.status == .success)
        #expect(get.terminal.output == "0.5\n")
    }

    @Test func aValueTheKeyDoesNotAcceptIsAUsageErrorAndChangesNothing() async {
        let (status, terminal) = await run(["settings", "set", "color", "sometimes"])
        #expect(status == .usage)
        #expect(
            terminal.errors == """
                quizctl: error: invalid value 'sometimes' for 'color': expected one of auto, always, never
                usage: quizctl settings set KEY VALUE [options]

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "settings.json").path))
    }

    @Test func questionsListsWhatAddAdded() async throws {
        let add = await run(["add", "--text", "Which planet is largest?", "--correct", "Jupiter", "--wrong", "Mars", "--category", "Space"])
        #expect(add.status == .success)
        #expect(add.terminal.output.hasPrefix("Added "))
        let list = await run(["questions"])
        #expect(list.status == .success)
        #expect(list.terminal.output.contains("Which planet is largest?  Jupiter · Space"))
        let json = await run(["questions", "--json"])
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(json.terminal.output.utf8)) as? [[String: Any]])
        #expect(listed.count == 1)
        // Dated by the environment's clock, not the machine's.
        #expect((listed.first?["createdAt"] as? String)?.hasPrefix("2027-01-15T08:00") == true)
    }

    @Test func addReadsQuestionsFromLinesWithoutATerminal() async {
        let (status, terminal) = await run(["add"], lines: ["2 + 2?", "4", "5", "", "3 + 3?", "6", "7"])
        #expect(status == .success)
        #expect(terminal.output.components(separatedBy: "Added ").count == 3)
    }

    @Test func aMistypedCommandGetsASuggestion() async {
        let (status, terminal) = await run(["histroy"])
        #expect(status == .usage)
        #expect(
            terminal.errors == """
                quizctl: error: unknown command 'histroy' (did you mean 'history'?)
                usage: quizctl [COMMAND] [options]

                """)
        #expect(terminal.output.isEmpty)
    }

    @Test func aCountOutsideItsRangeNamesTheRange() async {
        let (status, terminal) = await run(["play", "classic", "--count", "99"])
        #expect(status == .usage)
        #expect(
            terminal.errors == """
                quizctl: error: invalid value '99' for '--count': expected a whole number from 1 to 50
                usage: quizctl play [MODE] [options]

                """)
    }

    @Test func playWithoutAModeAndWithoutATerminalIsAUsageError() async {
        let (status, terminal) = await run(["play"])
        #expect(status == .usage)
        #expect(terminal.errors.hasPrefix("quizctl: error: missing argument MODE\n"))
    }

    @Test func quizctlAloneWithoutATerminalPrintsHelpOnStandardError() async {
        let (status, terminal) = await run([])
        #expect(status == .usage)
        #expect(terminal.output.isEmpty)
        #expect(terminal.errors == HelpFormatter().help(path: [], language: .en, width: 80))
    }

    @Test func helpGoesToStandardOutput() async {
        let (status, terminal) = await run(["help", "history", "rm"])
        #expect(status == .success)
        #expect(terminal.output == HelpFormatter().help(path: ["history", "delete"], language: .en, width: 80))
    }

    @Test func anEmptyHistoryAndAnUnknownGame() async {
        let list = await run(["history"])
        #expect(list.status == .success)
        #expect(list.terminal.output == "No games in the history.\n")
        let show = await run(["history", "show", "7C0F"])
        #expect(show.status == .failure)
        #expect(show.terminal.errors.hasPrefix("quizctl: error: "))
    }

    @Test func removingAQuestionThatIsNotThereFails() async {
        let (status, terminal) = await run(["questions", "rm", "12345678"])
        #expect(status == .failure)
        #expect(terminal.errors.hasPrefix("quizctl: error: "))
    }
}
