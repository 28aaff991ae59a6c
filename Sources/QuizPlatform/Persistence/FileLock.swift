import FoundationEssentials
@preconcurrency import Glibc

/// An advisory `flock` on `NAME.lock` beside a data file.
///
/// The lock lives on a separate file because every rewrite renames a new file
/// over the data file: a lock held on the old one would protect nothing. A
/// `flock` belongs to an open file description, so two stores in one process
/// exclude each other just as two processes do.
///
/// Never take the same lock twice on one thread: the second `flock` would wait
/// for the first forever.
struct FileLock: Sendable {
    /// The data file guarded, by path: reading a store builds no URL.
    let guardedPath: String

    /// The data file guarded; errors name it, since that is what the player knows.
    var guarded: URL { URL(fileURLWithPath: guardedPath, isDirectory: false) }

    /// `NAME.lock`.
    var lockPath: String { guardedPath + ".lock" }

    init(guarding path: String) {
        guardedPath = path
    }

    init(guarded url: URL) {
        self.init(guarding: url.filePath)
    }

    /// Runs `body` holding the lock exclusively. Creates the data folder when
    /// it is missing, so the first write of a fresh install works. Temporary
    /// files left by writers that were killed are removed first: only the
    /// holder of this lock writes them, so none is in use.
    func withLock<T>(_ body: () throws -> T) throws -> T {
        let file = try openLockFile()
        while flock(file.descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw PersistenceError.cannotWrite(guarded, .current) }
        }
        defer { flock(file.descriptor, LOCK_UN) }
        StaleTemporaries(ofPath: guardedPath).remove()
        return try body()
    }

    private func openLockFile() throws -> OpenFile {
        let lockPath = lockPath
        do {
            return try OpenFile.dataFile(lockPath, flags: O_RDWR | O_CREAT)
        } catch  where error.code == ENOENT {
            try DataDirectory(path: guardedPath.folderAndName.folder).create()
        } catch {
            throw PersistenceError.cannotWrite(guarded, error)
        }
        do {
            return try OpenFile.dataFile(lockPath, flags: O_RDWR | O_CREAT)
        } catch {
            throw PersistenceError.cannotWrite(guarded, error)
        }
    }
}
