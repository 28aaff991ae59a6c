import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Seen at 40×15 in Russian: the result screen's last line broke the game's
/// ID at the window's edge (`show 2` / `E902C53`), the terminal wrapping it.
@MainActor
@Suite struct ResultScreenWrapTests {
    @Test func theResultScreenWrapsByWordsForTheWindow() async throws {
        let table = PlayTable(keys: PlayTable.keys("1q"), language: .ru)
        table.terminal.columns = 40
        try await table.play(.classic, PlayOptions(count: 1, delay: 0, seed: 2, offline: true))
        let record = try #require(try table.onlyGame())
        let id = String(record.id.uuidString.prefix(8))
        let lines = table.terminal.screen.split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix(id) }, "the ID whole on a line")
        #expect(lines.allSatisfy { Style.displayWidth(String($0)) <= 40 }, "\(lines.filter { Style.displayWidth(String($0)) > 40 })")
    }
}
