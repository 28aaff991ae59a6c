/// Says the run loop's frames where output is read in order (accessible
/// mode, `TERM=dumb`): the loop and every screen's `update` and `view` are
/// the same as on a terminal, and this, in place of drawing, appends what
/// changed as lines of words, never redrawn.
///
/// - A new screen (its first line differs, or the screen was forgotten
///   after a game had the terminal) is said whole, once.
/// - On the same screen only what is new is said: a line not shown before
///   (a hint, a question asked over the screen, a value changed), and the
///   item the pointer moved to, but not the item it left.
/// - A line being typed that only grew is echoed: the characters added.
@MainActor
final class FrameNarrator {
    /// How tall a narrated frame may be: nothing scrolls inside a window
    /// here, so every screen is laid out whole.
    static let rows = 400

    /// What marks the focused item (`Glyphs.pointer`), followed by a space.
    private let pointer: String
    private let write: (String) -> Void
    /// The lines said last, as `Line`s; nil when the next frame is a new screen.
    private var said: [Line]?
    /// Characters were echoed without a line break after them.
    private var echoing = false

    init(pointer: String, write: @escaping (String) -> Void) {
        self.pointer = pointer + " "
        self.write = write
    }

    /// One line of a frame as it is compared: its words without the
    /// pointer, and whether the pointer was on it.
    private struct Line: Hashable {
        var text: String
        var focused: Bool
    }

    /// Says what `frame` shows that the frame said before did not.
    func say(_ frame: Frame) {
        let lines = frame.lines.map(\.text).map(line(_:))
        defer { said = lines }
        guard let before = said, Self.title(of: before) == Self.title(of: lines) else {
            return say(whole: lines)
        }
        if let typed = typedCharacters(before, lines) {
            write(typed)
            echoing = !typed.isEmpty || echoing
            return
        }
        var unseen = Dictionary(before.map { (Self.unfocused($0.text, pointer), 1) }, uniquingKeysWith: +)
        let focusedBefore = Set(before.filter(\.focused).map { Self.unfocused($0.text, pointer) })
        var news: [String] = []
        for line in lines where !line.text.isEmpty {
            let key = Self.unfocused(line.text, pointer)
            let count = unseen[key, default: 0]
            let moved = line.focused && !focusedBefore.contains(key)
            if count > 0 { unseen[key] = count - 1 }
            if count == 0 || moved { news.append(line.text) }
        }
        say(news)
    }

    /// The next frame is said whole: the screen was drawn over (a game had
    /// the terminal) or is left.
    func forget() {
        said = nil
    }

    private func say(whole lines: [Line]) {
        // Blank lines keep the screen's parts apart: one is enough.
        var shown: [String] = []
        for line in lines where !(line.text.isEmpty && (shown.last?.isEmpty ?? true)) { shown.append(line.text) }
        while shown.last?.isEmpty == true { shown.removeLast() }
        say(shown)
    }

    private func say(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write((echoing ? "\n" : "") + lines.joined(separator: "\n") + "\n")
        echoing = false
    }

    /// The characters typed since `before`, when the only change is a line
    /// that grew at its end (or shrank: a character taken back, said as
    /// nothing); nil for any other change.
    private func typedCharacters(_ before: [Line], _ lines: [Line]) -> String? {
        guard before.count == lines.count else { return nil }
        let changed = lines.indices.filter { before[$0] != lines[$0] }
        guard changed.count == 1, let index = changed.first else { return nil }
        let old = before[index].text
        let new = lines[index].text
        // A line with words on it both times: a line appearing (a hint) is not typing.
        guard !old.isEmpty, !new.isEmpty, lines[index].focused == before[index].focused else { return nil }
        if new.hasPrefix(old) {
            let added = new.dropFirst(old.count)
            // The first characters echoed start their own line: the space before them is the field's.
            return String(echoing ? added : added.drop { $0 == " " })
        }
        return old.hasPrefix(new) ? "" : nil
    }

    private func line(_ text: String) -> Line {
        Line(text: text, focused: text.hasPrefix(pointer))
    }

    /// The line as it reads without the pointer on it.
    private static func unfocused(_ text: String, _ pointer: String) -> String {
        text.hasPrefix(pointer) ? String(repeating: " ", count: pointer.count) + text.dropFirst(pointer.count) : text
    }

    /// A screen's first line with words: it names the screen.
    private static func title(of lines: [Line]) -> String? {
        lines.first { !$0.text.isEmpty }?.text
    }
}
