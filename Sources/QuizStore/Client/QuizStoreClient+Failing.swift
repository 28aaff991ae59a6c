extension QuizStoreClient {
    /// A client whose every closure throws `QuizStoreError.unimplemented`
    /// naming itself ("QuizStoreClient.saveGame is not implemented"): a test
    /// starts from this and overrides exactly the closures it means to use,
    /// so an unexpected use of the store fails the test by name.
    public static var failing: QuizStoreClient {
        QuizStoreClient(
            saveGame: { _, _ in throw fail("saveGame") },
            games: { _ in throw fail("games") },
            findGame: { _ in throw fail("findGame") },
            deleteGame: { _ in throw fail("deleteGame") },
            clearGames: { throw fail("clearGames") },
            gameCount: { _ in throw fail("gameCount") },
            askedQuestionIDs: { _, _ in throw fail("askedQuestionIDs") },
            forEachGame: { _, _ in throw fail("forEachGame") },
            statistics: { throw fail("statistics") },
            loadSettings: { throw fail("loadSettings") },
            saveSettings: { _ in throw fail("saveSettings") },
            updateSettings: { _ in throw fail("updateSettings") },
            loadDocument: { _ in throw fail("loadDocument") },
            saveDocument: { _, _ in throw fail("saveDocument") },
            updateDocument: { _, _ in throw fail("updateDocument") },
            addQuestions: { _, _ in throw fail("addQuestions") },
            addingQuestions: { _ in throw fail("addingQuestions") },
            sampleQuestions: { _ in throw fail("sampleQuestions") },
            forEachQuestion: { _ in throw fail("forEachQuestion") },
            questionCount: { throw fail("questionCount") },
            questionsWithIDPrefix: { _ in throw fail("questionsWithIDPrefix") },
            replaceQuestion: { _ in throw fail("replaceQuestion") },
            removeQuestion: { _ in throw fail("removeQuestion") },
            savedRepeatKeys: { _ in throw fail("savedRepeatKeys") },
            saveDecks: { _ in throw fail("saveDecks") },
            deckSummaries: { throw fail("deckSummaries") },
            deck: { _ in throw fail("deck") },
            decks: { throw fail("decks") },
            reviewCardIDs: { throw fail("reviewCardIDs") },
            importDecks: { _ in throw fail("importDecks") },
            removeDeck: { _ in throw fail("removeDeck") },
            appendReviewEvents: { _ in throw fail("appendReviewEvents") },
            reviewEvents: { throw fail("reviewEvents") },
            reviewEventsForCard: { _ in throw fail("reviewEventsForCard") },
            cardStates: { throw fail("cardStates") },
            saveCardStates: { _ in throw fail("saveCardStates") },
            reviewStates: { throw fail("reviewStates") },
            reviewWeights: { throw fail("reviewWeights") },
            saveReviewWeights: { _ in throw fail("saveReviewWeights") },
            saveMovieList: { _, _ in throw fail("saveMovieList") },
            movieList: { throw fail("movieList") },
            movies: { throw fail("movies") },
            check: { throw fail("check") },
            backup: { _ in throw fail("backup") }
        )
    }

    private static func fail(_ name: String) -> QuizStoreError { .unimplemented("QuizStoreClient.\(name)") }
}
