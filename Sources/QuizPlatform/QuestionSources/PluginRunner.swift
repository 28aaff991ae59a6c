import Foundation
@preconcurrency import Glibc

/// Runs a plugin program and collects what it prints, within a time limit.
///
/// Standard output and standard error are read together with `poll`, so a
/// plugin that fills one pipe while we wait on the other cannot deadlock.
/// On time-out the plugin's whole process group is killed (Foundation's
/// `Process` starts each child in a group of its own), so a script's
/// children die with it and nothing keeps the pipes open.
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
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<PluginOutput, PluginError>, Never>) in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { () throws(PluginError) in try runBlocking(executable, arguments: arguments) })
            }
        }
        return try result.get()
    }

    private func runBlocking(_ executable: URL, arguments: [String]) throws(PluginError) -> PluginOutput {
        let plugin = executable.lastPathComponent
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .cannotStart(plugin: plugin, reason: (error as NSError).localizedDescription)
        }
        let deadline = ContinuousClock.now + timeout
        var collector = OutputCollector(
            output: output.fileHandleForReading.fileDescriptor, errors: errors.fileHandleForReading.fileDescriptor,
            outputLimit: outputLimit
        )
        let ending = collector.collect(until: deadline)
        let stderr = Self.firstLines(of: collector.errorBytes)
        switch ending {
        case .closed where waitForExit(process, until: deadline): break
        case .closed, .timedOut:
            stop(process)
            throw .timedOut(plugin: plugin, seconds: Int(timeout.components.seconds), stderr: stderr)
        case .outputTooLarge:
            stop(process)
            throw .outputTooLarge(plugin: plugin, megabytes: max(1, outputLimit >> 20))
        }
        switch process.terminationReason {
        case .uncaughtSignal: throw .killedBySignal(plugin: plugin, signal: process.terminationStatus, stderr: stderr)
        case .exit where process.terminationStatus != 0:
            throw .exited(plugin: plugin, status: process.terminationStatus, stderr: stderr)
        default: return PluginOutput(standardOutput: Data(collector.outputBytes), standardError: stderr)
        }
    }

    /// Whether the plugin exited before the deadline (it may close its
    /// output and go on running).
    private func waitForExit(_ process: Process, until deadline: ContinuousClock.Instant) -> Bool {
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return false }
            usleep(2_000)
        }
        return true
    }

    /// Kills the plugin's process group, then waits briefly for it to be reaped.
    private func stop(_ process: Process) {
        let pid = process.processIdentifier
        if getpgid(pid) == pid { kill(-pid, SIGKILL) } else { kill(pid, SIGKILL) }
        _ = waitForExit(process, until: .now + .seconds(2))
    }

    /// The first lines of standard error, safe to print.
    static func firstLines(of bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .map { String($0).terminalSafe.trimmingCharacters(in: .whitespaces).clipped(to: 200) }
            .filter { !$0.isEmpty }
            .prefix(stderrLinesShown)
            .map { $0 }
    }
}

/// A plugin's standard output, and the first lines of its standard error.
public struct PluginOutput: Sendable, Hashable {
    public var standardOutput: Data
    public var standardError: [String]
}

/// Reads a child's standard output and standard error as they come, until
/// both close, the deadline passes or the output grows too large.
private struct OutputCollector {
    enum Ending { case closed, timedOut, outputTooLarge }

    /// Enough standard error for the lines shown; the rest is read and dropped.
    static let errorLimit = 16 * 1024

    let output: Int32
    let errors: Int32
    let outputLimit: Int
    var outputBytes: [UInt8] = []
    var errorBytes: [UInt8] = []

    init(output: Int32, errors: Int32, outputLimit: Int) {
        self.output = output
        self.errors = errors
        self.outputLimit = outputLimit
    }

    mutating func collect(until deadline: ContinuousClock.Instant) -> Ending {
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while open.contains(true) {
            let remaining = deadline - .now
            guard remaining > .zero else { return .timedOut }
            var fds = [output, errors].enumerated().map { pollfd(fd: open[$0.offset] ? $0.element : -1, events: Int16(POLLIN), revents: 0) }
            let ready = poll(
                &fds, 2, Int32(clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
            )
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            for index in 0..<2 where open[index] && fds[index].revents != 0 {
                let count = read(fds[index].fd, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else {
                    open[index] = false
                    continue
                }
                if index == 0 {
                    outputBytes += buffer[0..<count]
                    if outputBytes.count > outputLimit { return .outputTooLarge }
                } else if errorBytes.count < Self.errorLimit {
                    errorBytes += buffer[0..<min(count, Self.errorLimit - errorBytes.count)]
                }
            }
        }
        return .closed
    }
}
