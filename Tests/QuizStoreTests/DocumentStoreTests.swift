import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

@Suite struct DocumentStoreTests {
    @Test func aDocumentComesBackAsSavedAndAnUpdateChangesIt() throws {
        let client = try QuizStoreClient.inMemory()
        #expect(try client.document([String: Int].self, named: .menuChoices) == nil)
        try client.saveDocument(["a": 1], named: .menuChoices)
        let count = try client.updateDocument([String: Int].self, named: .menuChoices, default: [:]) { value in
            value["b"] = 2
            return value.count
        }
        #expect(count == 2)
        #expect(try client.document([String: Int].self, named: .menuChoices) == ["a": 1, "b": 2])
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
