/// One key press as quizctl understands it.
enum Key: Hashable, Sendable {
    /// A printable character; a Russian letter is one character, not two bytes.
    case character(Character)
    case enter
    case backspace
    case tab
    case escape
    case delete
    case up, down, left, right
    case home, end
    case pageUp, pageDown
    /// Ctrl-D: "no more input" on an empty line.
    case controlD
}
