import Foundation
import MovieRatingSource
import Testing

/// A `kill -9` of quizctl takes its children along: curl mid-download and a
/// plugin mid-answer. Before, each lived on in a session of its own (a curl
/// was still connected 213 s after its quizctl was killed).
@Suite struct ChildrenDieWithQuizctlTests {
    /// The children of `pid`, from the process table.
    static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { parent(of: $0) == pid }
    }

    /// Field 4 of /proc/PID/stat, after the command in parentheses.
    static func parent(of pid: Int32) -> Int32? {
        fields(of: pid).flatMap { $0.count > 1 ? Int32($0[1]) : nil }
    }

    /// The fields of /proc/PID/stat after the command: state, parent, ….
    static func fields(of pid: Int32) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// Gone, or a zombie waiting for a reaper that a container may not have.
    static func hasEnded(_ pid: Int32) -> Bool {
        guard let state = fields(of: pid)?.first else { return true }
        return state == "Z" || state == "X"
    }

    /// Starts quizctl, waits (at most 20 s) until `ready` names the child to
    /// watch, kills quizctl with SIGKILL, and says whether that child ended
    /// within 20 s: the kernel kills it at once, the bound only keeps a
    /// failing run from hanging.
    static func killQuizctl(
        _ arguments: [String], environment: [String: String], childOf ready: @escaping @Sendable (Int32) -> Int32?
    ) async throws -> (child: Int32?, ended: Bool) {
        try await OffThePool.run {
            let process = Process()
            process.executableURL = QuizctlProcess.executable
            process.arguments = arguments
            process.environment = environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let pid = process.processIdentifier
            var child: Int32?
            let started = Date()
            while child == nil, Date().timeIntervalSince(started) < 20 {
                child = ready(pid)
                if child == nil { Thread.sleep(forTimeInterval: 0.05) }
            }
            kill(pid, SIGKILL)
            process.waitUntilExit()
            guard let child else { return (nil, false) }
            let killed = Date()
            while !hasEnded(child), Date().timeIntervalSince(killed) < 20 { Thread.sleep(forTimeInterval: 0.05) }
            let ended = hasEnded(child)
            if !ended { kill(child, SIGKILL) }
            return (child, ended)
        }
    }

    @Test func curlEndsWithAKilledMoviesUpdate() async throws {
        let server = try LoopbackHTTPServer { _ in
            StubResponse(status: 200, headers: ["Content-Type": "application/octet-stream"], body: Data(count: 4096), trickle: 0.5)
        }
        defer { server.stop() }
        var quizctl = QuizctlProcess()
        quizctl.environment[IMDbDatasetHost.environmentVariable] = server.baseURL.absoluteString
        let result = try await Self.killQuizctl(["movies", "update"], environment: quizctl.environment) { pid in
            Self.children(of: pid).first { (try? String(contentsOfFile: "/proc/\($0)/comm", encoding: .utf8))?.hasPrefix("curl") ?? false }
        }
        let curl = try #require(result.child, "curl never started")
        #expect(result.ended, "curl \(curl) outlived the quizctl that started it")
    }

    @Test func aPluginEndsWithAKilledGame() async throws {
        let quizctl = QuizctlProcess()
        let plugins = quizctl.file("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let pidFile = quizctl.file("plugin.pid")
        let script = plugins.appending(path: "quizctl-source-slowpoke")
        try "#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec sleep 120\n".write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        let result = try await Self.killQuizctl(
            ["play", "classic", "--source", "slowpoke", "--count", "1"], environment: quizctl.environment
        ) { _ in
            (try? String(contentsOfFile: pidFile.path, encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        let plugin = try #require(result.child, "the plugin never started")
        #expect(result.ended, "the plugin \(plugin) outlived the quizctl that started it")
    }
}
