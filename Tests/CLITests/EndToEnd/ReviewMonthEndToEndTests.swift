import Foundation
import Testing

/// The acceptance test of spaced repetition: a month of scripted review
/// sessions, run with the built binary and `QUIZCTL_NOW`, fuzz off, checked
/// against what the reference FSRS-6 implementation computed for the same
/// answers at the same times (Tests/Fixtures/Review/month.json).
@Suite(.serialized) struct ReviewMonthEndToEndTests {
    struct Month: Decodable {
        var cards: [String]
        var newPerDay: Int
        var sessions: [Session]
    }

    struct Session: Decodable {
        var now: String
        var asked: [String]
        var answers: [Int]
        var cards: [String: Expected]
    }

    struct Expected: Decodable {
        var state: String
        var due: String?
        var stability: Double?
        var difficulty: Double?
    }

    static func month() throws -> Month {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "../../Fixtures/Review/month.json")
        return try JSONDecoder().decode(Month.self, from: Data(contentsOf: url.standardizedFileURL))
    }

    @Test func aMonthOfReviewsMatchesTheReferenceAndAsksExactlyTheCardsDue() throws {
        let month = try Self.month()
        var quizctl = QuizctlProcess()
        for text in month.cards {
            let added = try quizctl.run(["add", "--text", text, "--correct", "Yes", "--wrong", "No"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        #expect(try quizctl.run(["settings", "set", "review-fuzz", "off"]).status == 0)
        #expect(try quizctl.run(["settings", "set", "review-new-per-day", String(month.newPerDay)]).status == 0)

        var previous: [String: Expected]?
        var cardsAsked = 0
        for session in month.sessions {
            quizctl.environment["QUIZCTL_NOW"] = session.now
            let report = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
            #expect(report["now"] as? String == session.now)
            #expect(report["dueNow"] as? Int == session.asked.count, "\(session.now): due now")
            if let previous { try Self.check(report, against: previous, at: session.now) }

            if session.asked.isEmpty {
                let nothing = try quizctl.run(["play", "review"])
                #expect(nothing.status == 1 && nothing.stderr.contains("nothing is due"), "\(session.now): \(nothing.stderr)")
            } else {
                let input = session.answers.map(String.init).joined(separator: "\n") + "\n"
                let game = try #require(try quizctl.json(["play", "review", "--json"], input: input) as? [String: Any])
                let answers = try #require(game["answers"] as? [[String: Any]])
                #expect(answers.map { $0["question"] as? String ?? "" } == session.asked, "\(session.now): the cards asked")
                #expect(answers.map { $0["isCorrect"] as? Bool } == session.answers.map { $0 == 1 }, "\(session.now)")
                cardsAsked += answers.count
            }
            previous = session.cards
        }
        let last = try #require(month.sessions.last)
        let report = try #require(try quizctl.json(["review", "--json"]) as? [String: Any])
        try Self.check(report, against: last.cards, at: last.now)
        #expect(cardsAsked > 60, "the month exercises the scheduler")
    }

    /// Every card of `review --json` against the reference's state.
    static func check(_ report: [String: Any], against expected: [String: Expected], at now: String) throws {
        let cards = try #require(report["cards"] as? [[String: Any]])
        #expect(cards.count == expected.count)
        for card in cards {
            let text = try #require(card["text"] as? String)
            let want = try #require(expected[text], "\(text)")
            let place = "\(now), \(text)"
            #expect(card["state"] as? String == want.state, "\(place): state")
            #expect(card["due"] as? String == want.due, "\(place): due")
            if let stability = want.stability, let difficulty = want.difficulty {
                #expect(abs((card["stability"] as? Double ?? -1) - stability) < 1e-4, "\(place): stability")
                #expect(abs((card["difficulty"] as? Double ?? -1) - difficulty) < 1e-4, "\(place): difficulty")
            } else {
                #expect(card["stability"] is NSNull && card["difficulty"] is NSNull, "\(place): new")
            }
            #expect(card["id"] is String && card["reps"] is Int && card["lapses"] is Int)
        }
    }
}
