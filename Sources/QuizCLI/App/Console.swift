import QuizPlatform

/// Where quizctl's words go, in the player's language and colours.
///
/// Results go to standard output; messages, hints and errors to standard
/// error. With `--json` the game itself is drawn on standard error too, so
/// standard output holds nothing but the JSON.
@MainActor
struct Console {
    var language: Language
    var style: Style
    let terminal: Terminal
    /// Where the game is drawn: standard output, or standard error with `--json`.
    var display: StandardStream = .output
    /// Accessible mode: every state said in words, output appended line by
    /// line (the terminal is `linear()`), menus and questions never redrawn.
    var accessible = false

    init(language: Language, style: Style, terminal: Terminal) {
        self.language = language
        self.style = style
        self.terminal = terminal
    }

    var inputIsTerminal: Bool { terminal.isTerminal(.input) }
    var outputIsTerminal: Bool { terminal.isTerminal(.output) }

    /// Key-by-key play needs a person at a terminal on both ends.
    var isInteractive: Bool { inputIsTerminal && outputIsTerminal }

    var width: Int { terminal.width() }

    func text(_ localized: LocalizedText) -> String { localized(language) }

    /// Text as it is, with no line break added.
    func write(_ text: String, to stream: StandardStream) { terminal.write(text, stream) }

    /// Text no screen is drawn again from, such as a command's JSON: written
    /// as it comes and not kept for a redraw (a hundred thousand games'
    /// worth would be held whole, and scanned piece by piece for escapes).
    func stream(_ text: String, to stream: StandardStream) { terminal.write(text, stream) }

    /// A line of results on standard output.
    func print(_ line: String) { write(line + "\n", to: .output) }
    func print(_ localized: LocalizedText) { print(text(localized)) }

    /// A line of the game's screen (standard output, or standard error with --json).
    func show(_ line: String) { write(line + "\n", to: display) }
    func show(_ localized: LocalizedText) { show(text(localized)) }

    /// Text on the game's screen with no line break: a redrawn screen, a prompt.
    func draw(_ text: String) { write(text, to: display) }

    /// A message on standard error, e.g. a hint or a warning.
    func note(_ line: String) { write(line + "\n", to: .error) }
    func note(_ localized: LocalizedText) { note(text(localized)) }

    /// "quizctl: error: …" on standard error, red on a terminal.
    func error(_ localized: LocalizedText) {
        let errorStyle = Style(enabled: style.enabled && terminal.isTerminal(.error))
        note("quizctl: " + errorStyle.red(text(Strings.errorLabel)) + ": " + text(localized))
    }
}
