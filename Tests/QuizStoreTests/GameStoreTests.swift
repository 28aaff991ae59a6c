import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

@Suite struct GameStoreTests {
    @Test(arguments: Fixtures.everyMode)
    func aGameOfEveryModeComesBackAsItWasSaved(game: GameRecord) throws {
        let folder = try TemporaryFolder()
        // A file, reopened: nothing is only in the first connection's memory.
        do {
            let client = try QuizStoreClient.live(path: folder.file("quizctl.db"))
            _ = try client.saveGame(game)
        }
        let client = try QuizStoreClient.live(path: folder.file("quizctl.db"))
        #expect(try client.recentGames(limit: 10) == [game])
        #expect(try client.findGame(game.id.uuidString) == .found(game))
        var summary = game
        summary.answers = []
        #expect(try client.recentGames(limit: 10, answers: false) == [summary])
    }

    /// A flip card's grade (`play review --flip`) is kept with its answer,
    /// and the review log takes it as given: Easy stays Easy.
    @Test func aFlipCardsGradeComesBackAndReachesTheReviewLog() throws {
        let client = try QuizStoreClient.inMemory()
        var game = Fixtures.review()
        game.answers = [ReviewRating.easy, .again, .hard].enumerated().map { index, rating in
            AnswerRecord(
                question: "Front \(index)?", options: ["Back \(index)", "x"], correctAnswer: "Back \(index)",
                chosenAnswer: rating == .again ? nil : "Back \(index)", isCorrect: rating != .again, seconds: 3,
                questionID: "card\(index)", rating: rating)
        }
        game.total = 3
        game.correct = 2
        _ = try client.saveGame(game)
        #expect(try client.findGame(game.id.uuidString) == .found(game))
        #expect(ReviewEvent.events(of: game, fuzz: false).map(\.rating) == [.easy, .again, .hard])
    }

    @Test func statisticsCountEachSaveOnceAsStatisticsRecordWould() throws {
        let client = try QuizStoreClient.inMemory()
        var expected = Statistics()
        for game in Fixtures.everyMode {
            expected.record(game)
            #expect(try client.saveGame(game) == expected)
        }
        #expect(try client.statistics() == expected)
        #expect(expected.overall.gamesPlayed == 5)
    }

    @Test func savingAGameAgainChangesNothing() throws {
        let client = try QuizStoreClient.inMemory()
        let game = Fixtures.classic()
        let first = try client.saveGame(game)
        #expect(try client.saveGame(game) == first)
        #expect(try client.gameCount(nil) == 1)
        #expect(first.overall.gamesPlayed == 1)
    }

    @Test func savedGamesRememberWhichQuestionsTheyAskedUntilTheHistoryIsCleared() throws {
        let client = try QuizStoreClient.inMemory()
        #expect(try client.askedQuestionIDs("", ["q1"]).isEmpty)
        let classic = Fixtures.classic()
        _ = try client.saveGame(classic)
        _ = try client.saveGame(Fixtures.millionaire(at: 50))
        let expected = Set((Fixtures.classic().answers + Fixtures.millionaire().answers).compactMap(\.questionID))
        #expect(!expected.isEmpty)
        // By prefix ("q" begins every fixture's id) and by the list, never more than asked for.
        #expect(try client.askedQuestionIDs("q", []) == expected)
        #expect(try client.askedQuestionIDs("", ["q1", "q2", "never"]) == Set(["q1", "q2"]).intersection(expected))
        #expect(try client.askedQuestionIDs("bank:", []).isEmpty)
        // Deleting one game forgets nothing: its questions were still asked.
        #expect(try client.deleteGame(classic.id))
        #expect(try client.askedQuestionIDs("q", []) == expected)
        _ = try client.clearGames()
        #expect(try client.askedQuestionIDs("q", []).isEmpty)
    }

    @Test func deletingAGameKeepsItInTheStatistics() throws {
        let client = try QuizStoreClient.inMemory()
        let kept = Fixtures.yesno()
        let deleted = Fixtures.party(at: 100)
        _ = try client.saveGame(kept)
        let statistics = try client.saveGame(deleted)
        #expect(try client.deleteGame(deleted.id))
        #expect(try !client.deleteGame(deleted.id))
        #expect(try client.statistics() == statistics)
        #expect(try client.recentGames(limit: 10) == [kept])
        #expect(try client.findGame(deleted.id.uuidString) == .notFound)
        // Its answers and players went with it.
        #expect(try client.check() == [])
    }

