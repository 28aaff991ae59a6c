import Sqlite

extension QuizStoreClient {
    /// The database at `path` (quizctl.db in the data folder): created when
    /// missing (0600, in folders made 0700), refused when a link or a
    /// special file stands there, brought up to the current schema. One
    /// connection serves every closure, one at a time; other clients and
    /// processes on the same file wait for each other's writes.
    public static func live(path: String) throws -> QuizStoreClient {
        live(connection: try DatabaseOpening.open(path: path))
    }

    /// The live client of quizctl.db, recovering from damage met at any use
    /// (`SharedDatabase.withConnection`).
    static func live(path: String, recovery: DamageRecovery) throws -> QuizStoreClient {
        live(connection: try DatabaseOpening.open(path: path), recovery: recovery)
    }

    /// The live client on a fresh database in memory: the real SQL, for
    /// tests, gone when the client is.
    public static func inMemory() throws -> QuizStoreClient {
        try live(path: ":memory:")
    }

    /// The live client on a connection opened already (tests set limits on it first).
    static func live(connection: Sqlite, recovery: DamageRecovery? = nil) -> QuizStoreClient {
        let store = LiveStore(database: SharedDatabase(connection, recovery: recovery))
        return QuizStoreClient(
            saveGame: { try store.saveGame($0, reviews: $1) },
            games: { try store.games($0) },
            findGame: { try store.findGame(idPrefix: $0) },
            deleteGame: { try store.deleteGame(id: $0) },
            clearGames: { try store.clearGames() },
            gameCount: { try store.gameCount(mode: $0) },
            askedQuestionIDs: { try store.askedQuestionIDs(prefix: $0, among: $1) },
            forEachGame: { try store.forEachGame(answers: $0, $1) },
            statistics: { try store.statistics() },
            loadSettings: { try store.loadSettings() },
            saveSettings: { try store.saveSettings($0) },
            updateSettings: { try store.updateSettings($0) },
            loadDocument: { try store.loadDocument($0) },
            saveDocument: { try store.saveDocument($0, $1) },
            updateDocument: { try store.updateDocument($0, $1) },
            addQuestions: { try store.addQuestions($0, skippingRepeats: $1) },
            addingQuestions: { try store.addingQuestions($0) },
            sampleQuestions: { try store.sampleQuestions($0) },
            forEachQuestion: { try store.forEachQuestion($0) },
            questionCount: { try store.questionCount() },
            questionsWithIDPrefix: { try store.questions(withIDPrefix: $0) },
            replaceQuestion: { try store.replaceQuestion($0) },
            removeQuestion: { try store.removeQuestion(id: $0) },
            savedRepeatKeys: { try store.savedRepeatKeys($0) },
            saveDecks: { try store.saveDecks($0) },
            deckSummaries: { try store.deckSummaries() },
            deck: { try store.deck(named: $0) },
            decks: { try store.decks() },
            reviewCardIDs: { try store.reviewCardIDs() },
            importDecks: { try store.importDecks($0) },
            removeDeck: { try store.removeDeck(named: $0) },
            appendReviewEvents: { try store.appendReviewEvents($0) },
            reviewEvents: { try store.reviewEvents() },
            reviewEventsForCard: { try store.reviewEvents(cardID: $0) },
            cardStates: { try store.cardStates() },
            saveCardStates: { try store.saveCardStates($0) },
            reviewStates: { try store.reviewStates() },
            reviewWeights: { try store.reviewWeights() },
            saveReviewWeights: { try store.saveReviewWeights($0) },
            saveMovieList: { try store.saveMovieList($0, refresh: $1) },
            movieList: { try store.movieList() },
            movies: { try store.movies() },
            check: { try store.check() },
            backup: { try store.backup(to: $0) }
        )
    }
}
