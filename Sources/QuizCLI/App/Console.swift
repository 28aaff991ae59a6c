import Foundation
@preconcurrency import Glibc
import QuizPlatform

/// Where quizctl's words go, in the player's language and colours.
///
/// Results go to standard output; messages, hints and errors to standard
/// error. With `--json` the game itself is drawn on standard error too, so
/// standard output holds nothing but the JSON.
struct Console: Sendable {
    var language: Language
    var style: Style
    let environment: [String: String]
    let inputIsTerminal: Bool
    let outputIsTerminal: Bool
    /// Where the game is drawn: standard output, or standard error with `--json`.
    var display: Int32 = STDOUT_FILENO

    init(settings: Settings, environment: [String: String], colorOverride: ColorChoice? = nil) {
        self.environment = environment
        inputIsTerminal = TerminalInfo.isTerminal(STDIN_FILENO, environment: environment)
        outputIsTerminal = TerminalInfo.isTerminal(STDOUT_FILENO, environment: environment)
        language = settings.language ?? Self.language(from: environment)
        style = Style(
            enabled: TerminalInfo.colorsEnabled(
                choice: colorOverride ?? settings.color, environment: environment, stdoutIsTerminal: outputIsTerminal
            ))
    }

    /// Key-by-key play needs a person at a terminal on both ends.
    var isInteractive: Bool { inputIsTerminal && outputIsTerminal }

    var width: Int { TerminalInfo.currentWidth() }

    /// LC_ALL, then LC_MESSAGES, then LANG: the first that names a language we speak.
    static func language(from environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return Language(localeIdentifier: value) ?? .en
            }
        }
        return .en
    }

    func text(_ localized: LocalizedText) -> String { localized(language) }

    /// A line of results on standard output.
    func print(_ line: String) { Screen.write(line + "\n", to: STDOUT_FILENO) }
    func print(_ localized: LocalizedText) { print(text(localized)) }

    /// A line of the game's screen (standard output, or standard error with --json).
    func show(_ line: String) { Screen.write(line + "\n", to: display) }
    func show(_ localized: LocalizedText) { show(text(localized)) }

    /// A message on standard error, e.g. a hint or a warning.
    func note(_ line: String) { Screen.write(line + "\n", to: STDERR_FILENO) }
    func note(_ localized: LocalizedText) { note(text(localized)) }

    /// "quizctl: error: …" on standard error, red on a terminal.
    func error(_ localized: LocalizedText) {
        let errorStyle = Style(enabled: style.enabled && TerminalInfo.isTerminal(STDERR_FILENO, environment: environment))
        note("quizctl: " + errorStyle.red(text(Strings.errorLabel)) + ": " + text(localized))
    }
}
