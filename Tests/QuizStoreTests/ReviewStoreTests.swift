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
}
