import Foundation
@preconcurrency import Glibc

/// The folder that holds the settings, your questions, the history and the
/// statistics.
public struct DataDirectory: Sendable, Hashable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// QUIZCTL_HOME, else $XDG_DATA_HOME/quizctl, else ~/.local/share/quizctl.
    ///
    /// Only the given environment is consulted (HOME included), so tests and
    /// the CLI see the same rules. An empty or relative XDG_DATA_HOME is
    /// ignored, as the XDG spec asks.
    public static func resolve(environment: [String: String]) -> DataDirectory {
        if let home = environment["QUIZCTL_HOME"], !home.isEmpty {
            return DataDirectory(url: URL(fileURLWithPath: home, isDirectory: true))
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return DataDirectory(url: URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("quizctl", isDirectory: true))
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        return DataDirectory(
            url: URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share/quizctl", isDirectory: true)
        )
    }

    public func file(_ name: String) -> URL { url.appendingPathComponent(name, isDirectory: false) }

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
        .cannotCreateFolder(path: url.path, reason: Strings.systemReason(code))
    }
}
