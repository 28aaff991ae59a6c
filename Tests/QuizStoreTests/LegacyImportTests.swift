import DataFiles
import Foundation
import QuizPlatform
import Synchronization
import Testing

@testable import QuizStore

/// The import of a data folder in the older format (`LegacyImport`), on
/// files written here; the committed fixtures made by the old binary are
/// checked end to end in CLITests (LegacyMigrationEndToEndTests).
@Suite struct LegacyImportTests {
    private func line(_ game: GameRecord) throws -> String {
        String(decoding: try JSONCoding.encoder().encode(game), as: UTF8.self) + "\n"
    }

    /// The game as the older history kept it: its dates to the whole second.
    private func asKept(_ game: GameRecord) throws -> GameRecord {
        try JSONCoding.decoder().decode(GameRecord.self, from: JSONCoding.encoder().encode(game))
    }

    private func write(_ text: String, _ name: String, in folder: TemporaryFolder) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.file(name)))
    }

    /// statistics.json counted games up to `lastGameID` (the older save
    /// wrote the history line, then the statistics): the games after it are
    /// folded in, as the older `stats` showed them, and none twice.
    @Test func theGamesAfterTheStatisticsLastGameAreFoldedInOnce() throws {
        let folder = try TemporaryFolder()
        let games = [Fixtures.classic(at: 0), Fixtures.yesno(at: 60), Fixtures.party(at: 120)]
        var stored = Statistics()
        stored.record(try asKept(games[0]))
        try write(try games.map(line).joined(), "history.jsonl", in: folder)
        try write(String(decoding: try JSONCoding.encoder().encode(stored), as: UTF8.self), "statistics.json", in: folder)
        let directory = DataDirectory(url: URL(fileURLWithPath: folder.path))
        let database = folder.file("quizctl.db")

        try LegacyImport.run(directory, databasePath: database, today: Fixtures.start)
        try LegacyImport.run(directory, databasePath: database, today: Fixtures.start)

        var expected = Statistics()
        for game in games { expected.record(try asKept(game)) }
        let client = try QuizStoreClient.live(path: database)
        #expect(try client.statistics() == expected)
        #expect(try client.gameCount(nil) == 3)
        #expect(try client.recentGames(limit: 5).map(\.id) == games.reversed().map(\.id))
        let aside = folder.file(LegacyImport.folderName(Fixtures.start))
        #expect(try FileManager.default.contentsOfDirectory(atPath: aside).sorted() == ["history.jsonl", "statistics.json"])
    }

    /// statistics.json from before the records per round (issue 28) has
    /// none: the history's games give them, though every game was counted.
    @Test func theRecordsOfEachRoundComeFromTheHistory() throws {
        let folder = try TemporaryFolder()
        let games = [Fixtures.classic(at: 0), Fixtures.yesno(at: 60), Fixtures.millionaire(at: 120)]
        var stored = Statistics()
        for game in games { stored.record(try asKept(game)) }
        let expected = stored
        stored.records = [:]
        try write(try games.map(line).joined(), "history.jsonl", in: folder)
        try write(String(decoding: try JSONCoding.encoder().encode(stored), as: UTF8.self), "statistics.json", in: folder)
        let database = folder.file("quizctl.db")
        try LegacyImport.run(DataDirectory(url: URL(fileURLWithPath: folder.path)), databasePath: database, today: Fixtures.start)
        let imported = try QuizStoreClient.live(path: database).statistics()
        #expect(imported.records.count == 3 && imported == expected)
    }

    /// A history without statistics.json (moved aside once) is counted from its games.
    @Test func aHistoryWithoutStatisticsIsCountedFromItsGames() throws {
        let folder = try TemporaryFolder()
        let games = [Fixtures.millionaire(at: 0), Fixtures.review(at: 60)]
        try write(try games.map(line).joined(), "history.jsonl", in: folder)
        let database = folder.file("quizctl.db")
        try LegacyImport.run(DataDirectory(url: URL(fileURLWithPath: folder.path)), databasePath: database, today: Fixtures.start)
        var expected = Statistics()
        for game in games { expected.record(try asKept(game)) }
        #expect(try QuizStoreClient.live(path: database).statistics() == expected)
    }

    @Test func aLineThatDoesNotDecodeIsNamedAndNothingIsMade() throws {
        let folder = try TemporaryFolder()
        try write(try line(Fixtures.classic()) + "\n{\"id\": 3}\n", "history.jsonl", in: folder)
        let directory = DataDirectory(url: URL(fileURLWithPath: folder.path))
        #expect(throws: QuizStoreError.legacyUnreadable(path: folder.file("history.jsonl"), line: 3)) {
            try LegacyImport.run(directory, databasePath: folder.file("quizctl.db"), today: Fixtures.start)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["history.jsonl"])
    }

    /// questions.json, then its journal replayed as the older bank replayed
    /// it: ids and order kept, a removal applied, a question the base holds
    /// already not added twice, a torn line skipped; the files moved aside
    /// with the bank's own index, hash table and lock.
    @Test func yourQuestionsComeOverWithTheirIDsAndOrder() throws {
        let folder = try TemporaryFolder()
        let questions = ["First?", "Second?", "Third?", "Fourth?"].enumerated().map { index, text in
            var question = Fixtures.question(text, pack: index == 1 ? "capitals" : nil)
            question.createdAt = Fixtures.start.addingTimeInterval(Double(index) * 60)
            return question
        }
        func json(_ value: some Encodable) throws -> String { String(decoding: try JSONCoding.encoder().encode(value), as: UTF8.self) }
        try write(try json(QuestionBank(questions: Array(questions.prefix(2)))), "questions.json", in: folder)
        let journal = [
            try json(questions[2]), try json(questions[0]), #"{"removed":"\#(questions[1].id.uuidString)"}"#, try json(questions[3]),
            #"{"id":"torn by a cra"#,
        ]
        try write(journal.joined(separator: "\n"), "questions.journal", in: folder)
        for name in LegacyQuestions.companions { try write("", name, in: folder) }
        let database = folder.file("quizctl.db")

        try LegacyImport.run(DataDirectory(url: URL(fileURLWithPath: folder.path)), databasePath: database, today: Fixtures.start)

        let expected = try [questions[0], questions[2], questions[3]].map {
            try JSONCoding.decoder().decode(CustomQuestion.self, from: JSONCoding.encoder().encode($0))
        }
        #expect(try QuizStoreClient.live(path: database).allQuestions() == expected)
        let aside = folder.file(LegacyImport.folderName(Fixtures.start))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: aside).sorted()
                == (LegacyQuestions.files + LegacyQuestions.companions).sorted())
    }

    @Test func aQuestionsFileThatIsNotABankIsNamedAndNothingIsMade() throws {
        let folder = try TemporaryFolder()
        try write(#"{"questions":[{"id":1}]}"#, "questions.json", in: folder)
        #expect(throws: QuizStoreError.legacyUnreadable(path: folder.file("questions.json"), line: nil)) {
            try LegacyImport.run(
                DataDirectory(url: URL(fileURLWithPath: folder.path)), databasePath: folder.file("quizctl.db"), today: Fixtures.start)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["questions.json"])
    }
}

