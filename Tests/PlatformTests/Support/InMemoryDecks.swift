import Synchronization

@testable import QuizPlatform

extension DeckLibrary {
    /// Decks kept in a dictionary by key, for tests of what QuizPlatform
    /// does with them (ids kept on a re-import, the review's listing);
    /// QuizStoreTests test quizctl.db's own.
    static func inMemory() -> DeckLibrary {
        let decks = Mutex<[String: StoredDeck]>([:])
        return DeckLibrary(
            summaries: { decks.withLock { $0.values.map(\.summary).sorted { $0.key < $1.key } } },
            deck: { name in decks.withLock { $0[DeckSummary.key(of: name)] } },
            decks: { decks.withLock { $0.values.sorted { $0.summary.key < $1.summary.key } } },
            saveDecks: { saved in decks.withLock { for deck in saved { $0[deck.summary.key] = deck } } },
            remove: { name in decks.withLock { $0.removeValue(forKey: DeckSummary.key(of: name))?.summary } }
        )
    }
}
