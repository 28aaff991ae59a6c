/// Your questions mixed with the built-in ones (`--source mix`, or
/// `mix:NAME` for one imported pack): half of a game from each when both
/// have enough, and whatever one lacks taken from the other, so a few
/// questions of your own still make a full game, a Millionaire ladder
/// included.
///
/// The built-in half never touches the network: it is the built-in data of
/// the first source that feeds the game's shape (the offline trivia pack for
/// choice questions, the film list for yes/no).
public struct MixSource: QuestionSource {
    public static let allName = "mix"
    public static let packPrefix = "mix:"

    private let yours: CustomQuestionSource
    private let builtIn: [any QuestionSource]

    /// - Parameters:
    ///   - yours: your questions, all of them or one pack's.
    ///   - builtIn: the built-in sources, the one preferred for a shape first.
    public init(yours: CustomQuestionSource, builtIn: [any QuestionSource]) {
        self.yours = yours
        self.builtIn = builtIn
    }

    /// The mix of the questions a `custom` or `custom:NAME` source plays.
    public static func name(mixing yoursName: String) -> String {
        yoursName.hasPrefix(CustomQuestionSource.packPrefix)
            ? packPrefix + yoursName.dropFirst(CustomQuestionSource.packPrefix.count) : allName
    }

    public var name: String { yours.pack.map { Self.packPrefix + $0 } ?? Self.allName }
    public var summary: LocalizedText { Strings.mixSourceSummary }
    public var formats: Set<QuestionFormat> { builtIn.reduce(into: []) { $0.formUnion($1.formats) } }

    /// Yours first, then the built-in ones; the game's order strategy mixes
    /// them. Yours of no stated difficulty take the one asked for, so a
    /// ladder that asks tier by tier takes them rather than leaving them out.
    public nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        let mine = try await yours.loadQuestions(query).map { question in
            var stated = question
            stated.difficulty = question.difficulty ?? query.difficulty
            return stated
        }
        var offline = query
        offline.offline = true
        let theirs = try await builtInQuestions(offline)
        let half = (query.count + 1) / 2
        let taken = min(mine.count, max(half, query.count - theirs.count))
        let picked = Array(mine.prefix(taken)) + theirs.prefix(query.count - taken)
        guard !picked.isEmpty else { throw SourceError.notEnoughQuestions(available: 0, requested: query.count) }
        return picked
    }

    /// Up to `query.count` built-in questions: a source that has fewer is
    /// asked for the ones it has.
    private nonisolated(nonsending) func builtInQuestions(_ query: QuestionQuery) async throws -> [Question] {
        guard let source = builtIn.first(where: { $0.formats.contains(query.format) }) else { return [] }
        do {
            return try await source.loadQuestions(query)
        } catch SourceError.notEnoughQuestions(let available, _) where available > 0 && available < query.count {
            var fewer = query
            fewer.count = available
            return try await source.loadQuestions(fewer)
        } catch SourceError.notEnoughQuestions {
            return []
        }
    }

    public func status(offline: Bool) async -> SourceStatus {
        await yours.status(offline: offline)
    }
}
