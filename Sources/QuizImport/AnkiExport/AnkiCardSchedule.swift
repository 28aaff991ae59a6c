import FoundationEssentials
import QuizPlatform

/// A card's review state as Anki's `cards` row keeps it (schema 11, with
/// FSRS's memory state as Anki 23.10 and later store it in `data`).
struct AnkiCardSchedule: Equatable {
    /// 0 new, 1 learning, 2 review, 3 relearning.
    var type: Int
    /// 0 new, 1 learning (due in epoch seconds), 2 review (due in days).
    var queue: Int
    /// The new card's position, a learning card's epoch second, a review
    /// card's day counted from the collection's creation.
    var due: Int64
    /// The interval in days (0 while new or learning).
    var interval: Int
    /// The ease factor in thousandths: Anki's starting 2500 once a card has been seen.
    var factor: Int
    var reps: Int
    var lapses: Int
    /// Learning steps left.
    var left: Int
    /// `{"s":…,"d":…,…}`: stability, difficulty, desired retention, decay, the last review's second.
    var data: String

    static let startingFactor = 2500

    /// `card` (nil: never reviewed) at `position` among the new cards, in a
    /// collection created at `created` (a UTC midnight, whole days before every due date).
    init(_ card: ReviewCard?, position: Int, created: Date, parameters: FSRSParameters = .defaults) {
        reps = card?.reps ?? 0
        lapses = card?.lapses ?? 0
        guard let card, card.phase != .new, let due = card.due else {
            (type, queue, self.due, interval, factor, left, data) = (0, 0, Int64(position), 0, 0, 0, "{}")
            return
        }
        factor = Self.startingFactor
        data = Self.memory(card, parameters)
        let dueSecond = Int64(due.timeIntervalSince1970.rounded(.down))
        switch card.phase {
        case .new, .review:
            type = 2
            queue = 2
            self.due = (dueSecond - Int64(created.timeIntervalSince1970)).floorDivided(by: 86_400)
            interval = Self.days(from: card.lastReview, to: due)
            left = 0
        case .learning:
            type = 1
            queue = 1
            self.due = dueSecond
            interval = 0
            left = max(1, parameters.learningSteps.count - (card.step ?? 0))
        case .relearning:
            type = 3
            queue = 1
            self.due = dueSecond
            // What the card will wait once relearnt: the memory model's interval, about the stability at 90 %.
            interval = max(1, Int((card.stability ?? 1).rounded()))
            left = max(1, parameters.relearningSteps.count - (card.step ?? 0))
        }
    }

    /// Whole days from the last review to the due date, at least 1.
    static func days(from start: Date?, to end: Date) -> Int {
        guard let start else { return 1 }
        return max(1, Int((end.timeIntervalSince(start) / 86_400).rounded()))
    }

    /// The memory state as Anki rounds it: stability to 4 places, difficulty to 3.
    private static func memory(_ card: ReviewCard, _ parameters: FSRSParameters) -> String {
        var members: [(String, AnkiJSON)] = []
        if let stability = card.stability, let difficulty = card.difficulty {
            members.append(("s", .double(rounded(stability, places: 4))))
            members.append(("d", .double(rounded(difficulty, places: 3))))
        }
        members.append(("dr", .double(rounded(parameters.desiredRetention, places: 2))))
        members.append(("decay", .double(rounded(parameters.weights[20], places: 3))))
        if let last = card.lastReview { members.append(("lrt", .int(Int64(last.timeIntervalSince1970.rounded(.down))))) }
        return AnkiJSON.object(members).text
    }

    static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}

extension Int64 {
    /// Division rounding toward minus infinity: a due date before the collection's creation is a day before, not day 0.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
