/// A deck you imported, played by name: `--source deck:NAME` (any case).
public struct DeckSource: QuestionSource {
    public static let prefix = "deck:"

    private let store: DeckLibrary
    /// The deck as the player named it.
    public let deckName: String

    public init(store: DeckLibrary, deckName: String) {
        self.store = store
        self.deckName = deckName
    }

    /// "deck:NAME" → a source for deck NAME; nil for any other name.
    public init?(store: DeckLibrary, sourceName: String) {
        guard sourceName.lowercased().hasPrefix(Self.prefix), sourceName.count > Self.prefix.count else { return nil }
        self.init(store: store, deckName: String(sourceName.dropFirst(Self.prefix.count)))
    }

    /// The source name that plays deck `name`.
    public static func name(deck: String) -> String { prefix + deck }

    public var name: String { Self.name(deck: deckName) }
    public var summary: LocalizedText { Strings.deckSourceSummary(deckName) }
    public var formats: Set<QuestionFormat> { [.yesNo, .choice, .fourOptions] }

    /// `query.count` cards in the query's order, as the query's format asks;
    /// difficulty and category do not apply (a card has neither), so a
    /// ladder fills itself from the deck when it is big enough.
    public nonisolated(nonsending) func loadQuestions(_ query: QuestionQuery) async throws -> [Question] {
        guard let deck = try store.deck(deckName) else {
            throw UnknownDeckError(name: deckName, suggestions: store.suggestions(for: deckName))
        }
        var random = query.seed.map { SplitMix64(seed: $0).derived("deck") } ?? SplitMix64()
        return DeckQuestions(deck: deck).questions(
            format: query.format, count: query.count, order: query.order, language: query.language, using: &random)
    }

    public func status(offline: Bool) async -> SourceStatus {
        guard let deck = try? store.summaries().first(where: { $0.key == DeckSummary.key(of: deckName) }) else {
            return SourceStatus(reachable: false)
        }
        return SourceStatus(reachable: true, details: [Strings.deckCardCount(deck.cardCount)])
    }
}
