/// The questions you still have to learn, worked out from the history.
///
/// A question is in the set once you have answered it wrong in any game, and
/// leaves it once your last two answers to it, in later games, review games
/// included, are both right. Answers are matched by question identity
/// (`questionID`), so the same question from any source or mode counts.
public struct ReviewSet: Sendable {
    /// Most recently missed first.
    public let questions: [Question]

    /// - Parameter games: the history, oldest first (`HistoryLog.all()`).
    public init(games: [GameRecord]) {
        var tracks: [String: Track] = [:]
        var position = 0
        // A party's answers are several players', none of them yours to learn.
        for game in games where game.players == nil {
            for answer in game.answers {
                position += 1
                tracks[Self.key(of: answer), default: Track()].add(answer, at: position)
            }
        }
        questions = tracks.values
            .filter(\.needsReview)
            .sorted { $0.lastMissed > $1.lastMissed }
            .compactMap { $0.latest.flatMap(Self.question) }
    }

    /// The question's identity; for records written without one, the same
    /// digest the rebuilt question gets, so its later answers match it.
    static func key(of answer: AnswerRecord) -> String {
        answer.questionID ?? Question.contentID(text: answer.question, subject: answer.subject, correct: answer.correctAnswer)
    }

    /// The question as it was asked, right option marked; nil when the record
    /// does not hold its right answer among the options.
    static func question(from answer: AnswerRecord) -> Question? {
        guard let correctIndex = answer.options.firstIndex(of: answer.correctAnswer) else { return nil }
        return Question(
            id: key(of: answer), text: answer.question, options: answer.options, correctIndex: correctIndex,
            subject: answer.subject, category: answer.category, difficulty: answer.difficulty
        )
    }

    /// Everything the history says about one question.
    private struct Track {
        var everMissed = false
        /// The order of the last wrong answer across the history.
        var lastMissed = 0
        var lastTwo: [Bool] = []
        var latest: AnswerRecord?

        mutating func add(_ answer: AnswerRecord, at position: Int) {
            if !answer.isCorrect {
                everMissed = true
                lastMissed = position
            }
            lastTwo = Array((lastTwo + [answer.isCorrect]).suffix(2))
            latest = answer
        }

        var needsReview: Bool { everMissed && lastTwo != [true, true] }
    }
}
