import Foundation
import Testing

@testable import QuizStore

@Suite struct WALTests {
    static func size(_ path: String) -> Int {
        var info = stat()
        return lstat(path, &info) == 0 ? Int(info.st_size) : -1
    }

    /// Closing does not checkpoint (the WAL stays, with the saves in it), and
    /// the WAL is truncated whenever it reaches `checkpointFrames` pages.
    @Test func theWALStaysShortAndOutlivesTheConnection() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        let frame = 4096 + 24
        var largest = 0
        do {
            let client = try QuizStoreClient.live(path: path)
            for offset in 0..<150 {
                _ = try client.saveGame(Fixtures.party(at: Double(offset)))
                largest = max(largest, Self.size(path + "-wal"))
            }
        }
        #expect(largest > 0)
        // A save writes a few pages: the WAL never holds many more than the limit.
        #expect(largest < (Int(DatabaseOpening.checkpointFrames) + 64) * frame)
        #expect(Self.size(path + "-wal") >= 0)
        #expect(try QuizStoreClient.live(path: path).gameCount(nil) == 150)
    }
}
