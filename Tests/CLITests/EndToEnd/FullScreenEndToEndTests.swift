import Foundation
@preconcurrency import Glibc
import Testing

/// The built quizctl on a pseudo-terminal, as a person at a terminal meets
/// it: the menu app takes the alternate screen and gives the shell its screen
/// and its terminal settings back on quit, on SIGTERM and on Ctrl-Z (SIGTSTP),
/// and after `fg` (SIGCONT) it takes them again and redraws.
@Suite(.serialized) struct FullScreenEndToEndTests {
    private static let enter = "\u{1B}[?1049h"
    private static let leave = "\u{1B}[?1049l"

    private final class Run {
        let pty: PseudoTerminal
        let process = Process()
        let original: termios

        init() throws {
            pty = try PseudoTerminal()
            pty.resize(columns: 80, rows: 24)
            original = pty.settings()
            var environment = QuizctlProcess().environment
            environment["TERM"] = "xterm-256color"
            process.executableURL = QuizctlProcess.executable
            process.arguments = []
            process.environment = environment
            let handle = FileHandle(fileDescriptor: pty.secondary, closeOnDealloc: false)
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            // A signal that is never handled must fail the test, not hang the suite.
            DispatchQueue.global().asyncAfter(deadline: .now() + 30) { [process] in
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }

        func read(until marker: String) -> String {
            let text = pty.read(quiet: 5, until: marker, limit: 20)
            return text
        }

        func settingsAreRestored() -> Bool {
            var now = pty.settings()
            var before = original
            return withUnsafeBytes(of: &now) { Array($0) } == withUnsafeBytes(of: &before) { Array($0) }
        }

        deinit {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
    }

    /// Runs blocking pty work on a thread of its own: the tests' cooperative
    /// pool is two threads on a small machine, and blocking one would stall
    /// the time-limited network tests running beside these.
    private static func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    private struct Observed: Sendable {
        var first = ""
        var second = ""
        var third = ""
        var status: Int32 = -1
        var reason = Process.TerminationReason.exit
        var restoredMeanwhile = false
        var restoredAtEnd = false
    }

    @Test func quittingGivesTheShellItsScreenAndSettingsBack() async throws {
        let seen = try await Self.offThePool {
            let run = try Run()
            var seen = Observed()
            seen.first = run.read(until: "Esc/q quit")
            run.pty.type("q")
            run.process.waitUntilExit()
            seen.second = run.pty.read(quiet: 0.5)
            seen.status = run.process.terminationStatus
            seen.restoredAtEnd = run.settingsAreRestored()
            return seen
        }
        #expect(seen.first.hasPrefix(Self.enter), "the alternate screen first: \(seen.first.debugDescription)")
        #expect(seen.first.contains("Main menu"))
        #expect(seen.status == 0)
        #expect(seen.second.contains(Self.leave))
        #expect(seen.restoredAtEnd)
    }

    @Test func sigtermRestoresTheScreenAndDiesOfTheSignal() async throws {
        let seen = try await Self.offThePool {
            let run = try Run()
            var seen = Observed()
            seen.first = run.read(until: "Esc/q quit")
            kill(run.process.processIdentifier, SIGTERM)
            run.process.waitUntilExit()
            seen.reason = run.process.terminationReason
            seen.status = run.process.terminationStatus
            seen.second = run.pty.read(quiet: 0.5)
            seen.restoredAtEnd = run.settingsAreRestored()
            return seen
        }
        #expect(seen.reason == .uncaughtSignal && seen.status == SIGTERM)
        #expect(seen.second.contains(Self.leave))
        #expect(seen.restoredAtEnd)
    }

    @Test func ctrlZGivesTheScreenBackAndFgTakesItAgainAndRedraws() async throws {
        let seen = try await Self.offThePool {
            let run = try Run()
            var seen = Observed()
            _ = run.read(until: "Esc/q quit")
            run.pty.type("p")
            _ = run.read(until: "Esc/q back")
            kill(run.process.processIdentifier, SIGTSTP)
            seen.first = run.read(until: Self.leave)
            usleep(200_000)
            seen.restoredMeanwhile = run.settingsAreRestored()
            kill(run.process.processIdentifier, SIGCONT)
            seen.second = run.read(until: "Esc/q back")
            seen.restoredAtEnd = run.settingsAreRestored()
            run.pty.type("q")
            _ = run.read(until: "Esc/q quit")
            run.pty.type("q")
            run.process.waitUntilExit()
            seen.status = run.process.terminationStatus
            return seen
        }
        #expect(seen.first.contains(Self.leave))
        #expect(seen.restoredMeanwhile, "the shell gets its own settings while quizctl is stopped")
        #expect(seen.second.contains(Self.enter))
        #expect(seen.second.contains("What would you like to play?"), "redrawn after fg without a key")
        #expect(!seen.restoredAtEnd, "cbreak mode again after fg")
        #expect(seen.status == 0)
    }
}
