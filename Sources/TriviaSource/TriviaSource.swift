import FactBank
import FoundationEssentials
import QuizPlatform

/// Questions from Open Trivia DB (opentdb.com), or from the built-in offline
/// pack when the game is offline: `--source trivia`, the default of classic
/// rounds and the Millionaire ladder.
public struct TriviaSource: QuestionSource {
    public let name = "trivia"
    public let formats: Set<QuestionFormat> = [.yesNo, .choice, .fourOptions]
    public var summary: LocalizedText { Strings.triviaSummary }

    /// How long `status` waits for the server: `quizctl sources` should not hang.
    static let statusTimeout: TimeInterval = 3

    private let client: OpenTriviaClient
    private let fetcher: TriviaQuestionFetcher
    private let offlinePack: OfflineTriviaSelection
    private let askedQuestionIDs: @Sendable (_ prefix: String, _ among: [String]) -> Set<String>

    /// - Parameters:
    ///   - client: the server (the CLI passes `QUIZCTL_OPENTDB_URL` and the environment's HTTP client).
    ///   - offlinePack: the written questions `--offline` plays.
    ///   - bank: the generated questions `--offline` plays beside them (`FactBank.questions`; tests pass fewer or none).
    ///   - askedQuestionIDs: which questions the player's history has asked, which an offline game
    ///     leaves for last: those whose id has the prefix, and those of the list.
    ///   - tokenFolder: where the session token is kept between games (the data
    ///     folder); nil keeps it for this process only.
    ///   - encoding: the `encode` the source asks for; every one decodes to the same text.
    ///   - clock: decides when a saved token has been idle too long.
    ///   - rateLimitRetries: how many 5-second waits one call may take before giving up.
    ///   - sleep: waits out the rate limit; tests pass one that returns at once.
    ///   - onRateLimitWait: told before each wait, so the player sees why nothing happens.
    public init(
        client: OpenTriviaClient,
        offlinePack: [OfflineTriviaEntry],
        bank: [BankQuestion] = [],
        askedQuestionIDs: @escaping @Sendable (_ prefix: String, _ among: [String]) -> Set<String> = { _, _ in [] },
        tokenFolder: URL?,
        encoding: ResponseEncoding = .htmlEntities,
        clock: WallClock = .live,
        rateLimitRetries: Int = 3,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        onRateLimitWait: @escaping @Sendable (Duration) -> Void = { _ in }
    ) {
        self.client = client
        self.offlinePack = OfflineTriviaSelection(pack: offlinePack, bank: bank)
        self.askedQuestionIDs = askedQuestionIDs
        fetcher = TriviaQuestionFetcher(
            client: client,
            tokens: SessionTokenStore(folder: tokenFolder, clock: clock),
            encoding: encoding,
            rateLimitRetries: rateLimitRetries,
            sleep: sleep,
            onWait: onRateLimitWait
        )
    }

    /// Questions for `query`: at most `query.count` from the API (a category
    /// with fewer gets all it has), exactly `query.count` from the offline pack.
    public nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        guard query.count > 0 else { return [] }
        let type = try choiceType(for: query)
        let category = try await resolveCategory(query.category, offline: query.offline)
        if query.offline {
            let filters = OfflineTriviaSelection.Filters(
                count: query.count, category: category, difficulty: query.difficulty,
                type: type, fourOptionsOnly: query.format == .fourOptions
            )
            return try offlinePack.select(
                filters, seed: query.seed, language: query.language, order: query.order,
                seen: query.isDaily ? [] : askedQuestionIDs(BankQuestion.idPrefix, offlinePack.packIDs(in: query.language))
            )
            .compactMap { $0.shaped(as: query.format) }
        }
        let filters = TriviaQuestionFetcher.Filters(amount: query.count, categoryID: category?.id, difficulty: query.difficulty, type: type)
        do {
            let questions = try await fetcher.fetch(filters).map { TriviaQuestionMapping.question($0, language: query.language) }
            return questions.compactMap { $0.shaped(as: query.format) }
        } catch let error as OpenTriviaError {
            throw error.sourceError
        }
    }

    /// Reachable when the category list loads within a few seconds; offline, not asked.
    public func status(offline: Bool) async -> SourceStatus {
        let collections = offlinePack.collections
        let sizes =
            [Strings.triviaOfflinePackSize(offlinePack.pack.count)]
            + (offlinePack.bank.isEmpty ? [] : [Strings.bankSize(offlinePack.bank.count)])
        let offlineLines = sizes + collections.flatMap(\.attributions)
        guard !offline else {
            return SourceStatus(reachable: false, details: [Strings.triviaNotCheckedOffline] + offlineLines, collections: collections)
        }
        do {
            let categories = try await client.withTimeout(Self.statusTimeout).categories()
            let listed = categories.map { LocalizedText(en: "\($0.id) \($0.title.en)", ru: "\($0.id) \($0.title.ru)") }
            return SourceStatus(
                reachable: true, details: [Strings.triviaCategoryCount(categories.count)] + listed + offlineLines, collections: collections)
        } catch {
            return SourceStatus(reachable: false, details: [error.message] + offlineLines, collections: collections)
        }
    }

    /// The type to ask for: the Millionaire ladder needs four options, so only multiple choice.
    private func choiceType(for query: QuestionQuery) throws(SourceError) -> ChoiceType? {
        switch query.format {
        case .yesNo:
            // A yes/no round plays the true/false statements: "Is it true? …".
            guard query.choiceType != .multiple else { throw .failed(Strings.triviaYesNoPlaysStatements) }
            return .boolean
        case .fourOptions:
            guard query.choiceType != .boolean else { throw .failed(Strings.triviaTrueFalseHasTwoOptions) }
            return .multiple
        case .choice:
            return query.choiceType
        }
    }

    /// The built-in list decides; a name it does not know is looked up in the
    /// live list too when online, in case Open Trivia DB has added a category.
    private nonisolated(nonsending) func resolveCategory(_ text: String?, offline: Bool) async throws -> TriviaCategory? {
        guard let text else { return nil }
        do {
            return try TriviaCategory.resolve(text)
        } catch .unknown where !offline {
            guard let live = try? await client.categories() else {
                throw TriviaCategoryError.unknown(text, candidates: TriviaCategory.builtIn)
            }
            return try TriviaCategory.resolve(text, among: live)
        }
    }
}
