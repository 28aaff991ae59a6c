/// The size of the window a screen is drawn for, in character cells.
struct TerminalSize: Hashable, Sendable {
    var columns: Int
    var rows: Int

    /// What a terminal that says nothing about itself is taken to be.
    static let fallback = TerminalSize(columns: TerminalInfo.defaultWidth, rows: 24)
    /// The smallest window every screen is designed to fit.
    static let smallest = TerminalSize(columns: 40, rows: 15)
}
