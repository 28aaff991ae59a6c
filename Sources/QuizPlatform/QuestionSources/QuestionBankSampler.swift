import Foundation

/// Picks a game's questions out of the bank without decoding all of them: a
/// hundred thousand questions of your own must not make a ten-question game
/// wait. The bank's index says where each question lies; only the questions
/// the order visits are decoded, until enough match.
struct QuestionBankSampler {
    let snapshot: QuestionBankSnapshot

    /// Up to `count` questions that `shape` accepts, visiting the bank in its
    /// order (sequential) or in a random order drawn from `seed`.
    func pick(count: Int, order: OrderKind, seed: UInt64?, shape: (CustomQuestion) -> Question?) throws -> [Question] {
        let entries = snapshot.index.entries
        var visiting = Array(entries.indices)
        var random = SplitMix64(seed: seed ?? UInt64.random(in: .min ... .max))
        let decoder = JSONCoding.decoder()
        var picked: [Question] = []
        for position in visiting.indices where picked.count < count {
            if order == .random {
                // A lazy Fisher–Yates shuffle: only the visited part is drawn.
                visiting.swapAt(position, Int.random(in: position..<visiting.count, using: &random))
            }
            guard let question = try snapshot.question(entries[visiting[position]], decoder: decoder) else { continue }
            if let shaped = shape(question) { picked.append(shaped) }
        }
        return picked
    }
}
