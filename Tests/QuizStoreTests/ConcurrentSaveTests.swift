import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

@Suite struct ConcurrentSaveTests {
    /// Two connections on one file, as two processes would have, each saving
    /// from a thread of its own: every save waits for the other's write lock
    /// (BEGIN IMMEDIATE and the busy timeout), and none is lost or counted twice.
    @Test func twoConnectionsSavingAtOnceLoseAndDoubleNothing() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        let clients = [try QuizStoreClient.live(path: path), try QuizStoreClient.live(path: path)]
        let perThread = 50
        async let first = onThread { try Self.save(perThread, with: clients[0], offset: 0) }
        async let second = onThread { try Self.save(perThread, with: clients[1], offset: 1000) }
        let saved = try await first + second

        let reader = try QuizStoreClient.live(path: path)
        #expect(try reader.gameCount(nil) == 2 * perThread)
        let statistics = try reader.statistics()
        #expect(statistics.overall.gamesPlayed == 2 * perThread)
        #expect(statistics.modes[.classic]?.gamesPlayed == 2 * perThread)
        #expect(statistics.overall.totalQuestions == 2 * perThread * 2)
        var ids: Set<UUID> = []
        try reader.forEachGame(false) { ids.insert($0.id) }
        #expect(ids == Set(saved))
        #expect(try reader.check() == [])
    }

    /// Also one client shared by two threads: its connection is used by one at a time.
    @Test func oneClientSharedByTwoThreadsLosesNothing() async throws {
        let client = try QuizStoreClient.inMemory()
        async let first = onThread { try Self.save(50, with: client, offset: 0) }
        async let second = onThread { try Self.save(50, with: client, offset: 1000) }
        _ = try await first + second
        #expect(try client.gameCount(nil) == 100)
        #expect(try client.statistics().overall.gamesPlayed == 100)
    }

    private static func save(_ count: Int, with client: QuizStoreClient, offset: Int) throws -> [UUID] {
        try (0..<count).map { index in
            let game = Fixtures.classic(at: Double(offset + index))
            _ = try client.saveGame(game)
            return game.id
        }
    }
}
