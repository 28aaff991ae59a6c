import FoundationEssentials

/// Why the review of your own questions has nothing to ask now.
public enum ReviewShortfall: Sendable, Hashable {
    /// You have no questions of your own yet.
    case noQuestions
    /// None is due now; `next` is when the next card falls due (nil: none will).
    case nothingDue(next: Date?)
}
