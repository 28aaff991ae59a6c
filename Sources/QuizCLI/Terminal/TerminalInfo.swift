import Foundation
@preconcurrency import Glibc
import QuizPlatform

/// Facts about the terminal quizctl runs in: whether there is one, how wide
/// it is, whether colours are welcome.
enum TerminalInfo {
    /// Width used when nothing says otherwise.
    static let defaultWidth = 80

    /// A descriptor counts as an interactive terminal only if it is a TTY and
    /// `TERM` is not `dumb` (editors' shells and CI logs set `dumb` to say
    /// "no cursor movement, please").
    static func isTerminal(
        _ descriptor: Int32,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        isatty(descriptor) == 1 && environment["TERM"] != "dumb"
    }

    /// The width to lay text out for: `COLUMNS` when it is a positive number
    /// (so users and tests can override), else the window's width, else 80.
    static func width(environment: [String: String], windowColumns: Int?) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), columns > 0 {
            return columns
        }
        if let windowColumns, windowColumns > 0 { return windowColumns }
        return defaultWidth
    }

    /// The width for the live process: its environment and standard output's window.
    static func currentWidth() -> Int {
        width(environment: ProcessInfo.processInfo.environment, windowColumns: windowColumns(of: STDOUT_FILENO))
    }

    /// The window's width in columns as the kernel reports it, if `descriptor` is a terminal.
    static func windowColumns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether to colour output. `NO_COLOR` (present and not empty, as
    /// no-color.org defines it) and `never` switch colours off whatever else
    /// says; `always` switches them on; `auto` colours only a terminal.
    static func colorsEnabled(choice: ColorChoice, environment: [String: String], stdoutIsTerminal: Bool) -> Bool {
        if choice == .never { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        switch choice {
        case .always: return true
        case .auto: return stdoutIsTerminal
        case .never: return false
        }
    }
}
