import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

@Suite struct DocumentStoreTests {
    @Test func settingsComeBackAsSaved() throws {
        let client = try QuizStoreClient.inMemory()
        #expect(try client.document(Settings.self, named: .settings) == nil)
        var settings = Settings()
        settings.language = .ru
        settings.feedbackDelay = 0.25
        try client.saveDocument(settings, named: .settings)
        #expect(try client.document(Settings.self, named: .settings) == settings)
    }

    @Test func anUpdateChangesTheStoredValueOrTheDefault() throws {
        let client = try QuizStoreClient.inMemory()
        let first = try client.updateDocument(Settings.self, named: .settings, default: Settings()) { settings in
            settings.reviewNewPerDay = 5
            return settings.reviewNewPerDay
        }
        #expect(first == 5)
        try client.updateDocument(Settings.self, named: .settings, default: Settings()) { $0.accessible = true }
        let stored = try #require(try client.document(Settings.self, named: .settings))
        #expect(stored.reviewNewPerDay == 5)
        #expect(stored.accessible)
    }

    @Test func anUpdateThatThrowsChangesNothing() throws {
        struct Stop: Error {}
        let client = try QuizStoreClient.inMemory()
        try client.saveDocument(["a": 1], named: .menuChoices)
        #expect(throws: Stop.self) {
            try client.updateDocument([String: Int].self, named: .menuChoices, default: [:]) { value in
                value["b"] = 2
                throw Stop()
            }
        }
        #expect(try client.document([String: Int].self, named: .menuChoices) == ["a": 1])
    }

    @Test func aDocumentThatDoesNotDecodeIsReportedByName() throws {
        let client = try QuizStoreClient.inMemory()
        try client.saveDocument(.movieList, Array("not json".utf8))
        #expect(throws: QuizStoreError.undecodable(what: "documents", key: "movies")) {
            try client.document([String].self, named: .movieList)
        }
        try client.saveDocument(.omdbCache, [])
        #expect(try client.loadDocument(.omdbCache) == [])
    }
}
