/// The rules of a review game: a classic round that plays every card the
/// source has, up to `count`: the cards due now (`DueCardsSource`), or with
/// `--mistakes` the questions you got wrong, most recently missed first.
public struct ReviewRound: GameMode {
    public init() {}
    public var kind: ModeKind { .review }
    public var format: QuestionFormat { .choice }
    public var defaultSource: String { "review" }
    /// Every card due, however many; a thousand is a long session already.
    public var defaultCount: Int { 1_000 }

    public func questions(for request: GameRequest, from source: any QuestionSource) async throws -> [Question] {
        let loaded = try await source.loadQuestions(request.query(format: format))
        guard !loaded.isEmpty else { throw SourceError.failed(Strings.nothingToReview) }
        return Array(loaded.prefix(request.count))
    }
}
