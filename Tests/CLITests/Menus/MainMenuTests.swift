import DataFiles
import Foundation
import QuizPlatform
import QuizStore
import Testing

@testable import QuizCLI

/// The main menu driven in-process: a scripted terminal presses the keys and
/// types the lines, a temporary folder holds the data, and each test looks
/// at what was on screen and what was saved.
@MainActor
@Suite struct MainMenuTests {
    private let folder = TestData.temporaryFolder()

    /// A menu session: the terminal, the environment around it, and the
    /// screen as it stood each time a key was awaited.
    @MainActor
    private final class Session {
        let terminal: ScriptedTerminal
        let environment: AppEnvironment
        private(set) var screens: [String] = []

        init(folder: URL, typing keys: String, lines: [String] = []) {
            terminal = ScriptedTerminal(keys: ScriptedTerminal.keys(typing: keys), lines: lines.map(LineEvent.line))
            environment = AppEnvironment.test(folder: folder, terminal: terminal)
            terminal.beforeKey = { [unowned self] _ in screens.append(terminal.screen) }
        }

        /// Runs the menu until it returns; every scripted key must have been used.
        func run() async throws {
            var menu = MainMenu(environment: environment)
            try await menu.run()
            #expect(terminal.keys.isEmpty, "keys left over")
            #expect(terminal.lines.isEmpty, "lines left over")
        }
    }

    private func text(_ localized: LocalizedText) -> String { localized(.en) }

    private func game(question: String, correct: Bool) -> GameRecord {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let answer = AnswerRecord(
            question: question, options: ["Paris", "Rome"], correctAnswer: "Paris", chosenAnswer: correct ? "Paris" : "Rome",
            isCorrect: correct, seconds: 2.5)
        return GameRecord(
            mode: .classic, source: "custom", startedAt: date, finishedAt: date, outcome: .completed, correct: correct ? 1 : 0, total: 1,
            answers: [answer])
    }

    @Test func quitLeavesAtOnceAfterShowingTheMenu() async throws {
        let session = Session(folder: folder, typing: "q")
        try await session.run()
        #expect(session.screens.count == 1)
        let menu = try #require(session.screens.first)
        for item in [
            Strings.mainMenuTitle, Strings.menuPlay, Strings.menuResults, Strings.menuAddQuestions, Strings.menuYourQuestions,
            Strings.menuSettings, Strings.quit,
        ] {
            #expect(menu.contains(text(item)))
        }
    }

