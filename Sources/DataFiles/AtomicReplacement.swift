import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// A whole-file replacement being written: the new contents go to a
/// temporary file beside the target, and only `commit()` renames it over the
/// target. Until then the old file is untouched and can still be read, so a
/// history rewrite can stream the new file and decide afterwards whether
/// to keep it. A replacement that is not committed removes its
/// temporary file when it goes away.
final class AtomicReplacement {
    let url: URL
    /// `url`'s folder and path, taken once (see `URL.filePath`).
    private let folder: String
    private let path: String
    private let temporary: String
    private let file: OpenFile
    private var finished = false

    /// Creates the temporary file. A symbolic link or a special file at
    /// `url` is refused, not replaced: the player put it there.
    init(of url: URL) throws {
        self.url = url
        path = url.filePath
        try Self.refuseUnlessRegular(url, at: path)
        let (folder, name) = url.folderAndName
        self.folder = folder
        temporary = "\(folder)/.\(name).tmp-\(getpid())-\(UInt32.random(in: .min ... .max))"
        do {
            file = try OpenFile(path: temporary, flags: O_WRONLY | O_CREAT | O_EXCL)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }

    deinit { if !finished { unlink(temporary) } }

    /// Appends `bytes` to the new contents.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        do {
            try file.write(bytes)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }

    /// Appends the bytes of `range` of `source` to the new contents (see
    /// `OpenFile.append(_:of:)`).
    func append(_ range: Range<Int>, of source: OpenFile) throws {
        do {
            try file.append(range, of: source)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }

    /// The device and inode the target will have once committed: the
    /// rename keeps them.
    func identity() throws -> (device: UInt64, inode: UInt64) {
        do {
            return try file.identity()
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }

    /// How long the new contents are so far.
    func size() throws -> Int {
        do {
            return try file.size()
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }

    /// Fills the new contents through the open file, for writers that
    /// speak `SystemCallError`.
    func fill(_ body: (OpenFile) throws(SystemCallError) -> Void) throws {
        do {
            try body(file)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }

    /// fsyncs the new file, renames it over the target and fsyncs the folder.
    ///
    /// With `syncingFolder` false the folder is not fsynced: the new file is
    /// whole on disk, but a crash may undo the rename and leave the old file
    /// (ext4 and XFS make the rename durable with their next journal commit,
    /// which any later fsync in the file system forces). Only for a file
    /// whose readers bring an old version up to date themselves.
    ///
    /// When not `durable` (a cache, which a reader checks against what it
    /// describes and rebuilds when it is stale or damaged), it only renames:
    /// a crash may then leave the old file, or a short one.
    func commit(durable: Bool = true, syncingFolder: Bool = true) throws {
        finished = true
        do {
            if durable { try file.sync() }
        } catch {
            unlink(temporary)
            throw PersistenceError.cannotWrite(url, error)
        }
        guard rename(temporary, path) == 0 else {
            let failure = SystemCallError.current
            unlink(temporary)
            throw PersistenceError.cannotWrite(url, failure)
        }
        guard durable, syncingFolder else { return }
        do {
            try OpenFile.syncDirectory(folder)
        } catch {
            throw PersistenceError.cannotWrite(url, error)
        }
    }

    private static func refuseUnlessRegular(_ url: URL, at path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw PersistenceError.cannotWrite(url, .refused(.symbolicLink))
        default: throw PersistenceError.cannotWrite(url, .refused(.notRegular(FileKind(mode: info.st_mode))))
        }
    }
}
