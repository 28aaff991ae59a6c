import FoundationEssentials
import QuizPlatform

/// Why a plugin gave no questions; every message names the plugin, and most
/// show the first lines of what it wrote to standard error.
public enum PluginError: UserFacingError, Equatable {
    case cannotStart(plugin: String, reason: String)
    case exited(plugin: String, status: Int32, stderr: [String])
    case killedBySignal(plugin: String, signal: Int32, stderr: [String])
    case timedOut(plugin: String, seconds: Int, stderr: [String])
    case outputTooLarge(plugin: String, megabytes: Int)
    /// Its output is not a pack: every problem, as the import shows them.
    case badOutput(plugin: String, problems: [LocalizedText], stderr: [String])

    public var message: LocalizedText {
        switch self {
        case .cannotStart(let plugin, let reason): Strings.pluginCannotStart(plugin, reason: reason)
        case .exited(let plugin, let status, let stderr): Self.joined(Strings.pluginExited(plugin, status: Int(status)), stderr: stderr)
        case .killedBySignal(let plugin, let signal, let stderr):
            Self.joined(Strings.pluginKilled(plugin, signal: Int(signal)), stderr: stderr)
        case .timedOut(let plugin, let seconds, let stderr): Self.joined(Strings.pluginTimedOut(plugin, seconds: seconds), stderr: stderr)
        case .outputTooLarge(let plugin, let megabytes): Strings.pluginOutputTooLarge(plugin, megabytes: megabytes)
        case .badOutput(let plugin, let problems, let stderr):
            Self.joined(Strings.pluginBadOutput(plugin), details: problems, stderr: stderr)
        }
    }

    /// The headline, indented details, then the standard error lines under their own heading.
    private static func joined(_ headline: LocalizedText, details: [LocalizedText] = [], stderr: [String]) -> LocalizedText {
        func text(_ language: Language) -> String {
            var lines = [headline(language)] + details.map { "  " + $0(language) }
            if !stderr.isEmpty { lines += [Strings.pluginStderrHeading(language)] + stderr.map { "  | " + $0 } }
            return lines.joined(separator: "\n")
        }
        return LocalizedText(en: text(.en), ru: text(.ru))
    }
}
