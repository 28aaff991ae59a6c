import QuizPlatform

extension MillionaireLadder {
    /// Questions per difficulty tier: 1–5, 6–10, 11–15.
    public static let tierSize = 5

    /// The difficulty of each tier, shifted by the game-difficulty setting as
    /// the seed's `gameMode` asks:
    ///
    /// | setting       | questions 1–5 | 6–10   | 11–15  |
    /// |---------------|---------------|--------|--------|
    /// | easy          | easy          | easy   | medium |
    /// | medium, any   | easy          | medium | hard   |
    /// | hard          | medium        | hard   | hard   |
    public var tiers: [Difficulty] {
        switch difficulty {
        case .easy: [.easy, .easy, .medium]
        case .any, .medium: [.easy, .medium, .hard]
        case .hard: [.medium, .hard, .hard]
        }
    }

    /// The difficulty the ladder asks for at a 1-based step.
    public func difficulty(forStep step: Int) -> Difficulty {
        precondition((1...Self.stepCount).contains(step), "a question step is 1...\(Self.stepCount)")
        return tiers[(step - 1) / Self.tierSize]
    }

    /// Asks the source for five questions per tier at the tier's difficulty
    /// (once per difficulty, so two hard tiers never compete for the same
    /// questions); tiers the source cannot fill (too few questions, or it
    /// does not know difficulty) are filled from one query without
    /// difficulty, the nearest difficulty first, never repeating a question.
    /// Within a tier the request's order strategy decides.
    public nonisolated(nonsending) func questions(for request: GameRequest, from source: any QuestionSource) async throws -> [Question] {
        var random = request.random.derived("order")
        var seen = Set<String>()
        var byDifficulty: [Difficulty: [Question]] = [:]
        for difficulty in Difficulty.allCases where tiers.contains(difficulty) {
            let wanted = Self.tierSize * tiers.count { $0 == difficulty }
            let loaded = try await fourOptionQuestions(
                request.query(format: format, count: wanted, difficulty: .some(difficulty)), from: source
            )
            let fitting = unseen(loaded.filter { $0.difficulty == difficulty }, excluding: seen)
            let picked = request.order.arrange(fitting, count: wanted, using: &random)
            seen.formUnion(picked.map(\.id))
            byDifficulty[difficulty] = picked
        }
        var ladder: [[Question]] = []
        for tier in tiers {
            let available = byDifficulty[tier, default: []]
            ladder.append(Array(available.prefix(Self.tierSize)))
            byDifficulty[tier] = Array(available.dropFirst(Self.tierSize))
        }
        if ladder.contains(where: { $0.count < Self.tierSize }) {
            let loaded = try await anyDifficulty(Self.stepCount + seen.count, for: request, from: source)
            let fresh = unseen(loaded, excluding: seen)
            var spare = request.order.arrange(fresh, count: fresh.count, using: &random)
            for index in ladder.indices {
                let missing = Self.tierSize - ladder[index].count
                ladder[index] += takeNearest(tiers[index], count: missing, from: &spare)
            }
        }
        let questions = ladder.flatMap { $0 }
        guard questions.count == Self.stepCount else {
            throw SourceError.notEnoughQuestions(available: questions.count, requested: Self.stepCount)
        }
        return questions
    }

    /// The source's four-option questions; "not enough" is not an error
    /// here, since another query may still fill the tier.
    private nonisolated(nonsending) func fourOptionQuestions(_ query: QuestionQuery, from source: any QuestionSource) async throws
        -> [Question]
    {
        do {
            return try await source.loadQuestions(query).filter { $0.options.count == 4 }
        } catch SourceError.notEnoughQuestions {
            return []
        }
    }

    /// Up to `count` questions of any difficulty; a source that refuses a
    /// count it cannot fill but says how many it has is asked for those.
    private nonisolated(nonsending) func anyDifficulty(_ count: Int, for request: GameRequest, from source: any QuestionSource) async throws
        -> [Question]
    {
        let query = request.query(format: format, count: count, difficulty: .some(nil))
        do {
            return try await source.loadQuestions(query).filter { $0.options.count == 4 }
        } catch let SourceError.notEnoughQuestions(available, _) where (1..<count).contains(available) {
            return try await fourOptionQuestions(request.query(format: format, count: available, difficulty: .some(nil)), from: source)
        }
    }

    private func unseen(_ questions: [Question], excluding seen: Set<String>) -> [Question] {
        var seen = seen
        return questions.filter { seen.insert($0.id).inserted }
    }

    /// Takes `count` questions closest in difficulty to `tier` (unknown
    /// difficulty counts as medium), keeping the given order among equals.
    private func takeNearest(_ tier: Difficulty, count: Int, from spare: inout [Question]) -> [Question] {
        guard count > 0 else { return [] }
        let ranked = spare.indices.sorted { lhs, rhs in
            let left = distance(spare[lhs].difficulty, tier)
            let right = distance(spare[rhs].difficulty, tier)
            return left != right ? left < right : lhs < rhs
        }
        let taken = Set(ranked.prefix(count))
        let picked = ranked.prefix(count).map { spare[$0] }
        spare = spare.indices.filter { !taken.contains($0) }.map { spare[$0] }
        return picked
    }

    private func distance(_ difficulty: Difficulty?, _ tier: Difficulty) -> Int {
        let rank = { (level: Difficulty) in Difficulty.allCases.firstIndex(of: level)! }
        return abs(rank(difficulty ?? .medium) - rank(tier))
    }
}
