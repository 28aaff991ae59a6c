import Synchronization

@testable import QuizPlatform

extension DeckLibrary {
    /// Decks kept in a dictionary by key, for tests of what QuizPlatform
    /// does with them (ids kept on a re-import, the review's listing);
    /// QuizStoreTests test quizctl.db's own. An import's changes are kept
    /// only when its body returns, as a transaction's.
    static func inMemory() -> DeckLibrary {
        let decks = Mutex<[String: StoredDeck]>([:])
        return DeckLibrary(
            summaries: { decks.withLock { $0.values.map(\.summary).sorted { $0.key < $1.key } } },
            deck: { name in decks.withLock { $0[DeckSummary.key(of: name)] } },
            decks: { decks.withLock { $0.values.sorted { $0.summary.key < $1.summary.key } } },
            importing: { body in
                let before = decks.withLock { $0 }
                var after = before
                var written: [String: [StoredCard]] = [:]
                let transaction = DeckTransaction(
                    forEachOldCard: { key, each in
                        guard let deck = before[key] else { return false }
                        for card in deck.cards { try each(card) }
                        return true
                    },
                    oldCard: { key, position in before[key].flatMap { $0.cards.indices.contains(position) ? $0.cards[position] : nil } },
                    add: { key, card in written[key, default: []].append(card) },
                    replace: { summary in after[summary.key] = StoredDeck(summary: summary, cards: written[summary.key] ?? []) })
                try body(transaction)
                decks.withLock { $0 = after }
            },
            remove: { name in decks.withLock { $0.removeValue(forKey: DeckSummary.key(of: name))?.summary } }
        )
    }
}
