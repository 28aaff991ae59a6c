import DataFiles
import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

@Suite struct ReviewStoreTests {
    static let at = Date(timeIntervalSince1970: 1_764_000_000)

    @Test func anEventRecordedTwiceIsKeptOnce() throws {
        let client = try QuizStoreClient.inMemory()
        let events = [
            ReviewEvent(id: "q1", at: Self.at, rating: .good, fuzz: true),
            ReviewEvent(id: "q2", at: Self.at, rating: .again, fuzz: false),
            ReviewEvent(id: "q1", at: Self.at.addingTimeInterval(86_400), rating: .hard, fuzz: true),
        ]
        #expect(try client.appendReviewEvents(events) == 3)
        // The same game's events again (a retried save), and one duplicate within a batch.
        #expect(try client.appendReviewEvents(events + [events[0]]) == 0)
        let stored = try client.reviewEvents()
        #expect(stored.map(\.event) == events)
        #expect(stored.map(\.sequence) == [1, 2, 3])
        #expect(try client.reviewEventsForCard("q1").map(\.event) == [events[0], events[2]])
        #expect(try client.reviewEventsForCard("q3") == [])
    }

    @Test func aFractionalMomentIsRecordedToTheWholeSecond() throws {
        let client = try QuizStoreClient.inMemory()
        let event = ReviewEvent(id: "q1", at: Self.at.addingTimeInterval(0.75), rating: .easy, fuzz: false)
        _ = try client.appendReviewEvents([event])
        #expect(try client.reviewEvents().map(\.event) == [event])
        #expect(try client.reviewEvents().first?.event.at == Self.at)
    }

    @Test func cardStatesComeBackAndReplaceTheirCardsOnly() throws {
        let client = try QuizStoreClient.inMemory()
        var card = ReviewCard()
        card.phase = .review
        card.stability = 3.173
        card.difficulty = 5.5
        card.due = Self.at.addingTimeInterval(3 * 86_400 + 0.5)
        card.lastReview = Self.at
        card.reps = 4
        let states = ["q1": CardState(card: card, throughEvent: 7), "q2": CardState(card: ReviewCard(), throughEvent: 0)]
        try client.saveCardStates(states)
        #expect(try client.cardStates() == states)
        card.lapses = 1
        try client.saveCardStates(["q1": CardState(card: card, throughEvent: 9)])
        #expect(try client.cardStates() == ["q1": CardState(card: card, throughEvent: 9), "q2": states["q2"]!])
    }

    /// A few answers to cards "a" and "b" over two weeks.
    static func events(from start: Date = at) -> [ReviewEvent] {
        let day = 86_400.0
        let plan: [(String, Double, ReviewRating)] = [
            ("a", 0, .good), ("b", 0, .again), ("b", 60, .good), ("a", 600, .good), ("b", 660, .good),
            ("a", 3 * day, .good), ("b", 2 * day, .hard), ("a", 9 * day, .again), ("a", 9 * day + 600, .good), ("b", 14 * day, .good),
        ]
        return plan.map { ReviewEvent(id: $0.0, at: start.addingTimeInterval($0.1), rating: $0.2, fuzz: $0.0 == "a") }
    }

    static func replayed(_ events: [ReviewEvent], onto start: [String: ReviewCard] = [:]) -> [String: ReviewCard] {
        var cards = start
        for event in events { cards[event.id] = event.applied(to: cards[event.id] ?? ReviewCard(), by: FSRSScheduler()) }
        return cards
    }

    /// The states are the log replayed; each read saves them with the last
    /// event folded, so the next read replays only the events after it.
    @Test func theStatesAreTheLogReplayedAndEachReadReplaysOnlyWhatIsNew() throws {
        let client = try QuizStoreClient.inMemory()
        #expect(try client.reviewStates().isEmpty)
        let events = Self.events()
        _ = try client.appendReviewEvents(Array(events.prefix(6)))
        #expect(try client.reviewStates() == Self.replayed(Array(events.prefix(6))))
        #expect(try client.cardStates().mapValues(\.throughEvent) == ["a": 6, "b": 5], "saved through each card's last event")
        _ = try client.appendReviewEvents(Array(events.suffix(4)))
        // A saved state that differs from the replay shows the cache is read, not the whole log replayed.
        var marked = try #require(try client.cardStates()["b"])
        marked.card.lapses = 7
        try client.saveCardStates(["b": marked])
        let states = try client.reviewStates()
        #expect(states["a"] == Self.replayed(events)["a"])
        #expect(states["b"]?.lapses == 7, "only the events after the saved states were replayed")
        #expect(states["b"]?.reps == Self.replayed(events)["b"]?.reps)
        #expect(try client.cardStates().mapValues(\.throughEvent) == ["a": 9, "b": 10])
    }

    /// Two processes on one file: each reads the other's events, and the
    /// states one saved serve the other.
    @Test func twoProcessesFoldTheSameLog() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        let first = try QuizStoreClient.live(path: path)
        let second = try QuizStoreClient.live(path: path)
        _ = try first.appendReviewEvents(Array(Self.events().prefix(4)))
        _ = try first.reviewStates()
        _ = try second.appendReviewEvents(Array(Self.events().suffix(6)))
        #expect(try second.reviewStates() == Self.replayed(Self.events()))
        #expect(try first.reviewStates() == Self.replayed(Self.events()))
        #expect(try first.cardStates().values.map(\.throughEvent).max() == 10)
    }

    /// Issue 32: a game and its review events are saved in one
    /// transaction; when recording the events fails, neither is kept.
    @Test func aGameAndItsReviewEventsAreSavedTogetherOrNotAtAll() throws {
        let folder = try TemporaryFolder()
        let connection = try DatabaseOpening.open(path: folder.file("quizctl.db"))
        try connection.execute("CREATE TEMP TRIGGER refuse BEFORE INSERT ON review_events BEGIN SELECT RAISE(ABORT, 'refused'); END")
        let client = QuizStoreClient.live(connection: connection)
        let stores = DataStores(directory: DataDirectory(url: URL(fileURLWithPath: folder.path)), client: client, onQuarantine: { _ in })
        let game = Fixtures.review()
        let events = ReviewEvent.events(of: game, fuzz: false)
        #expect(!events.isEmpty)
        #expect(throws: QuizStoreError.self) { try stores.gameCaretaker.saveGame(game, events) }
        #expect(try client.gameCount(nil) == 0, "no game without its events")
        #expect(try client.statistics() == Statistics())
        try connection.execute("DROP TRIGGER refuse")
        _ = try stores.gameCaretaker.saveGame(game, events)
        #expect(try client.gameCount(nil) == 1)
        #expect(try client.reviewEvents().map(\.event) == events)
    }
}