    @Test func clearingRemovesEveryGameAndKeepsTheStatistics() throws {
        let client = try QuizStoreClient.inMemory()
        for game in Fixtures.everyMode { _ = try client.saveGame(game) }
        let statistics = try client.statistics()
        #expect(try client.clearGames() == 5)
        #expect(try client.gameCount(nil) == 0)
        #expect(try client.statistics() == statistics)
        #expect(try client.check() == [])
    }

    @Test func aPrefixFindsOneGameSeveralOrNone() throws {
        let client = try QuizStoreClient.inMemory()
        let ids = [
            "3F2A0000-0000-4000-8000-000000000001", "3F2A0000-0000-4000-8000-000000000002", "3F2B0000-0000-4000-8000-000000000003",
        ]
        var games: [GameRecord] = []
        for (index, id) in ids.enumerated() {
            var game = Fixtures.yesno(at: Double(index))
            game.id = UUID(uuidString: id)!
            games.append(game)
            _ = try client.saveGame(game)
        }
        #expect(try client.findGame("3f2b") == .found(games[2]))
        #expect(try client.findGame(ids[0]) == .found(games[0]))
        #expect(try client.findGame("3F2A") == .ambiguous(count: 2, examples: [games[0].id, games[1].id]))
        #expect(try client.findGame("3F") == .ambiguous(count: 3, examples: games.map(\.id)))
        #expect(try client.findGame("3F2C") == .notFound)
        #expect(try client.findGame("") == .notFound)
        #expect(try client.findGame("3F2A%") == .notFound)
        #expect(try client.findGame("zz") == .notFound)
    }

    @Test func theHistoryListsNewestFirstByWhenGamesFinished() throws {
        let client = try QuizStoreClient.inMemory()
        // Saved out of order: the list follows the finish times.
        let games = [Fixtures.yesno(at: 200), Fixtures.classic(at: 0), Fixtures.millionaire(at: 400), Fixtures.review(at: 100)]
        for game in games { _ = try client.saveGame(game) }
        let newestFirst = games.sorted { $0.finishedAt > $1.finishedAt }.map(\.id)
        #expect(try client.recentGames(limit: 10).map(\.id) == newestFirst)
        #expect(try client.recentGames(limit: 2).map(\.id) == Array(newestFirst.prefix(2)))
        #expect(try client.games(GameQuery(limit: 2, offset: 2)).map(\.id) == Array(newestFirst.suffix(2)))
        #expect(try client.recentGames(limit: 10, mode: .classic).map(\.id) == [games[1].id])
        #expect(try client.recentGames(limit: 0) == [])
        #expect(try client.gameCount(.yesno) == 1)
        #expect(try client.gameCount(nil) == 4)
    }

    @Test func gamesThatFinishedTogetherListTheLastSavedFirst() throws {
        let client = try QuizStoreClient.inMemory()
        let first = Fixtures.yesno()
        var second = Fixtures.yesno()
        second.id = UUID()
        _ = try client.saveGame(first)
        _ = try client.saveGame(second)
        #expect(try client.recentGames(limit: 2).map(\.id) == [second.id, first.id])
    }

    @Test func everyGameIsVisitedOnceOldestSavedFirstAcrossPages() throws {
        let client = try QuizStoreClient.inMemory()
        var saved: [UUID] = []
        for index in 0..<(LiveStore.pageSize + 3) {
            let game = index.isMultiple(of: 50) ? Fixtures.party(at: Double(index)) : Fixtures.yesno(at: Double(index))
            saved.append(game.id)
            _ = try client.saveGame(game)
        }
        var visited: [GameRecord] = []
        try client.forEachGame(true) { visited.append($0) }
        #expect(visited.map(\.id) == saved)
        #expect(visited[50] == (try client.findGame(saved[50].uuidString)).game)
        var withoutAnswers: [GameRecord] = []
        try client.forEachGame(false) { withoutAnswers.append($0) }
        #expect(withoutAnswers.allSatisfy { $0.answers.isEmpty })
        #expect(withoutAnswers[50].players?.count == 3)
    }

    @Test func aSaveRecordsItsReviewEventsInTheSameTransaction() throws {
        let client = try QuizStoreClient.inMemory()
        let game = Fixtures.yesno()
        let events = ReviewEvent.events(of: game, fuzz: true)
        _ = try client.saveGame(game, events)
        #expect(try client.reviewEvents().map(\.event) == events)
    }
}

extension GameLookup {
    var game: GameRecord? {
        if case .found(let game) = self { game } else { nil }
    }
}
