import FoundationEssentials
import QuizPlatform

/// What to do after a source could not be reached.
enum Recovery { case retry, offline, quit }

/// Small questions asked on a terminal: confirmations, menus, lines of text.
@MainActor
struct Prompt {
    let console: Console

    private var terminal: Terminal { console.terminal }

    /// Yes or no with a single key, on a line of its own (never run into the
    /// key line of the screen above it). In Russian д/н answer by meaning,
    /// y/n too; other keys by place (`AnswerKey`). Escape is "no"; the end
    /// of input is `atEnd` ("no" unless said: a question about throwing
    /// work away is "yes" then, as nothing more can be typed).
    func confirm(_ question: LocalizedText, atEnd: Bool = false) -> Bool {
        let start = terminal.isLinear ? "" : "\n"
        console.draw(start + console.style.bold(console.text(question)) + " " + console.text(Strings.yesNoKeys) + " ")
        defer { console.draw("\n") }
        while true {
            switch terminal.readKey(nil) {
            case .key(let key):
                if let yes = AnswerKey.yesOrNo(key, language: console.language) { return yes }
            case .endOfInput: return atEnd
            case .timedOut: continue
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
        // Keys hammered through the last feedback pause would start (or
        // leave) the next game unseen; only a key pressed now counts.
        terminal.discardTypedAhead()
        if console.accessible {
            console.draw("\n" + console.text(Strings.spokenPlayAgain) + "\n")
        } else {
            console.draw(
                "\n" + console.style.bold("[Enter] " + console.text(Strings.playAgain))
                    + console.style.dim("   [q] " + console.text(Strings.menuBack)) + "\n")
        }
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
        var picker = MenuPicker(title: console.text(Strings.whatNow), items: items, style: console.style, width: console.width)
        picker.language = console.language
        switch picker.pick(on: terminal, output: console.display) {
        case 0: return .retry
        case 1 where offlineAvailable: return .offline
        default: return .quit
        }
    }

    /// After "nothing to review": a round that can make some mistakes to
    /// review (classic or yes/no), or nil for back. Not Retry: nothing failed.
    /// `reason` says more than "nothing to review yet" when the source knows it.
    func roundInsteadOfReview(saying reason: LocalizedText? = nil) -> ModeKind? {
        console.show(console.style.bold(console.text(reason ?? Strings.nothingToReviewYet)))
        let modes: [ModeKind] = [.classic, .yesno]
        var items = modes.map { MenuItem(console.text(Strings.modeTitle($0)), hotKey: $0 == .classic ? "c" : "y") }
        items.append(MenuItem(console.text(Strings.menuBack), hotKey: "b"))
        guard let index = choose(Strings.playInstead, items), index < modes.count else { return nil }
        return modes[index]
    }

    /// A menu of `items`; the index picked, or nil for back. Escape and `q`
    /// mean back, or quit where `cancel` says so (the main menu).
    func choose(_ title: LocalizedText, _ items: [MenuItem], selected: Int = 0, cancel: MenuPicker.Cancel = .back) -> Int? {
        var picker = MenuPicker(title: console.text(title), items: items, style: console.style, width: console.width)
        picker.cancel = cancel
        picker.language = console.language
        return picker.pick(on: terminal, output: console.display, initiallySelected: selected)
    }

    /// A line of text, read as a line with the terminal's own line editing
    /// (output read in order, a script); an empty line means `value`, nil
    /// is the end of input. On a terminal, text is typed on the run loop's
    /// screens (`LineEntryView`).
    func line(_ label: LocalizedText, default value: String? = nil) -> String? {
        let suffix = value.map { console.style.dim(" [\($0)]") } ?? ""
        console.draw(console.text(label) + suffix + ": ")
        guard case .line(let text) = terminal.readLine(nil) else { return nil }
        let trimmed = text.trimmingSpaces()
        return trimmed.isEmpty ? (value ?? "") : trimmed
    }
}
