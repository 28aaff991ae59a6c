import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Issue 28: each Retry after a load error added another copy of the error line.
@MainActor
@Suite struct RetryScreenTests {
    @Test func eachRetryShowsTheErrorOnce() async throws {
        let terminal = ScriptedTerminal(typing: "rrq")
        let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
        try await GamePlayer(environment: environment, options: PlayOptions(count: 3, online: true)).play(.classic)
        #expect(terminal.keys.isEmpty)
        // What the window holds now, drawn again as on a resize.
        terminal.resize(columns: 80, rows: 24)
        let errors = terminal.screen.components(separatedBy: "error:").count - 1
        #expect(errors == 1, "\(terminal.screen)")
        #expect(terminal.errors.components(separatedBy: "error:").count - 1 == 3, "three attempts, three errors")
    }
}
