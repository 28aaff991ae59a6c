import QuizPlatform

extension GameCaretaker {
    /// The caretaker over the data folder's files.
    static func files(_ stores: DataStores) -> GameCaretaker {
        GameCaretaker(
            saveGame: { game, reviews in
                let statistics = try stores.saveGame(game)
                if !reviews.isEmpty { try stores.reviews.append(reviews) }
                return statistics
            },
            settings: { try stores.settings.load() }
        )
    }
}
