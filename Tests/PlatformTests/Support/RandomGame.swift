import Foundation

@testable import QuizPlatform

/// Random games whose strings hold what encoders must escape and readers
/// must unescape: quotes, backslashes, slashes, control characters,
/// Cyrillic, emoji and combining marks.
enum RandomGame {
    private static let pieces: [String] = [
        "a", "Z", "7", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1F}",
        "\u{7F}", "Ж", "ё", "Я", "€", "😀", "👍🏽", "e\u{301}", "\u{2028}", "\u{FFFD}", "</", "\\u0041",
        "Which planet", "Кто написал",
    ]
    private static let seconds: [Double] = [0, 0.1, 2.4, 1e-7, 123456.789, 5.1, 21.9, 0.30000000000000004, 30, 1e-3]

    /// With `extras`, some games also have lifelines on a walk-away and a
    /// party's players (without, the sequence of games is as it always was).
    static func make(_ random: inout SplitMix64, answers: ClosedRange<Int> = 0...4, extras: Bool = false) -> GameRecord {
        func text(_ length: ClosedRange<Int> = 0...12) -> String {
            (0..<Int.random(in: length, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &random) ? make() : nil }
        let started = Date(timeIntervalSince1970: Double(Int.random(in: -2_208_988_800...4_102_444_800, using: &random)))
        let records = (0..<Int.random(in: answers, using: &random)).map { _ in
            AnswerRecord(
                question: text(1...20), subject: maybe { text() },
                options: (0..<Int.random(in: 0...4, using: &random)).map { _ in text() },
                correctAnswer: text(), chosenAnswer: maybe { text() }, isCorrect: Bool.random(using: &random),
                seconds: Bool.random(using: &random)
                    ? seconds.randomElement(using: &random)! : Double.random(in: 0..<100, using: &random),
                hints: Hint.allCases.filter { _ in Bool.random(using: &random) },
                questionID: maybe { text() }, category: maybe { text() },
                difficulty: maybe { Difficulty.allCases.randomElement(using: &random)! })
        }
        var game = GameRecord(
            id: UUID(uuid: withUnsafeBytes(of: (random.next(), random.next())) { $0.load(as: uuid_t.self) }),
            mode: ModeKind.allCases.randomElement(using: &random)!, source: text(),
            startedAt: started, finishedAt: started.addingTimeInterval(Double(Int.random(in: 0...100_000, using: &random))),
            outcome: [Outcome.completed, .eliminated, .walkedAway].randomElement(using: &random)!,
            correct: Int.random(in: -5...1_000_000, using: &random), total: Int.random(in: 0...100, using: &random),
            prize: Int.random(in: 0...1_000_000, using: &random), daily: maybe { text() }, answers: records)
        guard extras else { return game }
        game.walkAwayHints = maybe { Hint.allCases.filter { _ in Bool.random(using: &random) } }
        game.players = maybe {
            (0..<Int.random(in: 1...4, using: &random)).map { _ in
                PartyPlayerRecord(
                    name: text(1...6), points: Int.random(in: -500...5_000, using: &random),
                    correct: Int.random(in: 0...20, using: &random),
                    answers: (0..<Int.random(in: 0...3, using: &random)).map { _ in
                        PartyAnswer(
                            question: Int.random(in: 1...20, using: &random), chosenAnswer: maybe { text() },
                            isCorrect: Bool.random(using: &random), seconds: Double.random(in: 0..<30, using: &random),
                            points: Int.random(in: -100...300, using: &random))
                    })
            }
        }
        return game
    }
}
