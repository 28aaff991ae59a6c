import Foundation
@preconcurrency import Glibc

/// Whole-file replacement that a crash or a full disk cannot tear.
enum AtomicFile {
    /// Writes `data` to a temporary file in the same folder, fsyncs it,
    /// renames it over `url` and fsyncs the folder. Until the rename the old
    /// file is untouched; after it the new one is complete. On failure the
    /// temporary file is removed and the old file is left as it was.
    ///
    /// Callers hold the file's `FileLock`.
    static func replace(_ url: URL, with data: Data) throws {
        let folder = url.deletingLastPathComponent().path
        let temporary = "\(folder)/.\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        do {
            try write(data, toNew: temporary)
        } catch {
            unlink(temporary)
            throw PersistenceError.cannotWrite(url, error)
        }
        guard rename(temporary, url.path) == 0 else {
            let failure = SystemCallError.current
            unlink(temporary)
            throw PersistenceError.cannotWrite(url, failure)
        }
        do {
            try OpenFile.syncDirectory(folder)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }

    private static func write(_ data: Data, toNew path: String) throws(SystemCallError) {
        let file = try OpenFile(path: path, flags: O_WRONLY | O_CREAT | O_EXCL)
        try file.write(data)
        try file.sync()
    }
}
