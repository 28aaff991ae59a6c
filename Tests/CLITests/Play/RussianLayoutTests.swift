import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Single keys by place on a Russian (ЙЦУКЕН) layout, as on QWERTY; typed
/// lines keep their words.
@MainActor
@Suite struct RussianLayoutTests {
    @Test(arguments: [
        ("н", "y"), ("т", "n"), ("ф", "a"), ("и", "b"), ("с", "c"), ("в", "d"), ("а", "f"), ("р", "h"), ("ц", "w"),
        ("й", "q"), ("Н", "Y"), ("Т", "N"), ("y", "y"), ("5", "5"), ("ж", ";"),
    ])
    func aRussianLetterIsTheQWERTYKeyInItsPlace(typed: Character, expected: Character) {
        #expect(KeyboardLayout.qwerty(typed) == expected)
        #expect(Key.character(typed).onQWERTY == .character(expected))
    }

    /// Issue 28: in Russian the screen says [д] Да [н] Нет, so д and н answer
    /// by meaning (н was Yes, by its place), and y and n still work.
    @Test func inRussianДAndНAnswerByMeaningAndYAndNStillWork() async throws {
        let table = PlayTable(keys: PlayTable.keys("д" + "н" + "y" + "n" + "q"), language: .ru)
        try await table.play(.yesno, PlayOptions(count: 4, delay: 0, seed: 1))

        let record = try #require(try table.onlyGame())
        #expect(record.answers.map(\.chosenAnswer) == ["Да", "Нет", "Да", "Нет"])
        #expect(table.terminal.keys.isEmpty)
        let screen = try #require(table.terminal.frames.first?.text)
        #expect(screen.contains("[д] Да") && screen.contains("[н] Нет") && screen.contains("д — да · н — нет"))
    }

    @Test func inEnglishKeysAnswerByPlaceSoARussianLayoutStillAnswers() async throws {
        let table = PlayTable(keys: PlayTable.keys("н" + "т" + "q"), language: .en)
        try await table.play(.yesno, PlayOptions(count: 2, delay: 0, seed: 1))

        let record = try #require(try table.onlyGame())
        #expect(record.answers.map(\.chosenAnswer) == ["Yes", "No"])
    }

    @Test func optionLettersAnswerByPlace() async throws {
        let table = PlayTable(keys: PlayTable.keys("фис" + "q"), language: .ru)
        try await table.play(.classic, PlayOptions(count: 3, choiceType: .multiple, delay: 0, seed: 3, offline: true))

        let record = try #require(try table.onlyGame())
        try #require(record.answers.allSatisfy { $0.options.count == 4 }, "seed 3 deals three four-option questions")
        #expect(record.answers.map(\.chosenAnswer) == [0, 1, 2].map { record.answers[$0].options[$0] })
    }

    @Test func lifelinesAndQuitAnswerByPlace() async throws {
        // а = f (phone a friend), р = h (ask the audience), then й = q and д (да) leave the game.
        let table = PlayTable(keys: PlayTable.keys("арйд"), language: .ru)
        try await table.play(.millionaire, PlayOptions(delay: 0, seed: 3, offline: true))

        #expect(try table.environment.stores.history.all().isEmpty, "the game was left, nothing recorded")
        let output = table.terminal.output
        #expect(output.contains("Выйти из игры?"))
        #expect(table.terminal.keys.isEmpty)
    }

    @Test func menuLettersPickByPlace() {
        let picker = MenuPicker(
            title: "t", items: [MenuItem("Retry", hotKey: "r"), MenuItem("Offline", hotKey: "o"), MenuItem("Quit", hotKey: "q")],
            style: .plain)
        #expect(picker.action(for: .character("к"), selected: 0) == .choose(0))
        #expect(picker.action(for: .character("щ"), selected: 0) == .choose(1))
        #expect(picker.action(for: .character("й"), selected: 0) == .choose(2))
    }

    @Test func typedLinesKeepTheirRussianWords() async throws {
        let table = PlayTable(lines: [.line("да"), .line("нет"), .line("д"), .line("Н")], language: .ru)
        try await table.play(.yesno, PlayOptions(count: 4, seed: 1))

        let record = try #require(try table.onlyGame())
        #expect(record.answers.map(\.chosenAnswer) == ["Да", "Нет", "Да", "Нет"])
    }
}
