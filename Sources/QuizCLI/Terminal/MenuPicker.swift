@preconcurrency import Glibc
import QuizPlatform

/// What a key does to a menu.
enum MenuAction: Hashable, Sendable {
    /// Highlight the item at this index.
    case move(to: Int)
    /// Pick the item at this index.
    case choose(Int)
    /// Leave the menu without picking.
    case cancel
    /// The key means nothing here.
    case ignore
}

/// A single-key menu: arrows move the highlight, Enter picks it, a number or
/// an item's hot key picks directly, `q` or Escape goes back.
///
/// Drawing and the meaning of keys are pure functions; screens of the run
/// loop hold one (`MenuKey`, `ChoiceScreen`).
struct MenuPicker: Sendable, Equatable {
    let title: String
    let items: [MenuItem]
    let style: Style
    /// What Escape and `q` do here, as the footer says: back everywhere, quit
    /// only on the main menu.
    var cancel = Cancel.back
    /// The player's language, for the footer and the hints.
    var language = Language.en

    enum Cancel: Sendable { case back, quit }

    /// The menu as a whole screen for a window of `size`: the title, as many
    /// items as fit (scrolled so the highlighted one shows, with the position
    /// when not all do), a hint about the last key when it meant nothing, and
    /// the footer naming the keys. An item wider than the window goes on
    /// under its number rather than being cut. Never more than `size.rows` lines.
    func lines(selected: Int, size: TerminalSize, hint: String? = nil) -> [String] {
        let columns = max(1, size.columns)
        let title = style.bold(TextWrap.truncate(title, to: columns))
        let footer = style.dim(TextWrap.truncate(footerText, to: columns))
        let hintLine = hint.map { style.yellow(TextWrap.truncate($0, to: columns)) }
        // Title and footer always; the hint when there is one; the rest is the list.
        let fixed = 2 + (hintLine == nil ? 0 : 1)
        var room = max(1, size.rows - fixed)
        let rows = items.indices.map { row($0, selected: selected, columns: columns) }
        var shown = 0..<items.count
        if rows.reduce(0, { $0 + $1.count }) > room {
            room = max(1, room - 1)  // the position line
            shown = window(of: rows, around: min(max(0, selected), items.count - 1), room: room)
        }
        var lines = [title]
        for index in shown { lines += rows[index] }
        lines = Array(lines.prefix(1 + room))
        if shown.count < items.count {
            let position = Strings.listPosition(first: shown.lowerBound + 1, last: shown.upperBound, of: items.count)(language)
            let arrows =
                (shown.lowerBound > 0 ? style.glyphs.moreAbove + " " : "  ") + position
                + (shown.upperBound < items.count ? " " + style.glyphs.moreBelow : "")
            lines.append(style.dim(TextWrap.truncate(arrows, to: columns)))
        }
        if let hintLine { lines.append(hintLine) }
        lines.append(footer)
        return Array(lines.prefix(max(1, size.rows)))
    }

    /// The items shown around `selected` when not all fit in `room` lines:
    /// as many before it as after, as far as they fit.
    private func window(of rows: [[String]], around selected: Int, room: Int) -> Range<Int> {
        var lower = selected
        var upper = selected + 1
        var used = rows[selected].count
        var grew = true
        while grew {
            grew = false
            if upper < rows.count, used + rows[upper].count <= room, upper - selected <= selected - lower || lower == 0 {
                used += rows[upper].count
                upper += 1
                grew = true
            }
            if lower > 0, used + rows[lower - 1].count <= room {
                used += rows[lower - 1].count
                lower -= 1
                grew = true
            }
            if !grew, upper < rows.count, used + rows[upper].count <= room {
                used += rows[upper].count
                upper += 1
                grew = true
            }
        }
        return lower..<upper
    }

    /// "↑↓ move · Enter pick · Esc/q back".
    var footerText: String {
        let cancelText = cancel == .quit ? Strings.footerQuit : Strings.footerBack
        return [Strings.footerMove, Strings.footerChoose, cancelText].map { $0(language) }.joined(separator: " · ")
    }

    /// An item's lines: its number and label, wrapped under the number when
    /// wider than the window, the highlighted one marked and in reverse
    /// video, and its hot key dimmed after the label.
    private func row(_ index: Int, selected: Int, columns: Int) -> [String] {
        let item = items[index]
        let number = "\(index + 1). "
        let indent = String(repeating: " ", count: 2 + number.count)
        let hint = item.hotKey.map { " (\($0))" } ?? ""
        let room = max(1, columns - indent.count)
        var label = TextWrap.wrap(item.label, width: room)
        if let last = label.last, Style.displayWidth(last) + hint.count > room { label.append("") }
        return label.enumerated().map { line, text in
            let lead = line == 0 ? number : String(repeating: " ", count: number.count)
            let entry = index == selected ? style.inverse(lead + text) : lead + text
            let mark = line == 0 && index == selected ? style.glyphs.pointer + " " : "  "
            return mark + entry + (line == label.count - 1 ? style.dim(hint) : "")
        }
    }

    /// What `key` does when the item at `selected` is highlighted. Up and down
    /// wrap around; an item's hot key wins over `q`, so a "Quit" item may use it.
    func action(for key: Key, selected: Int) -> MenuAction {
        guard !items.isEmpty else { return .cancel }
        switch key {
        case .up: return .move(to: (selected - 1 + items.count) % items.count)
        case .down, .tab: return .move(to: (selected + 1) % items.count)
        case .home: return .move(to: 0)
        case .end: return .move(to: items.count - 1)
        case .enter: return .choose(selected)
        case .escape, .controlD: return .cancel
        case .character(let character):
            if let digit = character.wholeNumberValue, (1...min(9, items.count)).contains(digit) {
                return .choose(digit - 1)
            }
            if let index = items.firstIndex(where: { $0.hotKey.map { Self.sameLetter($0, character) } ?? false }) {
                return .choose(index)
            }
            return Self.sameLetter(character, "q") ? .cancel : .ignore
        default:
            return .ignore
        }
    }

    /// How a key is named in a hint: the character itself, or its name.
    static func name(of key: Key) -> String {
        if case .character(let character) = key { return Style.plainText(String(character)).terminalSafe }
        return String(describing: key)
    }

    /// Letters match by their key's place, so a Russian layout picks the same items.
    private static func sameLetter(_ first: Character, _ second: Character) -> Bool {
        KeyboardLayout.qwerty(first).lowercased() == KeyboardLayout.qwerty(second).lowercased()
    }
}
