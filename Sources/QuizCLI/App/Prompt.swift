import Foundation
import QuizPlatform

/// What to do after a source could not be reached.
enum Recovery { case retry, offline, quit }

/// Small questions asked on a terminal: confirmations, menus, lines of text.
@MainActor
struct Prompt {
    let console: Console

    private var terminal: Terminal { console.terminal }

    /// y/n with a single key, by its place (the Y key types `н` in a
    /// Russian layout); Escape or the end of input is "no".
    func confirm(_ question: LocalizedText) -> Bool {
        console.draw(console.style.bold(console.text(question)) + " [y/n] ")
        defer { console.draw("\n") }
        while true {
            switch terminal.readKey(nil).onQWERTY {
            case .key(.character(let c)) where "yY".contains(c): return true
            case .key(.character(let c)) where "nN".contains(c): return false
            case .key(.escape), .endOfInput: return false
            default: continue
            }
        }
    }

    /// Waits for a key, so what was just printed is read before the screen is redrawn.
    func pause() {
        console.draw(console.style.dim(console.text(Strings.pressAnyKey)) + "\n")
        _ = terminal.readKey(nil)
    }

    /// "Play again?" after a result screen: Enter or p plays, anything else stops.
    func playAgain() -> Bool {
        console.draw(
            "\n" + console.style.bold("[Enter] " + console.text(Strings.playAgain))
                + console.style.dim("   [q] " + console.text(Strings.menuBack)) + "\n")
        while true {
            switch terminal.readKey(nil).onQWERTY {
            case .key(.enter), .key(.character("p")), .key(.character("P")), .key(.character(" ")): return true
            case .key(.character("q")), .key(.character("Q")), .key(.escape), .endOfInput: return false
            default: continue
            }
        }
    }

    /// Retry · Play offline · Quit, after a failed load.
    func recovery(offlineAvailable: Bool) -> Recovery {
        var items = [MenuItem(console.text(Strings.retry), hotKey: "r")]
        if offlineAvailable { items.append(MenuItem(console.text(Strings.playOffline), hotKey: "o")) }
        items.append(MenuItem(console.text(Strings.quit), hotKey: "q"))
        let picker = MenuPicker(title: console.text(Strings.whatNow), items: items, style: console.style, width: console.width)
        switch picker.pick(on: terminal, output: console.display) {
        case 0: return .retry
        case 1 where offlineAvailable: return .offline
        default: return .quit
        }
    }

    /// After "nothing to review": a round that can make some mistakes to
    /// review (classic or yes/no), or nil for back. Not Retry: nothing failed.
    func roundInsteadOfReview() -> ModeKind? {
        console.show(console.style.bold(console.text(Strings.nothingToReviewYet)))
        let modes: [ModeKind] = [.classic, .yesno]
        var items = modes.map { MenuItem(console.text(Strings.modeTitle($0)), hotKey: $0 == .classic ? "c" : "y") }
        items.append(MenuItem(console.text(Strings.menuBack), hotKey: "b"))
        let picker = MenuPicker(title: console.text(Strings.playInstead), items: items, style: console.style, width: console.width)
        guard let index = picker.pick(on: terminal, output: console.display), index < modes.count else { return nil }
        return modes[index]
    }

    /// A menu of `items`; the index picked, or nil for back.
    func choose(_ title: LocalizedText, _ items: [MenuItem], selected: Int = 0) -> Int? {
        let picker = MenuPicker(title: console.text(title), items: items, style: console.style, width: console.width)
        return picker.pick(on: terminal, output: console.display, initiallySelected: selected)
    }

    /// A line of text typed with the terminal's own editing (echo, backspace);
    /// nil when input ends.
    func line(_ label: LocalizedText, default value: String? = nil) -> String? {
        let suffix = value.map { console.style.dim(" [\($0)]") } ?? ""
        console.draw(console.text(label) + suffix + ": ")
        guard case .line(let text) = terminal.readLine(nil) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? (value ?? "") : trimmed
    }
}
