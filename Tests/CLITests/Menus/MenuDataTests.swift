import Foundation
import QuizImport
import QuizPlatform
import Testing

@testable import QuizCLI

/// What the command line does to your data, done from the menus: Results
/// review, delete and clear games; Your questions lists, edits, removes and
/// imports.
@MainActor
@Suite struct MenuDataTests {
    private let folder = TestData.temporaryFolder()

    private func text(_ localized: LocalizedText) -> String { localized(.en) }

    private func game(_ question: String, at seconds: Double) -> GameRecord {
        let date = Date(timeIntervalSince1970: 1_795_000_000 + seconds)
        let answer = AnswerRecord(
            question: question, options: ["Paris", "Rome"], correctAnswer: "Paris", chosenAnswer: "Rome", isCorrect: false, seconds: 2.5)
        return GameRecord(
            mode: .classic, source: "custom", startedAt: date, finishedAt: date, outcome: .completed, correct: 0, total: 1,
            answers: [answer])
    }

    private func save(_ entries: [PackEntry], in session: MenuSession) throws -> [CustomQuestion] {
        try AddCommand.save(entries, to: session.environment.stores, at: Date(timeIntervalSince1970: 1_800_000_000))
    }

    // MARK: Results

    @Test func aGameIsDeletedFromItsReviewAfterConfirmation() async throws {
        let older = game("Older?", at: 0)
        let newer = game("Newer?", at: 60)
        // Results · the games · the newest · Delete · no; Delete · yes (the games again); back, back; quit.
        let session = MenuSession(folder: folder, typing: "r" + "g" + "1" + "d" + "n" + "d" + "y" + "q" + "q" + "q")
        for record in [older, newer] { try session.environment.stores.history.append(record) }
        try await session.run()

        let left = try session.environment.stores.history.recent(limit: 10, mode: nil)
        #expect(left.map(\.id) == [older.id])
        #expect(session.terminal.screen.contains(text(Strings.mainMenuTitle)))
        let deleted = text(Strings.gameDeleted(HistoryTable.shortID(newer.id)))
        #expect(!session.screens(showing: deleted).isEmpty)
        #expect(!session.screens(showing: text(Strings.nothingChanged)).isEmpty, "saying no changes nothing")
        // Statistics are all-time: the deleted game still counts.
        #expect(try session.environment.stores.currentStatistics().overall.gamesPlayed == 2)
    }

