import FoundationEssentials
import QuizPlatform
import Subprocess

/// A plugin's standard output, and the first lines of its standard error.
public struct PluginOutput: Sendable, Hashable {
    public var standardOutput: Data
    public var standardError: [String]
}
