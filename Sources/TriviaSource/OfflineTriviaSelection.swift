import QuizPlatform

/// Picks questions from the built-in pack with the same filters the API applies.
///
/// With a seed the pick is reproducible (`--seed`, `--daily`); the seed is
/// derived for this purpose so other random draws of the game stay independent.
/// The pick does not depend on the language: the same seed asks the same
/// questions in English and in Russian.
struct OfflineTriviaSelection: Sendable {
    var pack: [OfflineTriviaEntry]

    struct Filters: Sendable {
        var count: Int
        var category: TriviaCategory?
        var difficulty: Difficulty?
        var type: ChoiceType?
        /// For the Millionaire ladder: only questions with exactly four options.
        var fourOptionsOnly: Bool
    }

    /// The matching entries are shuffled as positions in the pack, not as
    /// entries: the same permutation (a shuffle depends only on the count
    /// and the generator), without copying every entry of the pack twice.
    /// The sequential order takes them as the pack lists them (issue 28:
    /// the setting had no effect on the built-in questions).
    func select(_ filters: Filters, seed: UInt64?, language: Language, order: OrderKind = .random) throws(SourceError) -> [Question] {
        let matching = pack.indices.filter { matches(pack[$0], filters) }
        guard matching.count >= filters.count else {
            throw .notEnoughQuestions(available: matching.count, requested: filters.count)
        }
        var generator = seed.map { SplitMix64(seed: $0).derived("trivia.offline") } ?? SplitMix64()
        let picked = order == .sequential ? matching : matching.shuffled(using: &generator)
        return picked.prefix(filters.count).map {
            let entry = pack[$0].entry(in: language)
            return TriviaQuestionMapping.question(
                text: entry.text, correct: entry.correct, incorrect: entry.incorrect, category: entry.category,
                difficulty: entry.difficulty, language: language)
        }
    }

    private func matches(_ entry: OfflineTriviaEntry, _ filters: Filters) -> Bool {
        if let category = filters.category, entry.category.lowercased() != category.name.lowercased() { return false }
        if let difficulty = filters.difficulty, entry.difficulty != difficulty { return false }
        if let type = filters.type, entry.type != type { return false }
        if filters.fourOptionsOnly, entry.wrongCount != 3 { return false }
        return true
    }
}
