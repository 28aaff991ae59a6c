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

    /// A line of text; nil when input ends or the player cancels (Escape).
    ///
    /// On a terminal it is typed in the line editor (a cursor, arrows,
    /// Home/End, Backspace/Delete), starting from `value`, with `context` (the
    /// fields answered so far) above it on the same screen. From a script it
    /// is read as a line, and an empty line means `value`.
    func line(_ label: LocalizedText, default value: String? = nil, context: [String] = []) -> String? {
        if case .text(let text) = field(label, default: value, context: context) { return text }
        return nil
    }

    /// What typing a line gave: the text, Escape, or the end of input.
    enum Typed: Equatable {
        case text(String)
        case cancelled
        case ended
    }

    /// `line`, telling Escape (the player may be asked about it) from the end of input.
    func field(_ label: LocalizedText, default value: String? = nil, context: [String] = []) -> Typed {
        // Output read in order gets the terminal's own line editing: nothing is redrawn.
        if console.isInteractive && console.display == .output && !terminal.isLinear {
            return editLine(label, default: value, context: context)
        }
        let suffix = value.map { console.style.dim(" [\($0)]") } ?? ""
        console.draw(console.text(label) + suffix + ": ")
        guard case .line(let text) = terminal.readLine(nil) else { return .ended }
        let trimmed = text.trimmingSpaces()
        return .text(trimmed.isEmpty ? (value ?? "") : trimmed)
    }

    private func editLine(_ label: LocalizedText, default value: String?, context: [String]) -> Typed {
        var editor = LineEditor(text: value ?? "")
        while true {
            let shown = editor
            terminal.present(
                ScreenContent { [console] size in
                    LineEntryView.lines(
                        label, editor: shown, context: context, style: console.style, language: console.language, size: size)
                })
            guard case .key(let key) = terminal.readKey(nil) else { return .ended }
            switch editor.apply(key) {
            case .editing: continue
            case .accepted(let text):
                // What comes next starts under the editor's keys, not on their line (issue 28).
                console.draw("\n")
                return .text(text.trimmingSpaces())
            case .cancelled: return .cancelled
            case .ended: return .ended
            }
        }
    }
}
