import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Issue 28: with `--json`, a round's summary was left out instead of going
/// to standard error as everything else does.
@MainActor
@Suite struct JSONSummaryTests {
    @Test func theSummaryGoesToStandardErrorAndTheJSONAloneToStandardOutput() async throws {
        let table = PlayTable(lines: [.line("1"), .line("2"), .line("1")])
        try await table.play(.classic, PlayOptions(count: 3, seed: 4, offline: true), json: true)
        let record = try #require(try table.onlyGame())
        let errors = table.terminal.errors
        #expect(errors.contains(Strings.roundResult(record.correct, of: 3)(.en)))
        #expect(errors.contains(Strings.quizzesPlayed(1)(.en)))
        #expect(errors.contains("Average accuracy: "))
        let output = table.terminal.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(output.hasPrefix("{") && output.hasSuffix("}"))
        #expect(!output.contains(Strings.quizzesPlayed(1)(.en)))
    }
}
