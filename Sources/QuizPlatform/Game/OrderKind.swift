/// How a game orders its questions (the Strategy pattern): the `order`
/// setting and `--order`, stored and accepted as `random` or `sequential`.
public enum OrderKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Shuffled anew each game; reproducible with a seeded generator.
    case random
    /// As the source gives them, every game the same.
    case sequential

    /// The first `count` questions in this order.
    public func arrange(_ questions: [Question], count: Int, using random: inout SplitMix64) -> [Question] {
        switch self {
        case .sequential: Array(questions.prefix(count))
        case .random: Array(questions.shuffled(using: &random).prefix(count))
        }
    }
}
