import Foundation
import Testing

/// Acceptance through the built binary, as a Russian user's script would run
/// it: `LANG=ru_RU.UTF-8`, offline, answers on standard input.
@Suite struct RussianEndToEndTests {
    private func russian() -> QuizctlProcess {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = "ru_RU.UTF-8"
        return quizctl
    }

    private func expectRussianOnly(_ result: QuizctlProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        let text = result.stdout + result.stderr
        #expect(LatinWords.hasCyrillic(text), sourceLocation: sourceLocation)
        #expect(
            LatinWords.leaks(in: text).isEmpty, "English: \(Array(Set(LatinWords.leaks(in: text))).sorted())",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: [4, 8] as [Int])
    func aScriptedOfflineClassicRound(seed: Int) throws {
        let result = try russian().run(
            ["play", "classic", "--offline", "--count", "10", "--seed", String(seed)], input: String(repeating: "1\n", count: 10))
        expectRussianOnly(result)
    }

    @Test func aScriptedOfflineMillionaireGame() throws {
        let result = try russian().run(
            ["play", "millionaire", "--offline", "--seed", "2"], input: "друг\nзал\n50\n" + String(repeating: "a\n", count: 15))
        expectRussianOnly(result)
        #expect(result.stderr.contains("Друг") || result.stdout.contains("Друг"), "the lifelines were used and spoke Russian")
    }
}
