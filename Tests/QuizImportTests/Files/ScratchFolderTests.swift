import DataFiles
import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Scratch folders live in the data folder's tmp/, private, and what a
/// killed run left is swept by the next start, never what a live run uses.
@Suite struct ScratchFolderTests {
    let data = DataDirectory(url: TestData.temporaryFolder())

    @Test func aScratchFolderIsPrivateAndGoesWithItsTmpFolder() throws {
        let scratch = try ScratchFolder(in: data, prefix: "anki")
        var info = stat()
        #expect(stat(scratch.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(scratch.path.hasPrefix(data.filePath("tmp/anki-")))
        try Data("x".utf8).write(to: URL(fileURLWithPath: scratch.path + "/collection"))
        scratch.remove()
        #expect(!FileManager.default.fileExists(atPath: data.filePath("tmp")), "an empty tmp/ is removed too")
    }

    @Test func theSweepRemovesWhatNobodyHoldsAndKeepsWhatARunUses() throws {
        let live = try ScratchFolder(in: data, prefix: "live")
        // A killed run: its folder and lock file stay, and nobody holds the lock.
        let left = data.filePath("tmp/anki-left")
        try FileManager.default.createDirectory(atPath: left, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: left + "/" + ScratchFolder.lockName, contents: nil)
        _ = FileManager.default.createFile(atPath: left + "/collection", contents: Data(count: 1000))
        // Killed between mkdtemp and its lock: swept once it is old, not while it is new.
        let unlocked = data.filePath("tmp/anki-unlocked")
        try FileManager.default.createDirectory(atPath: unlocked, withIntermediateDirectories: true)
        // A file that is not a folder is not ours to sweep.
        _ = FileManager.default.createFile(atPath: data.filePath("tmp/note.txt"), contents: nil)

        #expect(ScratchFolder.sweep(data) == 1)
        #expect(!FileManager.default.fileExists(atPath: left))
        #expect(FileManager.default.fileExists(atPath: live.path + "/" + ScratchFolder.lockName), "a live run's folder stays")
        #expect(FileManager.default.fileExists(atPath: unlocked))
        #expect(ScratchFolder.sweep(data, now: Date().addingTimeInterval(120)) == 1)
        #expect(!FileManager.default.fileExists(atPath: unlocked) && FileManager.default.fileExists(atPath: live.path))
        live.remove()
    }
}
