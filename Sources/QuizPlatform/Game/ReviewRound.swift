/// The rules of a review game: a classic round that plays however many
/// questions the review set has, up to `count`, most recently missed first.
public struct ReviewRound: GameMode {
    public init() {}
    public var kind: ModeKind { .review }
    public var format: QuestionFormat { .choice }
    public var defaultSource: String { "review" }

    public func questions(for request: GameRequest, from source: any QuestionSource) async throws -> [Question] {
        let loaded = try await source.loadQuestions(request.query(format: format))
        guard !loaded.isEmpty else { throw SourceError.nothingToReview }
        return Array(loaded.prefix(request.count))
    }
}
