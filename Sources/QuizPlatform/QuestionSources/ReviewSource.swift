/// `quizctl play review --mistakes` (the source `mistakes`): the questions
/// you answered wrong in past games,
/// most recently missed first, until you get each right twice in a row.
///
/// Filters (category, difficulty) do not apply: the set is your mistakes,
/// whatever they were about.
public struct ReviewSource: QuestionSource {
    private let games: @Sendable () throws -> [GameRecord]

    /// The set worked out from `games`: every finished game, oldest first.
    public init(games: @escaping @Sendable () throws -> [GameRecord]) { self.games = games }

    public static let name = "mistakes"
    public var name: String { Self.name }
    public var summary: LocalizedText { Strings.reviewSourceSummary }
    public var formats: Set<QuestionFormat> { [.yesNo, .choice, .fourOptions] }

    /// Up to `query.count` questions of the set that fit the shape; fewer when
    /// that is all there is (`ReviewRound` plays them).
    public nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        let questions = try ReviewSet(games: games()).questions.compactMap { $0.shaped(as: query.format) }
        guard !questions.isEmpty else { throw SourceError.nothingToReview() }
        return Array(questions.prefix(query.count))
    }

    public func status(offline: Bool) async -> SourceStatus {
        guard let set = try? ReviewSet(games: games()) else { return SourceStatus(reachable: false) }
        return SourceStatus(reachable: true, details: [Strings.reviewCount(set.questions.count)])
    }
}
