import FoundationEssentials
import Synchronization

extension QuizStoreClient {
    /// This client, taking the day's backup (`DailyBackup`) right after the
    /// first write of the process that finds none for today: the write is
    /// kept first, so a backup that cannot be taken (a full disk) never
    /// costs the player what they just did; `failed` hears why instead.
    ///
    /// `day` says which day it is ("2026-11-27"), from the injected clock.
    public func backingUpDaily(
        into folder: String, day: @escaping @Sendable () -> String, failed: @escaping @Sendable (any Error) -> Void = { _ in }
    ) -> QuizStoreClient {
        let base = self
        let done = Mutex(false)
        @Sendable func afterWrite() {
            let first = done.withLock { done in
                defer { done = true }
                return !done
            }
            guard first else { return }
            do {
                try DailyBackup.run(base, folder: folder, day: day())
            } catch {
                failed(error)
            }
        }
        @Sendable func writing<each A, R>(_ write: @escaping @Sendable (repeat each A) throws -> R) -> @Sendable (repeat each A) throws -> R
        {
            { (argument: repeat each A) throws -> R in
                let result = try write(repeat each argument)
                afterWrite()
                return result
            }
        }
        var client = self
        client.saveGame = writing(saveGame)
        client.deleteGame = writing(deleteGame)
        client.clearGames = writing(clearGames)
        client.saveSettings = writing(saveSettings)
        client.updateSettings = { change in
            try base.updateSettings(change)
            afterWrite()
        }
        client.saveDocument = writing(saveDocument)
        client.updateDocument = { name, change in
            try base.updateDocument(name, change)
            afterWrite()
        }
        client.addQuestions = writing(addQuestions)
        client.replaceQuestion = writing(replaceQuestion)
        client.removeQuestion = writing(removeQuestion)
        client.saveDecks = writing(saveDecks)
        client.importDecks = { body in
            try base.importDecks(body)
            afterWrite()
        }
        client.removeDeck = writing(removeDeck)
        client.appendReviewEvents = writing(appendReviewEvents)
        client.saveCardStates = writing(saveCardStates)
        client.saveReviewWeights = writing(saveReviewWeights)
        client.saveMovieList = writing(saveMovieList)
        return client
    }
}
