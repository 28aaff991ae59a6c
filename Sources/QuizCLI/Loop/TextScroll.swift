/// ↑/↓ and Page Up/Down over a question too long for the window: the lines
/// of its text scrolled past.
enum TextScroll {
    /// The offset after `key`, or nil when `key` does not scroll.
    static func offset(after key: Key, from offset: Int) -> Int? {
        switch key {
        case .down: offset + 1
        case .pageDown: offset + 5
        case .up: max(0, offset - 1)
        case .pageUp: max(0, offset - 5)
        default: nil
        }
    }
}
