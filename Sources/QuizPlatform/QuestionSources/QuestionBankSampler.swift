import FoundationEssentials

/// Picks a game's questions out of the bank without decoding all of them: a
/// hundred thousand questions of your own must not make a ten-question game
/// wait. The bank's index says where each question lies; only the questions
/// the order visits are decoded, until enough match.
struct QuestionBankSampler {
    let snapshot: QuestionBankSnapshot

    /// Up to `count` questions that `shape` accepts, visiting the bank in its
    /// order (sequential) or in a random order drawn from `seed`.
    func pick(count: Int, order: OrderKind, seed: UInt64?, shape: (CustomQuestion) -> Question?) throws -> [Question] {
        let total = snapshot.index.count
        // A lazy Fisher–Yates shuffle: only the visited part is drawn, and
        // only the swapped positions are remembered, so a ten-question game
        // holds a few entries of a million-question bank.
        var swapped: [Int: Int] = [:]
        var random = SplitMix64(seed: seed ?? UInt64.random(in: .min ... .max))
        let decoder = JSONCoding.decoder()
        var picked: [Question] = []
        for position in 0..<total where picked.count < count {
            var visited = swapped[position] ?? position
            if order == .random {
                let other = Int.random(in: position..<total, using: &random)
                let drawn = swapped[other] ?? other
                swapped[other] = visited
                visited = drawn
            }
            guard let question = try snapshot.question(try snapshot.index.entry(at: visited), decoder: decoder) else { continue }
            if let shaped = shape(question) { picked.append(shaped) }
        }
        return picked
    }
}
