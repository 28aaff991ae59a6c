import QuizPlatform

/// What a start screen shows over its rows: a list a row opened, the
/// party's players being typed, or its rules being read.
enum StartPanel: Equatable, Sendable {
    case rows
    /// Where the questions come from: the highlighted source.
    case sources(selected: Int, hint: String?)
    /// The trivia categories, "Any" first.
    case categories(selected: Int, hint: String?)
    /// The players typed as names separated by commas, and why the last
    /// names given did not make a party.
    case players(LineEditor, problem: LocalizedText?)
    /// The party's whole rules, scrolled from this line.
    case rules(first: Int)
}
