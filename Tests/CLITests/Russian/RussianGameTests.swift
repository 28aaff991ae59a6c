import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Acceptance: a game played offline in Russian shows only Russian — the
/// questions, the options, the buttons, the progress, the summary.
@MainActor
@Suite struct RussianGameTests {
    /// A game on a scripted terminal whose player chose Russian in the settings.
    @MainActor
    private final class RussianTable {
        let terminal: ScriptedTerminal
        var environment: AppEnvironment
        private(set) var screens: [String] = []

        init(typing keys: String) throws {
            terminal = ScriptedTerminal(keys: ScriptedTerminal.keys(typing: keys))
            environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: terminal)
            try environment.stores.settings.update { $0.language = .ru }
            environment.adopt(try environment.stores.settings.load())
            terminal.beforeKey = { [unowned self] _ in screens.append(terminal.screen) }
        }

        func play(_ mode: ModeKind, _ options: PlayOptions) async throws {
            try await GamePlayer(environment: environment, options: options, json: false).play(mode)
        }

        /// Everything written, to the screen and to standard error.
        var everything: String { terminal.output + "\n" + terminal.errors }
    }

    private func expectRussianOnly(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let leaks = LatinWords.leaks(in: text)
        #expect(leaks.isEmpty, "English on a Russian screen: \(Array(Set(leaks)).sorted())", sourceLocation: sourceLocation)
        #expect(LatinWords.hasCyrillic(text), sourceLocation: sourceLocation)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func anOfflineClassicRoundIsRussianThroughout(seed: UInt64) async throws {
        // The filter step (start), ten answers, then no second game.
        let table = try RussianTable(typing: "s" + "1212121212" + "n")
        try await table.play(.classic, PlayOptions(count: 10, delay: 0, seed: seed, offline: true))

        let record = try #require(try table.environment.stores.history.all().first)
        #expect(record.total == 10)
        #expect(record.answers.allSatisfy { LatinWords.hasCyrillic($0.question) }, "the questions themselves are Russian")
        expectRussianOnly(table.everything)
    }

    @Test func trueFalseQuestionsOfferVernoAndNeverno() async throws {
        let table = try RussianTable(typing: "s" + "1111111111" + "n")
        try await table.play(.classic, PlayOptions(count: 10, delay: 0, seed: 7, offline: true))

        let record = try #require(try table.environment.stores.history.all().first)
        // Two options are either a statement's Верно/Неверно or the two things a question compares
        // ("радий или дубний?", offered as "Радий" and "Дубний").
        let twoOptions = record.answers.filter { $0.options.count == 2 }
        let statements = twoOptions.filter { answer in
            !answer.options.allSatisfy { answer.question.lowercased().contains($0.lowercased()) }
        }
        try #require(!statements.isEmpty, "seed 7 deals at least one true/false question")
        #expect(statements.allSatisfy { Set($0.options) == ["Верно", "Неверно"] })
    }

    @Test func anOfflineMillionaireGameIsRussianThroughout() async throws {
        // Two right answers are unlikely to be known here; answer, then walk away if asked.
        let table = try RussianTable(typing: "1234w" + "n")
        try await table.play(.millionaire, PlayOptions(delay: 0, seed: 5, offline: true))

        #expect(try table.environment.stores.history.all().count == 1)
        expectRussianOnly(table.everything)
    }
}
