import Testing

@testable import QuizStore

@Suite struct FailingClientTests {
    @Test func everyClosureFailsNamingItself() throws {
        let client = QuizStoreClient.failing
        let error = #expect(throws: QuizStoreError.unimplemented("QuizStoreClient.saveGame")) {
            try client.saveGame(Fixtures.yesno())
        }
        #expect(error.map(String.init(describing:)) == "QuizStoreClient.saveGame is not implemented")
        #expect(throws: QuizStoreError.unimplemented("QuizStoreClient.statistics")) { try client.statistics() }
        #expect(throws: QuizStoreError.unimplemented("QuizStoreClient.backup")) { try client.backup("/nowhere") }
    }

    @Test func aTestOverridesOnlyWhatItUses() throws {
        var client = QuizStoreClient.failing
        client.gameCount = { _ in 42 }
        #expect(try client.gameCount(nil) == 42)
        #expect(throws: QuizStoreError.unimplemented("QuizStoreClient.deleteGame")) {
            try client.deleteGame(Fixtures.yesno().id)
        }
    }
}
