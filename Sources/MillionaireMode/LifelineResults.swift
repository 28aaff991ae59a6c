import QuizPlatform

// How the Millionaire rules draw each lifeline's result (the results
// themselves are QuizPlatform values, so presenters need not know the mode).

extension FiftyFiftyResult {
    /// Two wrong options at random; never the right one.
    static func draw(for question: Question, using random: inout SplitMix64) -> FiftyFiftyResult {
        let wrong = question.options.indices.filter { $0 != question.correctIndex }
        return FiftyFiftyResult(removed: Set(wrong.shuffled(using: &random).prefix(2)))
    }
}

extension FriendAnswer {
    /// The friend either knows (and says so, 70–95 %) or guesses among the
    /// options still in play: mostly admitting it (20–45 %), sometimes with
    /// a hunch (50–65 %).
    static func draw(for question: Question, among remaining: [Int], using random: inout SplitMix64) -> FriendAnswer {
        let odds = LifelineOdds(question.difficulty)
        if Double.random(in: 0..<1, using: &random) < odds.friendKnowsRate {
            return FriendAnswer(option: question.correctIndex, confidence: 5 * Int.random(in: 14...19, using: &random), isUnsure: false)
        }
        let guess = remaining.randomElement(using: &random) ?? question.correctIndex
        if Double.random(in: 0..<1, using: &random) < LifelineOdds.friendUnsureRate {
            return FriendAnswer(option: guess, confidence: 5 * Int.random(in: 4...9, using: &random), isUnsure: true)
        }
        return FriendAnswer(option: guess, confidence: 5 * Int.random(in: 10...13, using: &random), isUnsure: false)
    }
}

extension AudienceVote {
    /// One option leads, usually the right one: it gets an even share plus a
    /// margin that shrinks as questions get harder; the others split the
    /// rest, each below the leader, in whole percents summing to 100.
    static func draw(for question: Question, among remaining: [Int], using random: inout SplitMix64) -> AudienceVote {
        let odds = LifelineOdds(question.difficulty)
        let wrong = remaining.filter { $0 != question.correctIndex }
        let rightLeads = wrong.isEmpty || Double.random(in: 0..<1, using: &random) < odds.audienceLeadRate
        let leader = rightLeads ? question.correctIndex : wrong.randomElement(using: &random)!
        let even = 100 / max(remaining.count, 1)
        let margin = Int((Double(100 - even) * Double.random(in: odds.audienceMargin, using: &random)).rounded())
        let lead = min(100, even + max(margin, 1))

        var percentages = [leader: lead]
        var left = 100 - lead
        let others = remaining.filter { $0 != leader }.shuffled(using: &random)
        for (position, option) in others.enumerated() {
            let after = others.count - position - 1
            // Leave no more than the later options can take while staying below the leader.
            let low = max(0, left - (lead - 1) * after)
            let share = after == 0 ? left : Int.random(in: low...min(lead - 1, left), using: &random)
            percentages[option] = share
            left -= share
        }
        return AudienceVote(percentages: percentages)
    }
}