    @Test func aLongReviewScrollsInsideTheSmallestWindow() async throws {
        let answers = (1...12).map { number in
            AnswerRecord(
                question: "Question \(number)?", options: ["Paris", "Rome"], correctAnswer: "Paris", chosenAnswer: "Rome",
                isCorrect: false, seconds: 2.5)
        }
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let long = GameRecord(
            mode: .classic, source: "custom", startedAt: date, finishedAt: date, outcome: .completed, correct: 0, total: 12,
            answers: answers)
        // Results · the games · the game · End · q back to the games; back, back; quit.
        let session = MenuSession(folder: folder, typing: "r" + "g" + "1" + "\u{1B}[F" + "q" + "q" + "q" + "q")
        session.terminal.columns = 40
        session.terminal.rows = 15
        try session.environment.stores.history.append(long)
        try await session.run()

        let paged = session.screens(showing: text(Strings.reviewKeys))
        #expect(paged.count == 2, "the top of the review, then its end")
        #expect(paged.first?.contains("Question 1?") == true && paged.first?.contains("Question 12?") == false)
        #expect(paged.last?.contains("Question 12?") == true)
        for screen in session.screens {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count <= 15 && lines.allSatisfy { Style.displayWidth(String($0)) <= 40 }, "\(screen)")
        }
    }

    @Test func everyGameIsClearedAfterConfirmation() async throws {
        // Results · delete all · yes (no games left: any key goes back) · quit.
        let session = MenuSession(folder: folder, typing: "r" + "x" + "y" + " " + "q")
        for seconds in [0.0, 60] { try session.environment.stores.history.append(game("Q\(seconds)?", at: seconds)) }
        try await session.run()
        #expect(try session.environment.stores.history.recent(limit: 10, mode: nil).isEmpty)
        #expect(!session.screens(showing: text(Strings.historyCleared)).isEmpty)
        // With no games left, Results offers none and waits for a key.
        let results = try #require(session.screens.last { $0.hasPrefix(text(Strings.menuResults)) })
        #expect(results.contains(text(Strings.pressAnyKey)) && !results.contains(text(Strings.pickGameToReview)))
    }

    @Test func anyGameIsFoundByTheStartOfItsIDAndShownAsHistoryShowPrintsIt() async throws {
        let wanted = game("Found by ID?", at: 0)
        let prefix = String(wanted.id.uuidString.prefix(6))
        let session = MenuSession(folder: folder, typing: "r" + "f" + "b" + "q" + "q", lines: [prefix])
        try session.environment.stores.history.append(wanted)
        try await session.run()
        let review = GameReview(game: wanted, style: .plain).lines(.en)
        let shown = try #require(session.screens(showing: "Found by ID?").last)
        for line in review where !line.isEmpty { #expect(shown.contains(line)) }
    }

    // MARK: Your questions

    /// "What is 1 + 1?" and "What is 2 + 2?", saved.
    private func saveTwoSums(in session: MenuSession) throws -> [CustomQuestion] {
        try save(
            [
                PackEntry(text: "What is 1 + 1?", correct: "2", incorrect: ["3"]),
                PackEntry(text: "What is 2 + 2?", correct: "4", incorrect: ["5"]),
            ],
            in: session)
    }

    @Test func yourQuestionsAreListedAndOneIsEditedKeepingItsID() async throws {
        // Your questions · the second question · Edit (new text, the rest as it was) · read; back; quit.
        let lines = ["What is 3 + 3?", "", "", "", "", ""]
        let session = MenuSession(folder: folder, typing: "y" + "6" + "e" + " " + "q" + "q", lines: lines)
        let saved = try saveTwoSums(in: session)
        try await session.run()

        let list = try #require(session.screens(showing: text(Strings.yourQuestionsTitle(2))).first)
        #expect(list.contains("What is 1 + 1?") && list.contains("What is 2 + 2?"))
        let after = try session.environment.stores.questions.load().questions
        #expect(after.map(\.id) == saved.map(\.id))
        #expect(after[1].entry == PackEntry(text: "What is 3 + 3?", correct: "4", incorrect: ["5"]))
        #expect(!session.screens(showing: text(Strings.questionSaved("What is 3 + 3?"))).isEmpty)
    }

    @Test func anEditThatBreaksTheRulesIsRefusedAndChangesNothing() async throws {
        // The first question renamed to the second one's text: a duplicate.
        let lines = ["What is 2 + 2?", "", "", "", "", ""]
        let session = MenuSession(folder: folder, typing: "y" + "5" + "e" + " " + "q" + "q", lines: lines)
        let saved = try saveTwoSums(in: session)
        try await session.run()
        #expect(try session.environment.stores.questions.load().questions == saved)
        #expect(!session.screens(showing: "quizctl: " + text(Strings.errorLabel)).isEmpty, "the refusal is on the screen")
    }

    @Test func aQuestionIsRemovedAfterConfirmation() async throws {
        let session = MenuSession(folder: folder, typing: "y" + "5" + "r" + "y" + " " + "q" + "q")
        let saved = try save(
            [
                PackEntry(text: "Remove me?", correct: "Yes", incorrect: ["No"]),
                PackEntry(text: "Keep me?", correct: "Yes", incorrect: ["No"]),
            ],
            in: session)
        try await session.run()
        #expect(try session.environment.stores.questions.load().questions.map(\.id) == [saved[1].id])
        #expect(!session.screens(showing: text(Strings.questionRemoved("Remove me?"))).isEmpty)
    }

    @Test func aDeckIsImportedFromTheMenuListedAndRemovedAfterConfirmation() async throws {
        let deck = folder.appending(path: "Verbs.tsv")
        try Data("ser\tto be\nestar\tto be (somewhere)\ntener\tto have\n".utf8).write(to: deck)
        // Your questions · Import (the deck) · read · Your decks · the deck · Remove · yes · read · (none left) read; back; quit.
        let session = MenuSession(
            folder: folder, typing: "y" + "i" + " " + "d" + "1" + "r" + "y" + " " + " " + "q" + "q", lines: [deck.path])
        try await session.run()
        // Issue 28: Your decks opened straight into "Remove which deck?"; a deck opens first, and Remove asks.
        let question = text(Strings.confirmRemoveDeck("Verbs"))
        #expect(session.screens(showing: text(Strings.menuDecks)).allSatisfy { !$0.contains(question) })
        #expect(session.screens(showing: question).count == 1)
        #expect(!session.screens(showing: "deck “Verbs”: 3 cards").isEmpty)
        #expect(!session.screens(showing: text(Strings.deckRemoved("Verbs", cards: 3))).isEmpty)
        #expect(!session.screens(showing: text(Strings.noDecksYet)).isEmpty)
        #expect(try session.environment.stores.decks.summaries().isEmpty)
    }

    @Test func aFileIsImportedByPathWithTheImportReport() async throws {
        let pack = folder.appending(path: "capitals.csv")
        try Data("text,correct,incorrect1\nCapital of Italy?,Rome,Milan\nCapital of Spain?,Madrid,Seville\n".utf8).write(to: pack)
        let session = MenuSession(folder: folder, typing: "y" + "i" + " " + "q" + "q", lines: [pack.path])
        try await session.run()
        let questions = try session.environment.stores.questions.load().questions
        #expect(questions.map(\.entry.text) == ["Capital of Italy?", "Capital of Spain?"])
        #expect(questions.allSatisfy { $0.pack == "capitals" })
        #expect(!session.screens(showing: text(Strings.importAdded(2, alreadyHad: 0, repeated: 0))).isEmpty)
    }

    @Test func aBadFileIsRejectedWholeWithItsLine() async throws {
        let pack = folder.appending(path: "broken.csv")
        try Data("text,correct,incorrect1\nCapital of Italy?,Rome,Milan\nNo answers here?,,\n".utf8).write(to: pack)
        let session = MenuSession(folder: folder, typing: "y" + "i" + " " + "q" + "q", lines: [pack.path])
        try await session.run()
        #expect(try session.environment.stores.questions.load().questions.isEmpty)
        #expect(!session.screens(showing: "broken.csv:3").isEmpty, "the import's refusal, on the screen")
    }

    @Test func yourQuestionsAreExportedToAFileAsExportWritesThem() async throws {
        let file = folder.appending(path: "mine.csv")
        let session = MenuSession(folder: folder, typing: "y" + "x" + " " + "q" + "q", lines: [file.path])
        let saved = try save([PackEntry(text: "Exported?", correct: "Yes", incorrect: ["No"])], in: session)
        try await session.run()
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == String(decoding: try PackExporter.data(saved.map(\.entry), as: .csv), as: UTF8.self))
        // The path may wrap on the screen: the sentence before it, and the file's name.
        let before = String(text(Strings.exported(1, to: "\u{0}")).split(separator: "\u{0}")[0]).trimmingCharacters(in: .whitespaces)
        #expect(session.screens.contains { $0.contains(before) && $0.contains("mine.csv") })
    }
}
