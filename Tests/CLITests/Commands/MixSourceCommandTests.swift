import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// `--source mix`, `--source custom:PACK`, and Millionaire on too few of
/// your questions, from a script.
@MainActor
@Suite struct MixSourceCommandTests {
    private let folder = TestData.temporaryFolder()

    private func run(_ arguments: [String], lines: [String] = []) async -> (status: QuizCLI.ExitStatus, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: lines)
        let status = await Application.run(arguments, in: AppEnvironment.test(folder: folder, terminal: terminal))
        return (status, terminal)
    }

    private func record(_ output: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func aClassicRoundOfTheMixPlaysYoursAndTheBuiltInOnes() async throws {
        #expect(await run(["add", "--text", "Mine?", "--correct", "Yes, mine", "--wrong", "Not mine"]).status == .success)
        let game = await run(["play", "classic", "--source", "mix", "--count", "4", "--seed", "3", "--json"], lines: ["1", "1", "1", "1"])
        #expect(game.status == .success, "\(game.terminal.errors)")
        let json = try record(game.terminal.output)
        #expect(json["source"] as? String == "mix")
        let questions = (json["answers"] as? [[String: Any]] ?? []).compactMap { $0["question"] as? String }
        #expect(questions.count == 4 && questions.contains("Mine?"))
    }

    @Test func anImportedPackIsPlayedByItsName() async throws {
        let pack = folder.appending(path: "capitals.csv")
        try Data("text,correct,incorrect1\nCapital of Italy?,Rome,Milan\nCapital of Spain?,Madrid,Seville\n".utf8).write(to: pack)
        #expect(await run(["add", "--text", "Not in the pack?", "--correct", "A", "--wrong", "B"]).status == .success)
        #expect(await run(["import", pack.path]).status == .success)
        let game = await run(["play", "classic", "--source", "custom:capitals", "--count", "2", "--json"], lines: ["1", "1"])
        #expect(game.status == .success, "\(game.terminal.errors)")
        let json = try record(game.terminal.output)
        let questions = (json["answers"] as? [[String: Any]] ?? []).compactMap { $0["question"] as? String }
        #expect(Set(questions) == ["Capital of Italy?", "Capital of Spain?"])
    }

    @Test func millionaireOnTooFewOfYoursFillsTheLadderFromTheMixAndSaysSo() async throws {
        #expect(await run(["add", "--text", "Mine?", "--correct", "A", "--wrong", "B", "--wrong", "C", "--wrong", "D"]).status == .success)
        // One answer, then walk away: the game is saved whatever the answer was.
        let game = await run(["play", "millionaire", "--source", "custom", "--json"], lines: ["1", "walk"])
        #expect(game.status == .success, "\(game.terminal.errors)")
        #expect(game.terminal.errors.contains(Strings.ladderFilledFromMix(yours: 1, needed: 15)(.en)))
        #expect(try record(game.terminal.output)["source"] as? String == "mix")
    }
}
