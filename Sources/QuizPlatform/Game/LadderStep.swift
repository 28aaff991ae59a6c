/// One rung of a prize ladder, as the game screen draws it.
public struct LadderStep: Sendable, Hashable {
    /// 1-based: the question that wins this prize.
    public var number: Int
    public var prize: Int
    /// Reaching it guarantees its prize even after a later wrong answer.
    public var isSafeHaven: Bool

    public init(number: Int, prize: Int, isSafeHaven: Bool) {
        self.number = number
        self.prize = prize
        self.isSafeHaven = isSafeHaven
    }
}
