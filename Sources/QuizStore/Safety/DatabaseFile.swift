import DataFiles
@preconcurrency import Glibc
import QuizPlatform

/// The database file's safety rules, applied before SQLite opens it: the
/// history is the player's business, so the folder is private (0700), the
/// database private (0600), and nothing but a regular file is opened.
public enum DatabaseFile {
    /// The files SQLite keeps beside a database in WAL mode.
    static let companionSuffixes = ["-wal", "-shm"]

    /// Creates the missing folders of `path` (0700), refuses anything but a
    /// regular file at `path` or its WAL and shared-memory files, and
    /// creates the database empty and 0600 when it is not there. Returns
    /// the path to open: its folder with every link resolved, so SQLite's
    /// NOFOLLOW open (which refuses a link anywhere in the path) refuses
    /// only a link at the database itself, whatever slips in after the
    /// check here.
    ///
    /// Creating it ourselves is what makes the WAL private too: SQLite
    /// creates its `-wal` and `-shm` files with the database's own mode,
    /// whatever the umask, but would create the database itself 0644.
    @discardableResult
    public static func prepare(path: String) throws(QuizStoreError) -> String {
        try createFolders(of: path)
        for name in [path] + companionSuffixes.map({ path + $0 }) { try refuseIrregular(at: name) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            // There already: the check above found a regular file (or one
            // was made meanwhile, which SQLite's NOFOLLOW open checks again).
            guard errno == EEXIST else { throw .cannotWriteFile(path: path, errno: errno) }
            return try resolvingFolder(of: path)
        }
        defer { close(descriptor) }
        // The umask may have taken bits away, even the owner's own.
        guard fchmod(descriptor, 0o600) == 0 else { throw .cannotWriteFile(path: path, errno: errno) }
        return try resolvingFolder(of: path)
    }

    /// `path` with its folder's links resolved (`realpath`), its last component as it is.
    static func resolvingFolder(of path: String) throws(QuizStoreError) -> String {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        guard let resolved = realpath(folder, nil) else { throw .cannotReadFolder(path: folder, errno: errno) }
        defer { free(resolved) }
        let base = String(cString: resolved)
        return (base == "/" ? "" : base) + "/" + name
    }

    /// Throws `.refused` when something other than a regular file is at
    /// `path`; nothing there is fine.
    public static func refuseIrregular(at path: String) throws(QuizStoreError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if let refusal = DatabaseFileRefusal(mode: info.st_mode) { throw .refused(path: path, refusal) }
    }

    /// Throws `.refused` when something other than a folder is at `path`
    /// (a link to one included: the backups stay in the data folder);
    /// nothing there is fine.
    public static func refuseUnlessFolder(at path: String) throws(QuizStoreError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return
        case S_IFLNK: throw .refused(path: path, .symbolicLink)
        default: throw .refused(path: path, .notFolder(FileKind(mode: info.st_mode)))
        }
    }

    /// mkdir -p of the folder holding `path`. Folders it makes are 0700
    /// whatever the umask; folders already there keep their mode, as the
    /// data folder always has.
    static func createFolders(of path: String) throws(QuizStoreError) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        try createFolder(String(path[..<slash]))
    }

    /// mkdir -p of `folder` (0700 for the folders made).
    public static func createFolder(_ folder: String) throws(QuizStoreError) {
        var prefix = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw .cannotCreateFolder(path: prefix, errno: ENOTDIR) }
                continue
            }
            if mkdir(prefix, 0o700) != 0 {
                guard errno == EEXIST else { throw .cannotCreateFolder(path: prefix, errno: errno) }
                continue
            }
            chmod(prefix, 0o700)
        }
    }
}
