import Foundation
import QuizPlatform
import QuizStore

/// Games of every mode, with the awkward parts each mode has: fractional
/// seconds, absent fields, lifelines, a walk-away, a party's players.
enum Fixtures {
    static let start = Date(timeIntervalSinceReferenceDate: 786_000_000.123_456_7)

    static func answer(_ number: Int, correct: Bool = true, hints: [Hint] = [], timedOut: Bool = false) -> AnswerRecord {
        AnswerRecord(
            question: "Question \(number): \"quoted\", back\\slash,\nnew line and ёлка?",
            subject: number.isMultiple(of: 2) ? "Subject \(number)" : nil,
            options: ["Right \(number)", "Wrong, \"A\"", "Wrong\tB", "🎬 C"], correctAnswer: "Right \(number)",
            chosenAnswer: timedOut ? nil : (correct ? "Right \(number)" : "Wrong, \"A\""), isCorrect: correct && !timedOut,
            seconds: 1.25 + Double(number) / 3, hints: hints, questionID: number.isMultiple(of: 3) ? nil : "q\(number)",
            category: number.isMultiple(of: 2) ? "Film" : nil, difficulty: [nil, .easy, .medium, .hard][number % 4])
    }

    static func yesno(at offset: Double = 0) -> GameRecord {
        GameRecord(
            mode: .yesno, source: "movies", startedAt: start.addingTimeInterval(offset),
            finishedAt: start.addingTimeInterval(offset + 61.5),
            outcome: .completed, correct: 2, total: 3, answers: [answer(1), answer(2, correct: false), answer(3)])
    }

    static func classic(at offset: Double = 0) -> GameRecord {
        GameRecord(
            mode: .classic, source: "opentdb", startedAt: start.addingTimeInterval(offset),
            finishedAt: start.addingTimeInterval(offset + 90.25),
            outcome: .completed, correct: 1, total: 2, daily: "2026-11-22", answers: [answer(4, timedOut: true), answer(5)])
    }

    static func millionaire(at offset: Double = 0) -> GameRecord {
        GameRecord(
            mode: .millionaire, source: "yours", startedAt: start.addingTimeInterval(offset),
            finishedAt: start.addingTimeInterval(offset + 300.001), outcome: .walkedAway, correct: 2, total: 2, prize: 64_000,
            answers: [answer(6, hints: [.fiftyFifty]), answer(7, hints: [.phoneAFriend, .askTheAudience])], walkAwayHints: [.fiftyFifty])
    }

    static func review(at offset: Double = 0) -> GameRecord {
        GameRecord(
            mode: .review, source: "review", startedAt: start.addingTimeInterval(offset), finishedAt: start.addingTimeInterval(offset + 12),
            outcome: .eliminated, correct: 0, total: 1, answers: [answer(8, correct: false)], walkAwayHints: [])
    }

    static func party(at offset: Double = 0) -> GameRecord {
        let players = [
            PartyPlayerRecord(
                name: "Аня", points: 1500, correct: 2,
                answers: [
                    PartyAnswer(question: 1, chosenAnswer: "Right 9", isCorrect: true, seconds: 2.5, points: 1000),
                    PartyAnswer(question: 2, chosenAnswer: nil, isCorrect: false, seconds: 20, points: 0),
                ]),
            PartyPlayerRecord(name: "Bob", points: 0, correct: 0, answers: []),
            PartyPlayerRecord(
                name: "Cé", points: 500, correct: 1,
                answers: [PartyAnswer(question: 2, chosenAnswer: "Right 10", isCorrect: true, seconds: 7.75, points: 500)]),
        ]
        return GameRecord(
            mode: .party, source: "movies", startedAt: start.addingTimeInterval(offset), finishedAt: start.addingTimeInterval(offset + 45),
            outcome: .completed, correct: 2, total: 2, answers: [answer(9), answer(10)], players: players)
    }

    /// One game of each mode.
    static let everyMode: [GameRecord] = [yesno(), classic(), millionaire(), review(), party()]

    static func question(_ text: String, pack: String? = nil) -> CustomQuestion {
        CustomQuestion(
            entry: PackEntry(text: text, correct: "yes", incorrect: ["no", "maybe \"so\""], category: "Test", difficulty: .medium),
            createdAt: start, pack: pack)
    }
}

/// A fresh private folder under /tmp, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        var base = NSTemporaryDirectory()
        while base.hasSuffix("/") { base.removeLast() }
        var template = Array((base + "/quizstore-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}

/// Runs `body` on a thread of its own, so a blocking wait (a lock, SQLite's
/// busy timeout) never holds one of Swift concurrency's few threads.
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try body() })
        }
        thread.start()
    }
}
