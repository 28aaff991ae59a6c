import Foundation
import Testing

/// A party in Russian, through the built binary: every word on screen is
/// Russian (the players' names are theirs), in turn and buzzer mode alike.
@Suite struct RussianPartyTests {
    private func russian() -> QuizctlProcess {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = "ru_RU.UTF-8"
        return quizctl
    }

    @Test(arguments: ["turn", "buzzer"])
    func aScriptedOfflineParty(mode: String) throws {
        // Out of turn, unknown and locked-out lines get their hints; lines left over when the party ends are not read.
        let lines =
            ["Аня: 1", "Аня: 2", "Боря: 1", "Некто: 1", "боря: 1", "аня: 1"]
            + Array(repeating: ["Аня: 2", "Боря: 1"], count: 6).flatMap { $0 }
        let result = try russian().run(
            ["play", "party", "--players", "Аня,Боря", "--party-mode", mode, "--offline", "--count", "4", "--seed", "5"],
            input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout + result.stderr
        #expect(text.contains("Пьедестал"))
        #expect(LatinWords.leaks(in: text).isEmpty, "English: \(Array(Set(LatinWords.leaks(in: text))).sorted())")
    }

    @Test func aMillionairePartyStartsInRussian() throws {
        let result = try russian().run(
            ["play", "party", "--players", "Аня,Боря", "--millionaire", "--offline", "--seed", "5"], input: "Аня: уйти\nБоря: уйти\n")
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout + result.stderr
        #expect(text.contains("ХОД ИГРОКА АНЯ") && text.contains("Пьедестал"))
        #expect(LatinWords.leaks(in: text).isEmpty, "English: \(Array(Set(LatinWords.leaks(in: text))).sorted())")
    }
}
