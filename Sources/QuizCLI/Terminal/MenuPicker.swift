@preconcurrency import Glibc

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
/// Drawing and the meaning of keys are pure functions, tested without a
/// terminal; only `pick(using:output:)` touches one.
struct MenuPicker: Sendable {
    let title: String
    let items: [MenuItem]
    let style: Style
    /// Columns available: longer rows are cut, because a row the terminal
    /// wraps would throw off the in-place redraw.
    var width = TerminalInfo.defaultWidth

    /// The title and the items numbered from 1, the highlighted one marked and
    /// in reverse video; a hot key is shown dimmed after its label.
    /// One line per row, each ending in a newline.
    func render(selected: Int) -> String {
        var lines = [style.bold(TextWrap.truncate(title, to: width))]
        for (index, item) in items.enumerated() {
            let hint = item.hotKey.map { " (\($0))" } ?? ""
            let room = width - 2 - Style.displayWidth(hint)
            let entry = TextWrap.truncate("\(index + 1). \(item.label)", to: room)
            let shown = index == selected ? "› " + style.inverse(entry) : "  " + entry
            lines.append(shown + style.dim(hint))
        }
        return lines.map { $0 + "\n" }.joined()
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

    /// Shows the menu on `output` and waits for a choice: the chosen index, or
    /// nil when the player backs out or input ends. The menu is redrawn in
    /// place as the highlight moves and stays on screen with the choice marked.
    @MainActor
    func pick(on terminal: Terminal, output: StandardStream = .output, initiallySelected: Int = 0) -> Int? {
        guard !items.isEmpty else { return nil }
        var selected = min(max(0, initiallySelected), items.count - 1)
        let height = items.count + 1
        terminal.hideCursor(output)
        defer { terminal.showCursor() }
        terminal.write(render(selected: selected), output)
        while true {
            guard case .key(let key) = terminal.readKey(nil) else { return nil }
            let action = action(for: key, selected: selected)
            switch action {
            case .ignore:
                continue
            case .cancel:
                return nil
            case .move(let index), .choose(let index):
                selected = index
                terminal.write(Screen.moveUp(height) + Screen.clearToEnd + render(selected: selected), output)
                if case .choose = action { return index }
            }
        }
    }

    /// Letters match by their key's place, so a Russian layout picks the same items.
    private static func sameLetter(_ first: Character, _ second: Character) -> Bool {
        KeyboardLayout.qwerty(first).lowercased() == KeyboardLayout.qwerty(second).lowercased()
    }
}