/// The decks and the review log of a folder of the older format come over
/// in the same import: every card with its id, every answer once, and the
/// lines the older version skipped set aside with a notice.
@Suite struct LegacyDecksAndReviewsTests {
    private func write(_ text: String, _ name: String, in folder: TemporaryFolder) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.file(name)))
    }

    private func line(_ event: ReviewEvent) -> String {
        #"{"id":"\#(event.id)","at":\#(Int(event.at.timeIntervalSince1970)),"rating":\#(event.rating.rawValue),"fuzz":\#(event.fuzz)}"#
    }

    private func run(_ folder: TemporaryFolder, notices: Notices = Notices()) throws -> QuizStoreClient {
        let database = folder.file("quizctl.db")
        try LegacyImport.run(
            DataDirectory(url: URL(fileURLWithPath: folder.path)), databasePath: database, today: Fixtures.start, notify: notices.add)
        return try QuizStoreClient.live(path: database)
    }

    @Test func everyDeckComesOverWithEveryCardAndItsIDInOrder() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("decks"), withIntermediateDirectories: false)
        try write(
            """
            {"cardCount":3,"importedAt":"2026-03-01T09:03:00Z","name":"Spanish"}
            {"id":"deck-1","front":"hola","back":"hello"}
            {"id":"deck-2","front":"[…] días","back":"buenos","kind":"cloze","ext":"guid/2"}
            {"id":"deck-3","front":"uno","back":"one"}

            """, "decks/0a.jsonl", in: folder)
        try write(#"{"cardCount":9,"importedAt":"2026-03-02T10:00:00Z","name":"Alone"}"# + "\n", "decks/0b.jsonl", in: folder)
        try write("torn by a crash", "decks/.0a.jsonl.tmp-1-2", in: folder)
        let client = try run(folder)
        let imported = Date(timeIntervalSince1970: 1_772_355_780)
        #expect(
            try client.deckSummaries() == [
                DeckSummary(name: "Alone", cardCount: 0, importedAt: Date(timeIntervalSince1970: 1_772_445_600)),
                DeckSummary(name: "Spanish", cardCount: 3, importedAt: imported),
            ])
        #expect(
            try client.deck("SPANISH")?.cards == [
                StoredCard(id: "deck-1", front: "hola", back: "hello"),
                StoredCard(id: "deck-2", front: "[…] días", back: "buenos", kind: .cloze, externalID: "guid/2"),
                StoredCard(id: "deck-3", front: "uno", back: "one"),
            ])
        let aside = folder.file(LegacyImport.folderName(Fixtures.start))
        #expect(!FileManager.default.fileExists(atPath: folder.file("decks")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: aside + "/decks").count == 3, "moved whole, temporaries too")
    }

    @Test func aDeckLineThatDoesNotDecodeIsNamedAndNothingIsMade() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("decks"), withIntermediateDirectories: false)
        try write(
            #"{"cardCount":1,"importedAt":"2026-03-01T09:03:00Z","name":"S"}"# + "\n{\"id\":\"x\",\"front\":\n", "decks/a.jsonl", in: folder
        )
        #expect(throws: QuizStoreError.legacyUnreadable(path: folder.file("decks") + "/a.jsonl", line: 2)) {
            try LegacyImport.run(
                DataDirectory(url: URL(fileURLWithPath: folder.path)), databasePath: folder.file("quizctl.db"), today: Fixtures.start)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["decks"])
    }

    /// Issue 32 on the migration path: a log with times and dues of 1e300
    /// and every line copied gives the clean log's states, with a notice;
    /// its answers are recorded once, and later games replay on top.
    @Test func aHostileLogGivesTheCleanStatesAndANotice() throws {
        let events = ReviewStoreTests.events()
        let clean = events.map(line)
        var compacted = ReviewCard()
        compacted.phase = .review
        compacted.stability = 4
        compacted.difficulty = 5
        compacted.due = ReviewStoreTests.at.addingTimeInterval(-86_400)
        compacted.lastReview = ReviewStoreTests.at.addingTimeInterval(-5 * 86_400)
        compacted.reps = 3
        // The older log wrote its dates as seconds since 1970.
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let state = String(decoding: try encoder.encode(compacted), as: UTF8.self)
        let hostile = [
            #"{"id":"x","at":1e300,"rating":3,"fuzz":false}"#, #"{"id":"x","at":-9.3e18,"rating":1,"fuzz":false}"#,
            #"{"id":"y","card":{"phase":"review","stability":3,"difficulty":5,"due":1e300,"lastReview":1800000000,"reps":1,"lapses":0,"reviewsInReview":0}}"#,
            #"{"id":"c","at":1800000000,"rating":"good"}"#, "not json",
        ]
        let folder = try TemporaryFolder()
        let copied = clean.flatMap { Array(repeating: $0, count: 50) }
        try write(([#"{"id":"c","card":\#(state)}"#] + copied + hostile).joined(separator: "\n") + "\n", "reviews.jsonl", in: folder)
        let notices = Notices()
        let client = try run(folder, notices: notices)

        var expected = ReviewStoreTests.replayed(events)
        expected["c"] = compacted
        #expect(try client.reviewStates() == expected)
        #expect(try client.reviewEvents().map(\.event) == events, "each answer once, in order")
        let notice = try #require(notices.all.first)
        #expect(notices.all.count == 1 && notice.lineCount == 49 * clean.count + hostile.count)
        let aside = folder.file(LegacyImport.folderName(Fixtures.start))
        #expect(notice.movedTo.path == aside + "/reviews.jsonl.set-aside")
        let setAside = try String(contentsOfFile: notice.movedTo.path, encoding: .utf8).split(separator: "\n")
        #expect(setAside.count == 49 * clean.count + hostile.count && setAside.suffix(hostile.count).map(String.init) == hostile)
        #expect(FileManager.default.fileExists(atPath: aside + "/reviews.jsonl"), "the log itself kept whole")

        // A later review of the compacted card replays on its migrated state.
        let later = ReviewEvent(id: "c", at: ReviewStoreTests.at.addingTimeInterval(86_400), rating: .good, fuzz: false)
        _ = try client.appendReviewEvents([later])
        #expect(try client.reviewStates()["c"] == later.applied(to: compacted, by: FSRSScheduler()))
    }
}

/// Quarantine notices a test was told.
final class Notices: Sendable {
    private let notices = Mutex<[QuarantineNotice]>([])
    func add(_ notice: QuarantineNotice) { notices.withLock { $0.append(notice) } }
    var all: [QuarantineNotice] { notices.withLock { $0 } }
}
