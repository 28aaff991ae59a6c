import FoundationEssentials
import QuizPlatform

/// One review as Anki's `revlog` keeps it, made by replaying the log
/// through the scheduler: the intervals before and after, the difficulty
/// Anki's FSRS writes in place of an ease, and the kind of review.
struct AnkiRevlogRow: Equatable {
    /// The review's time in milliseconds (made unique by the caller).
    var id: Int64
    var cardID: Int64
    /// The grade, 1 (Again) to 4 (Easy).
    var ease: Int
    /// Days, or minus the seconds of a learning step.
    var interval: Int
    var lastInterval: Int
    /// Difficulty as Anki's FSRS logs it: (D − 1) / 9 + 0.1, in thousandths.
    var factor: Int
    /// 0 learning, 1 review, 2 relearning.
    var kind: Int

    /// The row of `event`, which took `card` from `before` to `after`.
    init(event: ReviewEvent, cardID: Int64, before: ReviewCard, after: ReviewCard) {
        id = Int64(event.at.timeIntervalSince1970.rounded(.down)) * 1000
        self.cardID = cardID
        ease = event.rating.rawValue
        interval = Self.interval(of: after)
        lastInterval = Self.interval(of: before)
        factor = after.difficulty.map { Int((((($0 - 1) / 9) + 0.1) * 1000).rounded()) } ?? 0
        switch before.phase {
        case .new, .learning: kind = 0
        case .review: kind = 1
        case .relearning: kind = 2
        }
    }

    /// A state's wait as the log writes it: days in review, minus seconds in a step, 0 when new.
    static func interval(of card: ReviewCard) -> Int {
        guard card.phase != .new, let due = card.due, let last = card.lastReview else { return 0 }
        if card.phase == .review { return AnkiCardSchedule.days(from: last, to: due) }
        return -max(1, Int(due.timeIntervalSince(last).rounded()))
    }

    /// The rows of `events` for the cards `ids` names (by question id), in
    /// the log's order, each card's state replayed from new with `scheduler`.
    static func rows(of events: [ReviewEvent], ids: [String: Int64], scheduler: FSRSScheduler = FSRSScheduler()) -> [AnkiRevlogRow] {
        var states: [String: ReviewCard] = [:]
        var taken: Set<Int64> = []
        var rows: [AnkiRevlogRow] = []
        for event in events {
            guard let cardID = ids[event.id] else { continue }
            let before = states[event.id] ?? ReviewCard()
            let after = event.applied(to: before, by: scheduler)
            states[event.id] = after
            var row = AnkiRevlogRow(event: event, cardID: cardID, before: before, after: after)
            // Two cards reviewed in one second: the later one a millisecond on.
            while !taken.insert(row.id).inserted { row.id += 1 }
            rows.append(row)
        }
        return rows
    }
}
