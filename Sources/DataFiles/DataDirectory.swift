import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// The folder that holds the settings, your questions, the history and the
/// statistics.
public struct DataDirectory: Sendable, Hashable {
    /// The folder, absolute, without a trailing "/". Files are named by
    /// joining strings: `URL.appendingPathComponent` costs 20,000
    /// instructions a call, and every command names three files or more.
    public let path: String

    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    public init(url: URL) { path = url.path }

    /// `path` made absolute against the current folder, as
    /// `URL(fileURLWithPath:)` would, and without a trailing "/".
    package init(path: String) {
        var path = path.hasPrefix("/") ? path : Self.currentFolder() + "/" + path
        while path.utf8.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
    }

    private static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// QUIZCTL_HOME, else $XDG_DATA_HOME/quizctl, else ~/.local/share/quizctl.
    ///
    /// Only the given environment is consulted (HOME included), so tests and
    /// the CLI see the same rules. An empty or relative XDG_DATA_HOME is
    /// ignored, as the XDG spec asks.
    public static func resolve(environment: [String: String]) -> DataDirectory {
        if let home = environment["QUIZCTL_HOME"], !home.isEmpty {
            return DataDirectory(path: home)
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return DataDirectory(path: DataDirectory(path: data).filePath("quizctl"))
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        return DataDirectory(path: DataDirectory(path: home).filePath(".local/share/quizctl"))
    }

    public func file(_ name: String) -> URL { URL(fileURLWithPath: filePath(name), isDirectory: false) }

    /// The path of `name` in the folder: `file(name).path` without a URL.
    public func filePath(_ name: String) -> String { path == "/" ? "/" + name : path + "/" + name }

    /// mkdir -p. Folders it makes are private (0700) whatever the umask: the
    /// history is the player's business. Existing folders keep their mode.
    public func create() throws {
        var path = ""
        for component in url.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            var info = stat()
            if stat(path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw failure(ENOTDIR) }
                continue
            }
            if mkdir(path, 0o700) != 0 {
                if errno != EEXIST { throw failure(errno) }
                continue
            }
            // The umask may have taken bits away (or, with 0o277, the owner's own).
            chmod(path, 0o700)
        }
    }

    private func failure(_ code: Int32) -> PersistenceError {
        .cannotCreateFolder(path: path, reason: Strings.systemReason(code))
    }
}
