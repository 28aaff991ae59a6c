import FoundationEssentials
import HTTPClient
import QuizPlatform
import QuizStore

/// Everything a command reaches outside itself, passed down as one value
/// instead of globals: the data folder's stores, the clock, the random
/// source behind unseeded games (inside `game`), the HTTP client, the
/// terminal, the notifier, and the player's language and colours.
///
/// `live(variables:)` builds the process's own; tests build one with a
/// temporary folder, a fixed clock and a scripted terminal.
@MainActor
struct AppEnvironment {
    /// The process's environment variables (`QUIZCTL_HOME`, `NO_COLOR`, `LANG`, base URLs, keys).
    var variables: [String: String]
    var stores: DataStores
    var clock: WallClock
    var http: HTTPClient
    var terminal: Terminal
    var notifier: Notifier
    var language: Language
    var style: Style
    /// Accessible mode: the `accessible` setting, or `--plain` for this run.
    var accessible = false
    /// `--plain`: accessible mode for this run, whatever the setting says.
    var plainRun = false
    /// The coordinator that plays and saves games, on the same stores and clock.
    var game: Game
    /// Told when the language and colours change, so notices follow them.
    var onAdopt: (Language, Style) -> Void = { _, _ in }

    init(
        variables: [String: String], stores: DataStores, clock: WallClock, random: SplitMix64,
        http: HTTPClient, terminal: Terminal, notifier: Notifier, language: Language? = nil, style: Style = .plain
    ) {
        self.variables = variables
        self.stores = stores
        self.clock = clock
        self.http = http
        self.terminal = terminal
        self.notifier = notifier
        self.language = language ?? Self.language(from: variables)
        self.style = style
        game = Game(caretaker: stores.gameCaretaker, clock: clock, random: random)
    }

    /// Where quizctl's words go, in this environment's language and colours.
    var console: Console {
        var console = Console(
            language: language, style: style, terminal: isLinear ? terminal.linear(pointer: style.glyphs.pointer) : terminal)
        console.accessible = accessible
        return console
    }

    /// Whether output is appended line by line, never redrawn: accessible
    /// mode, and a terminal that says it cannot move the cursor (`TERM=dumb`).
    var isLinear: Bool { accessible || variables["TERM"] == "dumb" }

    /// The player's language, colours, glyphs and accessible mode as the
    /// settings and the command line (`--color`, `--plain`) ask, within what the environment allows (`NO_COLOR`,
    /// a terminal or not).
    mutating func adopt(_ settings: Settings, colorOverride: ColorChoice? = nil) {
        language = settings.language ?? Self.language(from: variables)
        accessible = plainRun || settings.accessible
        // Accessible mode says in words what colours would say, and a log or a screen reader wants no escapes.
        let colors = TerminalInfo.colorsEnabled(
            choice: colorOverride ?? settings.color, environment: variables, stdoutIsTerminal: terminal.isTerminal(.output))
        style = Style(enabled: colors && !accessible, glyphs: Glyphs.chosen(for: variables, accessible: accessible))
        onAdopt(language, style)
    }

    /// LC_ALL, then LC_MESSAGES, then LANG: the first that names a language we speak.
    static func language(from variables: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = variables[name], !value.isEmpty {
                return Language(localeIdentifier: value) ?? .en
            }
        }
        return .en
    }
}
