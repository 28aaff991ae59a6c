import Foundation
import Testing

@testable import QuizStore

@Suite struct DatabaseFileTests {
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Whatever the umask, the folders made are 0700 and the database, its
    /// WAL and its shared memory 0600.
    @Test func theFolderIsPrivateAndSoAreTheDatabaseAndItsWAL() throws {
        let folder = try TemporaryFolder()
        let data = folder.file("a/b")
        let path = data + "/quizctl.db"
        let old = umask(0o022)
        defer { umask(old) }
        let client = try QuizStoreClient.live(path: path)
        _ = try client.saveGame(Fixtures.yesno())
        #expect(Self.mode(folder.file("a")) == 0o700)
        #expect(Self.mode(data) == 0o700)
        #expect(Self.mode(path) == 0o600)
        #expect(Self.mode(path + "-wal") == 0o600)
        #expect(Self.mode(path + "-shm") == 0o600)
    }

    @Test func aFolderThereAlreadyKeepsItsMode() throws {
        let folder = try TemporaryFolder()
        chmod(folder.path, 0o750)
        _ = try QuizStoreClient.live(path: folder.file("quizctl.db"))
        #expect(Self.mode(folder.path) == 0o750)
    }

    @Test func aSymbolicLinkAtTheDatabaseIsRefusedAndNotFollowed() throws {
        let folder = try TemporaryFolder()
        let target = folder.file("elsewhere.db")
        let path = folder.file("quizctl.db")
        symlink(target, path)
        #expect(throws: QuizStoreError.refused(path: path, .symbolicLink)) { try QuizStoreClient.live(path: path) }
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// Only the database itself must not be a link: a data folder reached
    /// through one (a home folder on another disk) is used as it is.
    @Test func aFolderReachedThroughALinkIsFine() throws {
        let folder = try TemporaryFolder()
        mkdir(folder.file("real"), 0o700)
        symlink(folder.file("real"), folder.file("link"))
        let game = Fixtures.review()
        _ = try QuizStoreClient.live(path: folder.file("link/quizctl.db")).saveGame(game)
        #expect(try QuizStoreClient.live(path: folder.file("real/quizctl.db")).recentGames(limit: 1) == [game])
    }

    @Test func aLinkInPlaceOfTheWALIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        symlink(folder.file("elsewhere"), path + "-wal")
        #expect(throws: QuizStoreError.refused(path: path + "-wal", .symbolicLink)) { try QuizStoreClient.live(path: path) }
    }

    @Test func aFIFOOrAFolderIsRefusedByWhatItIs() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.file("fifo.db")
        mkfifo(fifo, 0o600)
        #expect(throws: QuizStoreError.refused(path: fifo, .notRegular(.fifo))) { try QuizStoreClient.live(path: fifo) }
        let directory = folder.file("folder.db")
        mkdir(directory, 0o700)
        #expect(throws: QuizStoreError.refused(path: directory, .notRegular(.folder))) { try QuizStoreClient.live(path: directory) }
        #expect(throws: QuizStoreError.refused(path: "/dev/null", .notRegular(.characterDevice))) {
            try DatabaseFile.refuseIrregular(at: "/dev/null")
        }
    }

    @Test func aFileInPlaceOfTheFolderIsReported() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("file")
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        #expect(throws: QuizStoreError.cannotCreateFolder(path: file, errno: ENOTDIR)) {
            try QuizStoreClient.live(path: file + "/quizctl.db")
        }
    }
}
