import QuizPlatform
import QuizStore

/// The decks answered their own way in a review (`decks set NAME
/// --answer-by`), by deck key: kept as a document of quizctl.db, so a
/// deck imported again under the same name keeps its style.
struct DeckAnswerStyles: Codable, Sendable, Hashable {
    var byDeck: [String: AnswerStyle] = [:]

    static func store(in stores: DataStores) -> DocumentStore<DeckAnswerStyles> {
        stores.document(.deckAnswerStyles, default: DeckAnswerStyles())
    }

    subscript(deck summary: DeckSummary) -> AnswerStyle? {
        get { byDeck[summary.key] }
        set { byDeck[summary.key] = newValue }
    }

    /// The style of every card of the styled decks, by card id: what a
    /// review round looks a card up in.
    func cardStyles(in decks: DeckLibrary) throws -> [String: AnswerStyle] {
        var styles: [String: AnswerStyle] = [:]
        for (key, style) in byDeck {
            guard let deck = try decks.deck(key) else { continue }
            for card in deck.cards { styles[card.id] = style }
        }
        return styles
    }
}
