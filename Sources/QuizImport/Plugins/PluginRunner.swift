import FoundationEssentials
import QuizPlatform
import Subprocess

/// Runs a plugin program and collects what it prints, within a time limit.
///
/// The plugin is a `ChildProcess`: it inherits only stdin (/dev/null),
/// stdout and stderr, runs in a session of its own with no controlling
/// terminal (so it cannot write to /dev/tty behind the game's back), and its
/// whole process group is killed at the deadline and as soon as it exits, so
/// a background child it left behind can neither hold its answer open nor
/// outlive it. Its exit is the end of its answer.
public struct PluginRunner: Sendable {
    public static let defaultTimeout: Duration = .seconds(30)
    /// Lines of standard error shown in an error message.
    public static let stderrLinesShown = 5
    /// As large as a pack file may be.
    public static let defaultOutputLimit = 32 << 20

    public var timeout: Duration
    /// Standard output larger than this is refused (and the plugin killed).
    public var outputLimit: Int

    public init(timeout: Duration = defaultTimeout, outputLimit: Int = defaultOutputLimit) {
        self.timeout = timeout
        self.outputLimit = outputLimit
    }

    /// What the plugin printed after a clean exit (status 0); otherwise a
    /// `PluginError` naming it, with the first lines of its standard error.
    public func run(_ executable: URL, arguments: [String]) async throws(PluginError) -> PluginOutput {
        let plugin = executable.lastPathComponent
        let child = ChildProcess(executable: executable.path, arguments: arguments, outputLimit: outputLimit, timeout: timeout)
        let outcome: ChildOutcome
        switch await child.run() {
        case .success(let ended): outcome = ended
        case .failure(let error): throw .cannotStart(plugin: plugin, reason: error.reason)
        }
        let stderr = Self.firstLines(of: outcome.errorOutput)
        switch outcome.ending {
        case .timedOut: throw .timedOut(plugin: plugin, seconds: Int(timeout.components.seconds), stderr: stderr)
        case .outputTooLarge: throw .outputTooLarge(plugin: plugin, megabytes: max(1, outputLimit >> 20))
        case .killedBySignal(let signal): throw .killedBySignal(plugin: plugin, signal: signal, stderr: stderr)
        case .exited(let status) where status != 0: throw .exited(plugin: plugin, status: status, stderr: stderr)
        case .exited: return PluginOutput(standardOutput: Data(outcome.output), standardError: stderr)
        }
    }

    /// The first lines of standard error, safe to print.
    static func firstLines(of bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .map { String($0).terminalSafe.trimmingSpaces().clipped(to: 200) }
            .filter { !$0.isEmpty }
            .prefix(stderrLinesShown)
            .map { $0 }
    }
}
