import QuizPlatform

/// Which games a history page lists: newest first (by when they finished,
/// then by when they were saved), `limit` of them after skipping `offset`.
public struct GameQuery: Sendable, Hashable {
    public var limit: Int
    public var offset: Int
    /// Only games of this mode; nil for every mode.
    public var mode: ModeKind?
    /// Whether each game comes with its answers. Lists and charts that show
    /// only scores leave them out; a party's players come either way, as
    /// `history --json` prints them.
    public var answers: Bool

    public init(limit: Int, offset: Int = 0, mode: ModeKind? = nil, answers: Bool = true) {
        self.limit = limit
        self.offset = offset
        self.mode = mode
        self.answers = answers
    }
}
