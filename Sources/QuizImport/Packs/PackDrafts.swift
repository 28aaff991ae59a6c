import QuizPlatform

/// What a pack file holds that quizctl can play, checked by the builder's
/// rules, and how many of its questions were of kinds no mode plays.
public struct PackDrafts: Sendable, Hashable {
    public var entries: [PackEntry]
    public var unplayable: [UnplayableKind: Int]
}
