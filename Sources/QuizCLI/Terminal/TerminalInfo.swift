import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import Subprocess

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
        environment: [String: String] = ProcessEnvironment.variables()
    ) -> Bool {
        isatty(descriptor) == 1 && environment["TERM"] != "dumb"
    }

    /// The width to lay text out for: `COLUMNS` when it is a positive number
    /// (so users and tests can override), else the window's width, else 80.
    static func width(environment: [String: String], windowColumns: Int?) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0.trimmingSpaces()) }), columns > 0 {
            return columns
        }
        if let windowColumns, windowColumns > 0 { return windowColumns }
        return defaultWidth
    }

    /// The window's width in columns as the kernel reports it, if `descriptor` is a terminal.
    static func windowColumns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The window's size as the kernel reports it, if `descriptor` is a terminal.
    static func windowSize(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The size to draw whole screens for: `COLUMNS` and `LINES` when they are
    /// positive numbers, else the window's, else 80×24.
    static func size(environment: [String: String], window: TerminalSize?) -> TerminalSize {
        let rows = environment["LINES"].flatMap { Int($0.trimmingSpaces()) }.flatMap { $0 > 0 ? $0 : nil }
        return TerminalSize(
            columns: width(environment: environment, windowColumns: window?.columns),
            rows: rows ?? window?.rows ?? TerminalSize.fallback.rows)
    }

    /// Whether the terminal is known to open OSC 8 hyperlinks. There is no
    /// query for it, so this trusts what terminals say of themselves; tmux
    /// passes links on only when configured to and says nothing about it,
    /// so inside tmux (and screen) the answer is no.
    static func supportsHyperlinks(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return false }
        let programs = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper"]
        if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
        if environment["WT_SESSION"] != nil || environment["KONSOLE_VERSION"] != nil { return true }
        return ["xterm-kitty", "alacritty", "foot", "xterm-ghostty", "wezterm"].contains { term.hasPrefix($0) }
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
