/// How a game orders its questions (the Strategy pattern, the `order` setting).
public enum QuestionOrderStrategy: Sendable, Hashable {
    /// As the source gives them, every game the same.
    case sequential
    /// Shuffled anew each game; reproducible with a seeded generator.
    case random

    /// The first `count` questions in this order.
    public func arrange(_ questions: [Question], count: Int, using random: inout SplitMix64) -> [Question] {
        switch self {
        case .sequential: Array(questions.prefix(count))
        case .random: Array(questions.shuffled(using: &random).prefix(count))
        }
    }
}

extension OrderKind {
    public var strategy: QuestionOrderStrategy {
        switch self {
        case .sequential: .sequential
        case .random: .random
        }
    }
}
