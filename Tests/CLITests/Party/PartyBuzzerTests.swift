import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Buzzer parties on a terminal, in process: each player's key buzzes (by
/// its place, so a Russian layout buzzes too), the first key wins the
/// question, a wrong answer locks its player out. A key takes a second.
@MainActor
@Suite struct PartyBuzzerTests {
    let folder = TestData.temporaryFolder()
    let clock = ManualClock()

    private func run(_ arguments: [String], keys: String, variables: [String: String] = [:]) async -> (
        status: QuizCLI.ExitStatus, terminal: ScriptedTerminal
    ) {
        let terminal = ScriptedTerminal(typing: keys)
        let clock = clock
        terminal.beforeKey = { _ in clock.advance(1) }
        // The verdict's pause passes on the party's clock.
        terminal.pause = { clock.advance($0) }
        let status = await Application.run(
            arguments, in: AppEnvironment.test(folder: folder, terminal: terminal, variables: variables, clock: clock.wallClock))
        return (status, terminal)
    }

    private func addTrueQuestion(_ text: String = "The sky is blue?", yes: String = "True", no: String = "False") async {
        let terminal = ScriptedTerminal(lines: [])
        let add = ["add", "--text", text, "--correct", yes, "--wrong", no]
        #expect(await Application.run(add, in: AppEnvironment.test(folder: folder, terminal: terminal)) == .success)
    }

    private static let party = ["play", "party", "--players", "Ann,Bob", "--party-mode", "buzzer", "--source", "custom", "--count", "1"]

    @Test func theFirstKeyAnswersAndALockedOutPlayerCannotAnswerAgain() async throws {
        await addTrueQuestion()
        // Enter starts; q buzzes for Ann, who answers 2 (wrong); her q again
        // is refused; p buzzes for Bob, who answers 1 (right).
        let game = await run(Self.party, keys: "\rq2qp1")
        #expect(game.status == .success, "\(game.terminal.errors)")
        let screen = Style.plainText(game.terminal.output)
        #expect(screen.contains("Ann\u{00A0}[Q/Й]   Bob\u{00A0}[P/З]"), "each player's key, in both layouts, never apart from its player")
        #expect(screen.contains("»» ANN ANSWERS! ««"))
        #expect(screen.contains("✗ Ann: wrong, 0 points"))
        #expect(screen.contains("Ann is locked out of this question"))
        #expect(screen.contains("Ann\u{00A0}[Q/Й] — locked"))
        #expect(screen.contains("1st  Bob — 900 points"))

        let record = try #require(try AppEnvironment.test(folder: folder, terminal: ScriptedTerminal()).stores.history.all().first)
        let players = try #require(record.players)
        #expect(players.map(\.answers.count) == [1, 1])
        #expect(players[0].answers.first?.chosenAnswer == "False")
        // Bob buzzed 4 s after the question appeared: 1000 × (1 − 4/40).
        #expect(players.map(\.points) == [0, 900])
        #expect(record.answers.first?.chosenAnswer == "True" && record.answers.first?.isCorrect == true)
    }

    @Test func aKeyBuzzesByItsPlaceOnARussianLayout() async throws {
        await addTrueQuestion()
        let game = await run(Self.party, keys: "\rз1")
        #expect(game.status == .success)
        let record = try #require(try AppEnvironment.test(folder: folder, terminal: ScriptedTerminal()).stores.history.all().first)
        #expect(record.players?.map(\.correct) == [0, 1], "з is the P key: Bob's")
    }

    @Test func aKeyThatIsNobodysIsRefusedAndEscapeLeavesWithNothingRecorded() async throws {
        await addTrueQuestion()
        let game = await run(Self.party, keys: "\rm\u{1B}y")
        #expect(game.status == .success)
        #expect(Style.plainText(game.terminal.output).contains("that key is nobody's: press your own"))
        #expect(try AppEnvironment.test(folder: folder, terminal: ScriptedTerminal()).stores.history.all().isEmpty)
    }

    @Test func aRussianBuzzerPartySaysEverythingInRussian() async throws {
        await addTrueQuestion("Небо голубое?", yes: "Да", no: "Нет")
        // Аня buzzes (й is the Q key); Боря's з comes late; Аня answers
        // wrong; her key again is refused; Боря buzzes and answers right.
        let arguments = ["play", "party", "--players", "Аня,Боря", "--party-mode", "buzzer", "--source", "custom", "--count", "1"]
        let game = await run(arguments, keys: "\rйз2йз1", variables: ["LANG": "ru_RU.UTF-8"])
        #expect(game.status == .success, "\(game.terminal.errors)")
        let screen = Style.plainText(game.terminal.output)
        #expect(screen.contains("Первым нажал игрок Аня, он и отвечает"))
        #expect(screen.contains("Игрок Аня уже ошибся в этом вопросе"))
        // The countdown's spaces are no-break spaces, as in a round: it never parts at a wrap.
        #expect(screen.contains("⏱\u{00A0}20\u{00A0}с"))
        #expect(screen.contains("Пьедестал"))
        #expect(LatinWords.leaks(in: screen).isEmpty, "English: \(Array(Set(LatinWords.leaks(in: screen))).sorted())")
    }
}

/// At 40 columns a line of keys broke between a player and their key
/// (`Вика` / `[Z/Я]`): a frame keeps each key with its player.
@Suite struct PartyKeysLineTests {
    @Test(arguments: [Language.en, .ru])
    func aKeyStaysWithItsPlayerAtFortyColumns(language: Language) throws {
        let names = language == .ru ? ["Аня", "Боря", "Вика", "Гоша", "Даша", "Егор"] : ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
        let roster = try PartyRoster(names: names)
        let keys = PartyBoard(style: .plain, language: language).keys(roster)
        let frame = Frame(size: TerminalSize(columns: 40, rows: 15), styled: [keys])
        #expect(frame.lines.count > 1, "the line wraps at 40 columns")
        for line in frame.lines { #expect(!line.text.hasPrefix("["), "a key apart from its player:\n\(frame.text)") }
    }
}
