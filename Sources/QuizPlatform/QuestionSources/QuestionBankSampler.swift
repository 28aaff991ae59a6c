import FoundationEssentials

/// Picks a game's questions out of yours without reading all of them: a
/// hundred thousand questions of your own must not make a ten-question
/// game wait. Only the questions the order visits are read, a few at a
/// time, until enough match.
struct QuestionBankSampler {
    let questions: CustomQuestions

    /// Up to `count` questions that `shape` accepts, visiting the bank in its
    /// order (sequential) or in a random order drawn from `seed`.
    func pick(count: Int, order: OrderKind, seed: UInt64?, shape: (CustomQuestion) -> Question?) throws -> [Question] {
        var picked: [Question] = []
        try questions.sample { total, read in
            // A lazy Fisher–Yates shuffle: only the visited part is drawn, and
            // only the swapped positions are remembered, so a ten-question game
            // holds a few entries of a million-question bank.
            var swapped: [Int: Int] = [:]
            var random = SplitMix64(seed: seed ?? UInt64.random(in: .min ... .max))
            var position = 0
            while position < total, picked.count < count {
                // Twice what is missing, read at once: a filter may leave some out.
                let end = min(total, position + max(8, 2 * (count - picked.count)))
                var visited: [Int] = []
                for next in position..<end {
                    var drawn = swapped[next] ?? next
                    if order == .random {
                        let other = Int.random(in: next..<total, using: &random)
                        let there = swapped[other] ?? other
                        swapped[other] = drawn
                        drawn = there
                    }
                    visited.append(drawn)
                }
                position = end
                for question in try read(visited) where picked.count < count {
                    if let shaped = shape(question) { picked.append(shaped) }
                }
            }
        }
        return picked
    }
}
