import QuizPlatform

/// Picks questions from the built-in pack with the same filters the API applies.
///
/// With a seed the pick is reproducible (`--seed`, `--daily`); the seed is
/// derived for this purpose so other random draws of the game stay independent.
struct OfflineTriviaSelection: Sendable {
    var pack: [PackEntry]

    struct Filters: Sendable {
        var count: Int
        var category: TriviaCategory?
        var difficulty: Difficulty?
        var type: ChoiceType?
        /// For the Millionaire ladder: only questions with exactly four options.
        var fourOptionsOnly: Bool
    }

    func select(_ filters: Filters, seed: UInt64?) throws(SourceError) -> [Question] {
        let matching = pack.filter { matches($0, filters) }
        guard matching.count >= filters.count else {
            throw .notEnoughQuestions(available: matching.count, requested: filters.count)
        }
        var generator = seed.map { SplitMix64(seed: $0).derived("trivia.offline") } ?? SplitMix64()
        return matching.shuffled(using: &generator).prefix(filters.count).map {
            TriviaQuestionMapping.question(
                text: $0.text, correct: $0.correct, incorrect: $0.incorrect, category: $0.category, difficulty: $0.difficulty)
        }
    }

    private func matches(_ entry: PackEntry, _ filters: Filters) -> Bool {
        if let category = filters.category, entry.category?.lowercased() != category.name.lowercased() { return false }
        if let difficulty = filters.difficulty, entry.difficulty != difficulty { return false }
        if let type = filters.type, TriviaQuestionMapping.type(of: entry) != type { return false }
        if filters.fourOptionsOnly, entry.incorrect.count != 3 { return false }
        return true
    }
}
