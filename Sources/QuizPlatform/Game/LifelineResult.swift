/// 50:50: the two wrong options taken away.
public struct FiftyFiftyResult: Sendable, Hashable {
    public var removed: Set<Int>

    public init(removed: Set<Int>) { self.removed = removed }
}

/// Phone a friend: the option the friend names and how sure they are.
public struct FriendAnswer: Sendable, Hashable {
    /// The option named; when unsure, the one the friend leans to.
    public var option: Int
    /// Percent, as the friend says it.
    public var confidence: Int
    public var isUnsure: Bool

    public init(option: Int, confidence: Int, isUnsure: Bool) {
        self.option = option
        self.confidence = confidence
        self.isUnsure = isUnsure
    }
}

/// Ask the audience: the share of votes for each option still in play.
public struct AudienceVote: Sendable, Hashable {
    /// Option index → percent; only the remaining options, summing to 100.
    public var percentages: [Int: Int]

    public init(percentages: [Int: Int]) { self.percentages = percentages }

    /// The option with the most votes (always a single one in a drawn vote).
    public var leader: Int? {
        percentages.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }
}

/// What a lifeline told the player. A core value, so a presenter draws it
/// without knowing which mode drew it.
public enum LifelineResult: Sendable, Hashable {
    case fiftyFifty(FiftyFiftyResult)
    case phoneAFriend(FriendAnswer)
    case askTheAudience(AudienceVote)

    public var hint: Hint {
        switch self {
        case .fiftyFifty: .fiftyFifty
        case .phoneAFriend: .phoneAFriend
        case .askTheAudience: .askTheAudience
        }
    }
}

/// A lifeline used, as the facade reports it to whoever watches.
public struct LifelineEvent: Sendable, Hashable {
    /// 0-based index of the question it was used on.
    public var questionIndex: Int
    public var result: LifelineResult

    public init(questionIndex: Int, result: LifelineResult) {
        self.questionIndex = questionIndex
        self.result = result
    }
}

/// The lifelines of one game in progress, as a mode that offers them hands
/// them out (`GameMode.hintUsage(for:)`): presenters use them by name and
/// draw the result, never knowing the mode's type.
@MainActor
public protocol HintUsage {
    /// Uses a lifeline on the current question, or says why it cannot be used.
    func use(_ hint: Hint) throws(LifelineError) -> LifelineResult
}
