import FoundationEssentials

/// The FSRS-6 scheduler: a card and a grade in, the card's next state out.
///
/// New and learning cards go through the learning steps (1 and 10 minutes
/// by default), then are scheduled in days by the memory model; a card
/// forgotten in review goes through the relearning steps and back. Pure:
/// the same card, grade and time give the same result, fuzz included,
/// since the fuzz is drawn from a seed the caller derives from the card and
/// the review time.
public struct FSRSScheduler: Sendable {
    public let parameters: FSRSParameters
    private let memory: FSRSMemory

    public init(parameters: FSRSParameters = .defaults) {
        self.parameters = parameters
        memory = FSRSMemory(parameters: parameters)
    }

    /// The card after a review graded `rating` at `date`. With `fuzzSeed`,
    /// an interval of three days or more is spread a little (see
    /// `IntervalFuzz`), so cards learnt together do not stay due together;
    /// with `balancing` too, the day within that spread is the one the
    /// `LoadBalancer` picks from the cards already due. Without a seed the
    /// interval is the model's own (the reference vectors'), balanced or not.
    public func review(
        _ card: ReviewCard, rating: ReviewRating, at date: Date, fuzzSeed: UInt64? = nil, balancing: LoadBalancer? = nil
    ) -> ReviewCard {
        var next = card
        let elapsedDays = card.lastReview.map { Self.wholeDays(from: $0, to: date) }
        updateMemory(&next, rating: rating, elapsedDays: elapsedDays, at: date)
        let wait = schedule(&next, rating: rating)
        var seconds: TimeInterval
        switch wait {
        case .steps(let interval): seconds = interval
        case .days(var days):
            if let fuzzSeed {
                let fuzz = IntervalFuzz(maximumInterval: parameters.maximumInterval)
                days =
                    balancing?.pick(fuzz.range(for: days), interval: days, reviewedAt: date, seed: fuzzSeed)
                    ?? fuzz.fuzzed(days, seed: fuzzSeed)
            }
            seconds = TimeInterval(days) * 86_400
        }
        if card.phase == .review {
            next.reviewsInReview += 1
            if rating == .again { next.lapses += 1 }
        }
        next.reps += 1
        next.firstReview = card.firstReview ?? date
        next.lastReview = date
        // A review near year 9999 is not due in year 10000.
        next.due = DateBounds.clamped(date.addingTimeInterval(seconds))
        return next
    }

    /// Full days between two reviews, rounded down (a review 23 hours later
    /// is "the same day" to the model).
    static func wholeDays(from start: Date, to end: Date) -> Int {
        Int((end.timeIntervalSince(start) / 86_400).rounded(.down))
    }

    /// Stability and difficulty after the review.
    private func updateMemory(_ card: inout ReviewCard, rating: ReviewRating, elapsedDays: Int?, at date: Date) {
        guard let stability = card.stability, let difficulty = card.difficulty else {
            card.stability = memory.initialStability(rating)
            card.difficulty = memory.initialDifficulty(rating)
            return
        }
        if let elapsedDays, elapsedDays < 1 {
            card.stability = memory.shortTermStability(stability, rating)
        } else {
            let recall = memory.retrievability(elapsedDays: elapsedDays ?? 0, stability: stability)
            card.stability = memory.nextStability(difficulty: difficulty, stability: stability, retrievability: recall, rating: rating)
        }
        card.difficulty = memory.nextDifficulty(difficulty, rating)
    }

    private enum Wait {
        case steps(TimeInterval)
        case days(Int)
    }

    /// Moves the card between phases and says how long until it is due.
    private func schedule(_ card: inout ReviewCard, rating: ReviewRating) -> Wait {
        switch card.phase {
        case .new, .learning:
            return stepThrough(parameters.learningSteps, phase: .learning, card: &card, rating: rating)
        case .relearning:
            return stepThrough(parameters.relearningSteps, phase: .relearning, card: &card, rating: rating)
        case .review:
            guard rating == .again, let first = parameters.relearningSteps.first else { return graduate(&card) }
            card.phase = .relearning
            card.step = 0
            return .steps(first)
        }
    }

    /// The (re)learning steps: Again starts them over, Hard waits again at
    /// the same step (between the first two when on the first), Good moves
    /// to the next step or graduates after the last, Easy graduates at once.
    private func stepThrough(_ steps: [TimeInterval], phase: ReviewPhase, card: inout ReviewCard, rating: ReviewRating) -> Wait {
        let step = card.step ?? 0
        // A card past the last step (the steps were shortened) graduates unless forgotten.
        if steps.isEmpty || (step >= steps.count && rating != .again) { return graduate(&card) }
        card.phase = phase
        switch rating {
        case .again:
            card.step = 0
            return .steps(steps[0])
        case .hard:
            card.step = step
            if step == 0 { return .steps(steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2) }
            return .steps(steps[step])
        case .good:
            guard step + 1 < steps.count else { return graduate(&card) }
            card.step = step + 1
            return .steps(steps[step + 1])
        case .easy:
            return graduate(&card)
        }
    }

    private func graduate(_ card: inout ReviewCard) -> Wait {
        card.phase = .review
        card.step = nil
        return .days(memory.interval(stability: card.stability ?? FSRSMemory.minimumStability))
    }
}
