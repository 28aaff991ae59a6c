import FoundationEssentials
import QuizPlatform

/// Finds plugin programs: executables named `quizctl-source-NAME` in the
/// data folder's `plugins/`, then in each `PATH` folder in order. The first
/// one found for a name wins, so a plugin you installed for quizctl beats
/// one that happens to be on PATH.
public struct PluginDiscovery: Sendable {
    public static let prefix = "quizctl-source-"

    public let folders: [URL]

    /// - Parameters:
    ///   - dataFolder: `$QUIZCTL_HOME`; its `plugins` folder is searched first.
    ///   - path: the `PATH` variable, folders separated by ":".
    public init(dataFolder: URL, path: String?) {
        let pathFolders = (path ?? "").split(separator: ":").filter { $0.hasPrefix("/") }.map {
            URL(fileURLWithPath: String($0), isDirectory: true)
        }
        folders = [Self.pluginsFolder(in: dataFolder)] + pathFolders
    }

    public static func pluginsFolder(in dataFolder: URL) -> URL {
        dataFolder.appendingPathComponent("plugins", isDirectory: true)
    }

    /// Every plugin, one per name, sorted by name.
    public func plugins() -> [DiscoveredPlugin] {
        var found: [String: DiscoveredPlugin] = [:]
        for folder in folders {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files.sorted() {
                guard let name = Self.sourceName(ofFile: file), found[name] == nil else { continue }
                let executable = folder.appendingPathComponent(file, isDirectory: false)
                guard Self.isExecutableFile(executable) else { continue }
                found[name] = DiscoveredPlugin(name: name, executable: executable)
            }
        }
        return found.values.sorted { $0.name < $1.name }
    }

    /// The plugin for `--source NAME`, if there is one.
    public func plugin(named name: String) -> DiscoveredPlugin? {
        plugins().first { $0.name == name.lowercased() }
    }

    /// "quizctl-source-capitals" → "capitals"; nil for other files and for
    /// names `--source` could not take (empty, spaces, "pack:…").
    static func sourceName(ofFile file: String) -> String? {
        guard file.hasPrefix(prefix) else { return nil }
        let name = file.dropFirst(prefix.count).lowercased()
        let allowed = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
        guard !name.isEmpty, allowed, name.first != "." else { return nil }
        return name
    }

    private static func isExecutableFile(_ url: URL) -> Bool {
        var isFolder = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            && !isFolder
            && FileManager.default.isExecutableFile(atPath: url.path)
    }
}