    @Test func theMenuShowsHowManyCardsAreDueForReview() async throws {
        let stores = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in })
        let entries = (1...3).map { PackEntry(text: "Question \($0)?", correct: "Yes", incorrect: ["No"]) }
        try stores.questions.add(entries.map { CustomQuestion(entry: $0, createdAt: Date()) })
        try stores.settings.update { $0.reviewNewPerDay = 2 }
        let session = Session(folder: folder, typing: "q")
        try await session.run()
        #expect(session.screens.first?.contains(text(Strings.menuReview(due: 2))) == true)
        #expect(text(Strings.menuReview(due: 2)) == "Review (2 due)")
    }

    @Test func theEndOfInputLeavesTheMenuToo() async throws {
        let session = Session(folder: folder, typing: "")
        try await session.run()
        #expect(session.screens.count == 1)
    }

    @Test func resultsWithoutGamesSayThereAreNone() async throws {
        let session = Session(folder: folder, typing: "r" + " " + "q")
        try await session.run()
        #expect(session.screens.count == 3)
        let results = session.screens[1]
        #expect(results.contains(text(Strings.menuResults)))
        #expect(results.contains(text(Strings.noGamesYet)))
        #expect(results.contains(text(Strings.pressAnyKey)))
        #expect(!results.contains(text(Strings.pickGameToReview)))
        #expect(session.screens[2].contains(text(Strings.mainMenuTitle)))
    }

    @Test func resultsShowTheStatisticsAndTheGameAndOpenItsReview() async throws {
        let saved = game(question: "Capital of France?", correct: false)
        // Results · the games · the game · Back · back · back to the menu · quit.
        let session = Session(folder: folder, typing: "r" + "g" + "1" + "b" + "q" + "q" + "q")
        try session.environment.stores.history.append(saved)
        try await session.run()
        #expect(session.screens.count == 7)

        let results = session.screens[1]
        #expect(results.contains(text(Strings.quizzesPlayed(1))))
        #expect(results.contains(text(Strings.averageAccuracy("0.00"))))
        #expect(results.contains(text(Strings.resultsGames(1, more: false))))

        let games = session.screens[2]
        #expect(games.contains(HistoryTable.shortID(saved.id)))
        #expect(games.contains(text(Strings.pickGameToReview)))

        let review = session.screens[3]
        #expect(review.contains("Capital of France?"))
        #expect(review.contains(text(Strings.yourAnswer) + ": Rome"))
        #expect(review.contains(text(Strings.rightAnswer) + ": Paris"))
        #expect(session.screens[4].contains(text(Strings.pickGameToReview)))
        #expect(session.screens[5].contains(text(Strings.quizzesPlayed(1))))
        #expect(session.screens[6].contains(text(Strings.mainMenuTitle)))
    }

    @Test func settingsStepThroughAValueSaveItAndTheMenuFollows() async throws {
        let language = try #require(SettingKey.allCases.firstIndex(of: .language))
        let order = try #require(SettingKey.allCases.firstIndex(of: .order))
        // auto → en → ru, one step of the order, back, quit.
        let keys = "s" + "\(language + 1)" + "\(language + 1)" + "\(order + 1)" + "q" + "q"
        let session = Session(folder: folder, typing: keys)
        try await session.run()

        let settings = try session.environment.stores.settings.load()
        #expect(settings.language == .ru)
        #expect(settings.order != Settings().order)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "settings.json").path), "kept in quizctl.db")

        #expect(session.screens[1].contains(text(Strings.settingsTitle)))
        #expect(session.screens[1].contains(text(Strings.settingTitle(SettingKey.language.rawValue)) + ": auto"))
        // The Settings screen itself follows the new language at once.
        let russian = Strings.settingTitle(SettingKey.language.rawValue)(.ru) + ": " + Strings.languageName(.ru)(.ru)
        #expect(session.screens[3].contains(russian), "\(session.screens[3])")
        // Back in the main menu, the words are Russian now.
        #expect(try #require(session.screens.last).contains(Strings.mainMenuTitle(.ru)))
    }

    @Test func aQuestionWrittenInTheFormIsSaved() async throws {
        // Each field is typed in the line editor; Enter moves on.
        let fields = ["What is 2 + 2?", "4", "5", "", "Maths", "easy"].map { $0 + "\r" }.joined()
        let session = Session(folder: folder, typing: "a" + fields + "s" + " " + "q")
        try await session.run()
        let last = session.screens.count - 1

        let saved = try session.environment.stores.questions.load().questions.map(\.entry)
        #expect(saved == [PackEntry(text: "What is 2 + 2?", correct: "4", incorrect: ["5"], category: "Maths", difficulty: .easy)])
        let summary = session.screens[last - 2]
        #expect(summary.contains("1. What is 2 + 2?  ✓ 4  ✗ 5"))
        let id = try #require(try session.environment.stores.questions.load().questions.first).id
        #expect(session.screens[last - 1].contains(text(Strings.questionAdded(String(id.uuidString.prefix(8)), "What is 2 + 2?"))))
    }

    @Test func aFormLeftEmptySavesNothing() async throws {
        // An empty question gives up at once: nothing was typed to lose.
        let session = Session(folder: folder, typing: "a" + "\r" + "q")
        try await session.run()
        #expect(try session.environment.stores.questions.load().questions.isEmpty)
        #expect(session.screens[2].contains(text(Strings.mainMenuTitle)))
    }

    /// Issue 29: "Host for phones" opens the party's start screen with its
    /// game hosted for phones: the same sources, count and timer, no names
    /// to type; Start opens the room, and q leaves it while nobody joined.
    @Test func hostForPhonesOpensThePartysStartScreenThenTheRoom() async throws {
        // Host · Start · play offline (no network here) · leave the empty room · quit.
        let session = Session(folder: folder, typing: "h" + "s" + "o" + "q" + "q")
        try await session.run()
        let start = try #require(session.screens.first { $0.contains(text(Strings.partyStyleRow) + ": " + text(Strings.menuHost)) })
        for row in [Strings.startSource, Strings.filterCount, Strings.startTimer] { #expect(start.contains(text(row)), "\(start)") }
        #expect(!start.contains(text(Strings.partyPlayersRow)), "phones bring their own names")
        #expect(session.screens.contains { $0.contains("quizctl host · room ") }, "the room opened")
        let remembered = try StartChoices.store(in: session.environment.stores).load()[.party]
        #expect(remembered.partyGame == StartRow.phones)
    }
}
