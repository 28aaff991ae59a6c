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

    @Test func quittingGivesTheShellItsScreenAndSettingsBack() throws {
        let run = try Run()
        let menu = run.read(until: "Esc/q quit")
        #expect(menu.hasPrefix(Self.enter), "the alternate screen first: \(menu.debugDescription)")
        #expect(menu.contains("Main menu"))
        run.pty.type("q")
        run.process.waitUntilExit()
        let rest = run.pty.read(quiet: 0.5)
        #expect(run.process.terminationStatus == 0)
        #expect(rest.contains(Self.leave))
        #expect(run.settingsAreRestored())
    }

    @Test func sigtermRestoresTheScreenAndDiesOfTheSignal() throws {
        let run = try Run()
        _ = run.read(until: "Esc/q quit")
        kill(run.process.processIdentifier, SIGTERM)
        run.process.waitUntilExit()
        #expect(run.process.terminationReason == .uncaughtSignal && run.process.terminationStatus == SIGTERM)
        #expect(run.pty.read(quiet: 0.5).contains(Self.leave))
        #expect(run.settingsAreRestored())
    }

    @Test func ctrlZGivesTheScreenBackAndFgTakesItAgainAndRedraws() throws {
        let run = try Run()
        _ = run.read(until: "Esc/q quit")
        run.pty.type("p")
        _ = run.read(until: "Esc/q back")
        kill(run.process.processIdentifier, SIGTSTP)
        let suspended = run.read(until: Self.leave)
        #expect(suspended.contains(Self.leave))
        usleep(200_000)
        #expect(run.settingsAreRestored(), "the shell gets its own settings while quizctl is stopped")
        kill(run.process.processIdentifier, SIGCONT)
        let resumed = run.read(until: "Esc/q back")
        #expect(resumed.contains(Self.enter))
        #expect(resumed.contains("What would you like to play?"), "redrawn after fg without a key")
        #expect(!run.settingsAreRestored(), "cbreak mode again")
        run.pty.type("q")
        _ = run.read(until: "Esc/q quit")
        run.pty.type("q")
        run.process.waitUntilExit()
        #expect(run.process.terminationStatus == 0)
    }
}
