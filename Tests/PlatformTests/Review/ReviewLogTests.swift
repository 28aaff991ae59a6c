import Foundation
import Synchronization
import Testing

@testable import QuizPlatform

/// reviews.jsonl: appended per answer, folded on read, compacted, damaged
/// lines set aside, kept apart from the history.
@Suite struct ReviewLogTests {
    let folder = TestData.temporaryFolder()
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func log(notices: NoticeBox = NoticeBox()) -> ReviewLog {
        ReviewLog(url: folder.appending(path: "reviews.jsonl"), onQuarantine: { notices.add($0) })
    }

    func lines() throws -> [String] {
        try String(contentsOf: folder.appending(path: "reviews.jsonl"), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// A few answers to cards "a" and "b" over two weeks.
    func events(fuzz: Bool = false) -> [ReviewEvent] {
        let day = 86_400.0
        let plan: [(String, Double, ReviewRating)] = [
            ("a", 0, .good), ("b", 0, .again), ("b", 60, .good), ("a", 600, .good), ("b", 660, .good),
            ("a", 3 * day, .good), ("b", 2 * day, .hard), ("a", 9 * day, .again), ("a", 9 * day + 600, .good), ("b", 14 * day, .good),
        ]
        return plan.map { ReviewEvent(id: $0.0, at: start.addingTimeInterval($0.1), rating: $0.2, fuzz: fuzz) }
    }

    func replayed(_ events: [ReviewEvent]) -> [String: ReviewCard] {
        var cards: [String: ReviewCard] = [:]
        for event in events { cards[event.id] = event.applied(to: cards[event.id] ?? ReviewCard(), by: FSRSScheduler()) }
        return cards
    }

    @Test func eachAnswerAppendsOneLineAndTheFoldReplaysTheScheduler() throws {
        let log = log()
        #expect(try log.contents().cards.isEmpty)
        for (index, event) in events().enumerated() {
            try log.append([event])
            #expect(try lines().count == index + 1)
        }
        let contents = try log.contents()
        #expect(contents.cards == replayed(events()))
        #expect(contents.eventLines == 10 && contents.badLines == 0)
        #expect(contents.cards["a"]?.phase == .review && contents.cards["a"]?.lapses == 1)
    }

    @Test func appendingNeverRewritesWhatIsThere() throws {
        let log = log()
        try log.append(Array(events().prefix(5)))
        let before = try Data(contentsOf: log.url)
        try log.append(Array(events().suffix(5)))
        let after = try Data(contentsOf: log.url)
        #expect(after.prefix(before.count) == before)
    }

    @Test func compactionKeepsTheStatesOfTheQuestionsThatRemain() throws {
        let log = log()
        try log.append(events())
        try log.append([ReviewEvent(id: "gone", at: start, rating: .good, fuzz: false)])
        let folded = try log.contents().cards
        try log.compact(keeping: ["a", "b"])
        #expect(try lines().count == 2)
        let compacted = try log.contents()
        #expect(compacted.cards == folded.filter { $0.key != "gone" })
        #expect(compacted.eventLines == 0 && !compacted.needsCompaction)
        // Answers after a compaction go on from the saved state.
        let next = ReviewEvent(id: "a", at: start.addingTimeInterval(40 * 86_400), rating: .good, fuzz: false)
        try log.append([next])
        #expect(try log.contents().cards["a"] == next.applied(to: folded["a"]!, by: FSRSScheduler()))
    }

    @Test func manyAnswersPerCardAskForCompaction() throws {
        let log = log()
        let many = (0..<300).map { ReviewEvent(id: "a", at: start.addingTimeInterval(Double($0) * 86_400), rating: .good, fuzz: false) }
        try log.append(many)
        #expect(try log.contents().needsCompaction)
        try log.append([ReviewEvent(id: "b", at: start, rating: .good, fuzz: false)])
        let folder = folder
        let collection = try ReviewCollection.load(
            questions: memoryQuestions(),
            decks: DeckStore(directory: DataDirectory(url: folder), onQuarantine: { _ in }), reviews: log)
        #expect(collection.entries.isEmpty)
        #expect(try lines().isEmpty, "no question of the bank: nothing to keep")
    }

    @Test func aDamagedLineIsSkippedThenSetAsideAndReported() throws {
        let notices = NoticeBox()
        let log = log(notices: notices)
        try log.append(Array(events().prefix(3)))
        let handle = try FileHandle(forWritingTo: log.url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"id\":\"a\",\"at\":\"yesterday\"}\nnot json at all\n".utf8))
        try handle.close()
        try log.append(Array(events().dropFirst(3)))
        let contents = try log.contents()
        #expect(contents.cards == replayed(events()))
        #expect(contents.badLines == 2 && contents.needsCompaction)
        try log.compact(keeping: ["a", "b"])
        let notice = try #require(notices.all.first)
        #expect(notice.lineCount == 2)
        let aside = try String(contentsOf: notice.movedTo, encoding: .utf8)
        #expect(aside.contains("not json at all") && aside.contains("yesterday"))
        #expect(try log.contents().cards == replayed(events()))
    }

    /// Before, each of these lines trapped `review` on every run (SIGILL):
    /// times and dues past Int64's range, or no year a calendar shows.
    @Test(arguments: [
        #"{"id":"a","at":1e300,"rating":"good","fuzz":false}"#,
        #"{"id":"a","at":-1e300,"rating":"good","fuzz":false}"#,
        #"{"id":"a","at":9.3e18,"rating":"good","fuzz":false}"#,
        #"{"id":"a","at":253402300800,"rating":"good","fuzz":false}"#,
        #"{"id":"b","card":{"phase":"review","stability":3,"difficulty":5,"due":1e300,"lastReview":1800000000,"reps":1,"lapses":0,"reviewsInReview":0}}"#,
        #"{"id":"b","card":{"phase":"review","stability":1e300,"difficulty":5,"due":1800000000,"lastReview":1800000000,"reps":1,"lapses":0,"reviewsInReview":0}}"#,
    ])
    func aLineWithFiguresNoReviewCanHaveIsSetAside(line: String) throws {
        let notices = NoticeBox()
        let log = log(notices: notices)
        try log.append(Array(events().prefix(4)))
        try FileHandle(forWritingTo: log.url).appendLine(line)
        try log.append(Array(events().dropFirst(4)))
        let contents = try log.contents()
        #expect(contents.cards == replayed(events()), "the schedule is the clean log's")
        #expect(contents.badLines == 1 && contents.needsCompaction)
        try log.compact(keeping: ["a", "b"])
        #expect(try #require(notices.all.first).lineCount == 1, "set aside with a notice")
        #expect(try log.contents().cards == replayed(events()))
    }

    /// Before, a log with every line copied 50 times moved due dates from
    /// 2027-01-13 to 2027-11-08: each copy was applied again.
    @Test func anAnswerRepeatedWithItsCardAndSecondIsAppliedOnce() throws {
        let notices = NoticeBox()
        let log = log(notices: notices)
        try log.append(events())
        let clean = try Data(contentsOf: log.url)
        let copied = String(decoding: clean, as: UTF8.self).split(separator: "\n").flatMap { Array(repeating: $0 + "\n", count: 50) }
        try Data(copied.joined().utf8).write(to: log.url)
        let contents = try log.contents()
        #expect(contents.cards == replayed(events()))
        #expect(contents.badLines == 490)
        try log.compact(keeping: ["a", "b"])
        #expect(try #require(notices.all.first).lineCount == 490)
        #expect(try log.contents().cards == replayed(events()))
    }

    @Test func aReviewNearYear9999IsNotDueInYear10000() {
        let late = DateBounds.latest.addingTimeInterval(-86_400)
        var card = ReviewCard()
        for day in 0..<8 {
            card = ReviewEvent(id: "a", at: late.addingTimeInterval(Double(day)), rating: .easy, fuzz: false).applied(
                to: card, by: FSRSScheduler())
        }
        #expect(card.due == DateBounds.latest)
    }

    @Test func fuzzIsRecordedWithTheAnswerSoTheReplayGivesTheSameDates() throws {
        let fuzzed = replayed(events(fuzz: true))
        #expect(fuzzed == replayed(events(fuzz: true)))
        let log = log()
        try log.append(events(fuzz: true))
        #expect(try log.contents().cards == fuzzed)
        // Graduated intervals of three days or more are spread; stability and difficulty are not.
        var moved = false
        var previous = ReviewCard()
        var exact = ReviewCard()
        for event in events(fuzz: true) where event.id == "a" {
            previous = event.applied(to: previous, by: FSRSScheduler())
            exact = ReviewEvent(id: "a", at: event.at, rating: event.rating, fuzz: false).applied(to: exact, by: FSRSScheduler())
            #expect(previous.stability == exact.stability && previous.difficulty == exact.difficulty)
            moved = moved || previous.due != exact.due
            previous.due = exact.due
        }
        #expect(moved)
    }

    @Test func aGamesEventsAreAtEachAnswersMomentWithItsRating() {
        func answer(_ id: String?, correct: Bool, seconds: Double, hints: [Hint] = []) -> AnswerRecord {
            AnswerRecord(
                question: "Q", options: ["a", "b"], correctAnswer: "a", chosenAnswer: correct ? "a" : nil, isCorrect: correct,
                seconds: seconds, hints: hints, questionID: id)
        }
        let game = GameRecord(
            mode: .millionaire, source: "custom", startedAt: start.addingTimeInterval(0.7), finishedAt: start.addingTimeInterval(20),
            outcome: .completed, correct: 2, total: 4,
            answers: [
                answer("x", correct: true, seconds: 4.5), answer(nil, correct: true, seconds: 2),
                answer("y", correct: false, seconds: 3), answer("z", correct: true, seconds: 30, hints: [.fiftyFifty]),
            ])
        let events = ReviewEvent.events(of: game, fuzz: true)
        #expect(events.map(\.id) == ["x", "y", "z"])
        #expect(events.map(\.rating) == [.good, .again, .hard])
        #expect(events.map(\.at) == [start.addingTimeInterval(5), start.addingTimeInterval(10), start.addingTimeInterval(20)])
        #expect(events.allSatisfy { $0.fuzz })
    }
}

/// Quarantine notices a test was told.
final class NoticeBox: Sendable {
    private let notices = Mutex<[QuarantineNotice]>([])
    func add(_ notice: QuarantineNotice) { notices.withLock { $0.append(notice) } }
    var all: [QuarantineNotice] { notices.withLock { $0 } }
}

extension FileHandle {
    /// Appends `line` and a line break, and closes the handle.
    fileprivate func appendLine(_ line: String) throws {
        try seekToEnd()
        try write(contentsOf: Data((line + "\n").utf8))
        try close()
    }
}
