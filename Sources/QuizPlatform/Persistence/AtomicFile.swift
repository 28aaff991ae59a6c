import Foundation
@preconcurrency import Glibc

/// Whole-file replacement that a crash or a full disk cannot tear.
enum AtomicFile {
    /// Writes `data` to a temporary file in the same folder, fsyncs it,
    /// renames it over `url` and fsyncs the folder. Until the rename the old
    /// file is untouched; after it the new one is complete. On failure the
    /// temporary file is removed and the old file is left as it was.
    ///
    /// A symbolic link or a special file at `url` is refused, not replaced:
    /// the player put it there, and replacing it silently would lose it.
    ///
    /// Callers hold the file's `FileLock`.
    static func replace(_ url: URL, with data: Data) throws {
        try replace(url) { file throws(SystemCallError) in try file.write(data) }
    }

    /// `replace(_:with:)`, with the contents written by `fill` to the open
    /// temporary file, for contents too large to build in memory.
    static func replace(_ url: URL, writing fill: (OpenFile) throws(SystemCallError) -> Void) throws {
        try refuseUnlessRegular(url)
        let folder = url.deletingLastPathComponent().path
        let temporary = "\(folder)/.\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        do {
            try write(toNew: temporary, fill)
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

    private static func refuseUnlessRegular(_ url: URL) throws {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw PersistenceError.cannotWrite(url, .refused(.symbolicLink))
        default: throw PersistenceError.cannotWrite(url, .refused(.notRegular(FileKind(mode: info.st_mode))))
        }
    }

    private static func write(toNew path: String, _ fill: (OpenFile) throws(SystemCallError) -> Void) throws(SystemCallError) {
        let file = try OpenFile(path: path, flags: O_WRONLY | O_CREAT | O_EXCL)
        try fill(file)
        try file.sync()
    }
}
