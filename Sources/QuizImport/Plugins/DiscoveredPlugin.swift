import FoundationEssentials
import QuizPlatform

/// A plugin program found on disk: `quizctl-source-NAME` is the source NAME.
public struct DiscoveredPlugin: Sendable, Hashable {
    /// The source name, lower-cased as `--source` looks it up.
    public var name: String
    public var executable: URL

    public init(name: String, executable: URL) {
        self.name = name
        self.executable = executable
    }
}
