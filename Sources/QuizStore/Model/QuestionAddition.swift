import QuizPlatform

/// What adding questions did: those saved, and those skipped as repeats of a
/// saved question (or of an earlier one in the same batch) or whose id is
/// taken.
public struct QuestionAddition: Sendable, Hashable {
    public var added: [CustomQuestion]
    public var repeats: [CustomQuestion]

    public init(added: [CustomQuestion] = [], repeats: [CustomQuestion] = []) {
        self.added = added
        self.repeats = repeats
    }
}
