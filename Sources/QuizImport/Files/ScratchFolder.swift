import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// A private folder for one run's temporary files (an Anki collection
/// unpacked, a dry run's downloads), under the data folder's own `tmp/`
/// rather than the system's: on the player's disk, 0700, and swept.
///
/// Each folder holds a lock file its run keeps locked (`flock`) until it
/// removes the folder; the kernel lets go of the lock when the run dies,
/// even by `kill -9`. `sweep` (every start of quizctl that finds a `tmp/`)
/// removes every folder whose lock nobody holds: what killed runs left,
/// never what a run beside it is using.
public final class ScratchFolder: Sendable {
    public static let parentName = "tmp"
    static let lockName = ".in-use"
    /// A folder still without its lock file this long after it was made was
    /// left by a run killed between the two steps.
    static let unlockedGrace: TimeInterval = 60

    /// The folder's path.
    public let path: String
    private let lock: Int32

    /// Makes `tmp/PREFIX-XXXXXX` (mkdtemp, 0700) in `directory` and locks it.
    public init(in directory: DataDirectory, prefix: String) throws {
        let parent = DataDirectory(path: directory.filePath(Self.parentName))
        var made: String?
        // Twice: another run may remove tmp/ between its creation and mkdtemp (see `remove`).
        for _ in 0..<2 where made == nil {
            try parent.create()
            var template = Array(parent.filePath(prefix + "-XXXXXX").utf8CString)
            if let folder = mkdtemp(&template) {
                made = String(cString: folder)
            } else if errno != ENOENT {
                throw Self.failure(parent.path, errno)
            }
        }
        guard let made else { throw Self.failure(parent.path, ENOENT) }
        path = made
        lock = open(path + "/" + Self.lockName, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard lock >= 0, flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            if lock >= 0 { close(lock) }
            try? FileManager.default.removeItem(atPath: path)
            throw Self.failure(path, code)
        }
    }

    /// Removes the folder with everything in it, and `tmp/` when it is left
    /// empty; the lock goes with this value.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
        rmdir(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]))
    }

    deinit { close(lock) }

    /// Removes the scratch folders of runs that are over; says how many.
    @discardableResult
    public static func sweep(_ directory: DataDirectory, now: Date = Date()) -> Int {
        let parent = directory.filePath(parentName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return 0 }
        var removed = 0
        for name in names {
            let folder = parent + "/" + name
            var info = stat()
            // Only folders are ours to sweep; a link is not followed.
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, isAbandoned(folder, made: info, now: now) else { continue }
            if (try? FileManager.default.removeItem(atPath: folder)) != nil { removed += 1 }
        }
        return removed
    }

    /// Whether no run holds the folder's lock (or it never got one, long ago).
    private static func isAbandoned(_ folder: String, made: stat, now: Date) -> Bool {
        let descriptor = open(folder + "/" + lockName, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            return errno == ENOENT && now.timeIntervalSince1970 - Double(made.st_mtim.tv_sec) > unlockedGrace
        }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    private static func failure(_ path: String, _ code: Int32) -> PersistenceError {
        .cannotCreateFolder(path: path, reason: Strings.systemReason(code))
    }
}
