import Foundation
import QuizPlatform
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
