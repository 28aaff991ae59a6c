/// The characters frames, bars, charts and marks are drawn with, chosen once
/// for where quizctl runs (`chosen(for:accessible:)`) and carried in the
/// `Style`, so no view asks the environment itself.
///
/// Unicode box drawing and blocks on a UTF-8 terminal; ASCII (`+-|`, `#.`)
/// where those would print as garbage or are not wanted (`TERM=dumb`,
/// `NO_COLOR`, a C or POSIX locale); in accessible mode no frame at all,
/// since a screen reader reads a frame's every dash.
struct Glyphs: Sendable, Hashable {
    /// The pieces of a frame around text.
    struct Frame: Sendable, Hashable {
        var topLeft: String
        var topRight: String
        var bottomLeft: String
        var bottomRight: String
        var horizontal: String
        var vertical: String
    }

    /// nil: text that would be framed is written without one.
    var frame: Frame?
    /// A bar's filled and empty cells: "████░░░░".
    var barFilled: String
    var barEmpty: String
    /// A sparkline's eight heights, lowest first.
    var levels: [Character]
    /// A chart's vertical axis beside a label ("┤") and its corner and line ("└─").
    var axisTick: String
    var axisCorner: String
    var axisLine: String
    /// The highlighted menu row's marker.
    var pointer: String
    /// More of a list above and below what is shown.
    var moreAbove: String
    var moreBelow: String
    /// A right and a wrong answer in lists and reviews.
    var right: String
    var wrong: String
    /// A source that can be reached, and one that cannot.
    var reachable: String
    var unreachable: String
    /// Before the item that starts a game: "▶ Start".
    var start: String
    /// A spinner's frames.
    var spinner: [String]
    /// Whether the splash may draw the name in box-drawing letters.
    var drawsSplashArt: Bool
    /// Whether emoji may be shown (the daily share line's squares); ASCII writes `+` and `-`.
    var drawsEmoji = true
    /// Whether marks and charts are said in words instead (accessible mode):
    /// "Right:" for a tick, a sentence for a chart.
    var inWords = false

    static let unicode = Glyphs(
        frame: Frame(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│"),
        barFilled: "█", barEmpty: "░", levels: ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"],
        axisTick: "┤", axisCorner: "└", axisLine: "─", pointer: "›", moreAbove: "↑", moreBelow: "↓", right: "✓", wrong: "✗", reachable: "●",
        unreachable: "○", start: "▶ ",
        spinner: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], drawsSplashArt: true)

    static let ascii = Glyphs(
        frame: Frame(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        barFilled: "#", barEmpty: ".", levels: ["_", ".", ":", "-", "=", "+", "*", "#"],
        axisTick: "|", axisCorner: "+", axisLine: "-", pointer: ">", moreAbove: "^", moreBelow: "v", right: "+", wrong: "x", reachable: "*",
        unreachable: "-", start: "> ",
        spinner: ["|", "/", "-", "\\"], drawsSplashArt: false, drawsEmoji: false)

    /// ASCII without frames: what is left of the drawing in accessible mode,
    /// where charts are also said in sentences.
    static let accessible: Glyphs = {
        var glyphs = Glyphs.ascii
        glyphs.frame = nil
        glyphs.inWords = true
        glyphs.start = ""
        return glyphs
    }()

    /// The set for an environment: accessible mode first, then anything
    /// that asks for plain characters, else Unicode.
    static func chosen(for variables: [String: String], accessible: Bool) -> Glyphs {
        if accessible { return .accessible }
        let noColor = !(variables["NO_COLOR"] ?? "").isEmpty
        if variables["TERM"] == "dumb" || noColor || !localeIsUTF8(variables) { return .ascii }
        return .unicode
    }

    /// Whether the character set the locale names is UTF-8: LC_ALL, then
    /// LC_CTYPE, then LANG, the first that is set (POSIX's order). With
    /// none set there is nothing to go by, and terminals today are UTF-8.
    static func localeIsUTF8(_ variables: [String: String]) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = variables[name], !value.isEmpty else { continue }
            // Compared as bytes: Foundation's `contains` goes through
            // NSString and CFString, a dozen pages of code for every command.
            let lowered = value.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
            return contains("utf-8", in: lowered) || contains("utf8", in: lowered)
        }
        return true
    }

    private static func contains(_ needle: StaticString, in bytes: [UInt8]) -> Bool {
        let needle = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            needle.indices.allSatisfy { bytes[start + $0] == needle[$0] }
        }
    }
}
