/// The rules of a review game: a classic round that plays the cards the
/// source has, up to `count`: every card due now (`DueCardsSource`) unless a count is asked, or with
/// `--mistakes` the questions you got wrong, most recently missed first (10 unless asked; the next game goes on).
public struct ReviewRound: GameMode {
    public init() {}
    public var kind: ModeKind { .review }
    public var format: QuestionFormat { .choice }
    public var defaultSource: String { "review" }

    public nonisolated(nonsending) func questions(for request: GameRequest, from source: any QuestionSource) async throws -> [Question] {
        let loaded = try await source.loadQuestions(request.query(format: format))
        guard !loaded.isEmpty else { throw SourceError.nothingToReview() }
        return Array(loaded.prefix(request.count))
    }
}
