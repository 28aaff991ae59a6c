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
        // Each attempt's menu is a screen of its own, its failure said once over it.
        let menus = terminal.frames.filter { $0.text.contains(Strings.whatNow(.en)) }
        #expect(Set(menus.map(\.size)).count == 1 && menus.count >= 3, "three attempts, three menus")
        for menu in menus { #expect(menu.text.components(separatedBy: "error:").count - 1 == 1, "\(menu.text)") }
    }
}
