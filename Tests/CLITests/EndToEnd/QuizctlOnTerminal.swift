import Foundation
@preconcurrency import Glibc
import Testing

@testable import QuizCLI

/// The built `quizctl` on a pseudo-terminal, as a person at a keyboard sees
/// it: keys are typed at chosen moments and the screen is read back. The
/// process is killed if a test leaves it running.
final class QuizctlOnTerminal {
    private let terminal: PseudoTerminal
    private let process = Process()
    private var bytes: [UInt8] = []

    /// Starts `quizctl arguments…` with `environment` (a `QuizctlProcess`'s)
    /// and a terminal type, so quizctl knows it talks to a person.
    init(_ arguments: [String], environment: [String: String]) throws {
        terminal = try PseudoTerminal()
        process.executableURL = QuizctlProcess.executable
        process.arguments = arguments
        process.environment = environment.merging(["TERM": "xterm", "COLUMNS": "100"]) { $1 }
        let handle = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    /// Types `text` as key presses, all at once.
    func type(_ text: String) {
        let data = Array(text.utf8)
        _ = data.withUnsafeBytes { write(terminal.primary, $0.baseAddress, $0.count) }
    }

    /// Everything written so far, byte for byte (escape sequences included).
    var written: String { String(decoding: bytes, as: UTF8.self) }

    /// Everything shown so far, without colours or cursor movements.
    var screen: String { Style.plainText(String(decoding: bytes, as: UTF8.self)) }

    /// The screen since the last clear-screen.
    var lastScreen: String {
        let text = String(decoding: bytes, as: UTF8.self)
        let last = text.range(of: Screen.clearScreen, options: .backwards).map { String(text[$0.upperBound...]) } ?? text
        return Style.plainText(last)
    }

    /// Reads the screen until `text` shows (true) or `seconds` pass (false).
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !screen.contains(text) {
            guard Date() < deadline else { return false }
            readAvailable(milliseconds: 50)
        }
        return true
    }

    /// Keeps reading the screen for `seconds`, as time passes.
    func watch(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { readAvailable(milliseconds: 20) }
    }

    var isRunning: Bool { process.isRunning }

    /// The exit status once quizctl ends, reading the screen meanwhile; nil
    /// (and the process killed) when it is still running after `seconds`.
    func exitStatus(within seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return nil
            }
            readAvailable(milliseconds: 20)
        }
        readAvailable(milliseconds: 0)
        return process.terminationStatus
    }

    private func readAvailable(milliseconds: Int32) {
        var request = pollfd(fd: terminal.primary, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(terminal.primary, $0.baseAddress, $0.count) }
        if count > 0 { bytes += buffer[..<count] }
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
