import Testing

@testable import QuizCLI

/// Issue 28: `quizctl help play yesno` said "unknown command 'yesno'", and
/// `quizctl hots --help` printed the root help and exited 0.
@Suite struct HelpRequestTests {
    @Test func helpWithACommandsArgumentsIsThatCommandsHelp() throws {
        guard case .help(let path) = try ArgumentParser.parse(["help", "play", "yesno"]) else {
            Issue.record("not a help request")
            return
        }
        #expect(path == ["play"])
    }

    @Test func anUnknownCommandWithHelpIsStillUnknown() {
        #expect {
            _ = try ArgumentParser.parse(["hsitory", "--help"])
        } throws: { error in
            guard let usage = error as? UsageError, case .unknownCommand(let name, let suggestion, _) = usage else { return false }
            return name == "hsitory" && suggestion == "history"
        }
    }

    @Test func anUnknownCommandWithoutASuggestionIsUnknownToo() {
        #expect(throws: UsageError.self) { _ = try ArgumentParser.parse(["hots", "--help"]) }
    }

    @Test func helpStillNamesAnUnknownSubcommand() {
        #expect(throws: UsageError.self) { _ = try ArgumentParser.parse(["help", "history", "shw"]) }
    }
}
