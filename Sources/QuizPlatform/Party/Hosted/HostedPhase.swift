import FoundationEssentials

/// Where a hosted game is: players joining, a question open, its answer
/// shown, or over.
public enum HostedPhase: Sendable, Hashable {
    case lobby
    /// Question `index` (from 0) is open for answers since `shownAt`.
    case asking(index: Int, shownAt: Date)
    /// Question `index` is closed and its answer shown.
    case revealed(index: Int)
    case over
}
