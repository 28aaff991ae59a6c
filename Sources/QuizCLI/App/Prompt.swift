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
        let asked = start + console.style.bold(console.text(question)) + " " + console.text(Strings.yesNoKeys) + " "
        let language = console.language
        return KeyQuestion(meaning: { AnswerKey.yesOrNo($0, language: language) }, atEnd: atEnd).ask(asked, on: console)
    }

    /// Waits for a key, so what was just printed is read before the screen is redrawn.
    func pause() {
        let asked = console.style.dim(console.text(Strings.pressAnyKey))
        KeyQuestion(meaning: { _ in () }, atEnd: ()).ask(asked, on: console)
    }

    /// "Play again?" after a result read in order: Enter or p plays,
    /// q or Escape stops. Keys hammered through the last feedback pause
    /// would start (or leave) the next game unseen: only a key pressed now counts.
    func playAgain() -> Bool {
        let asked =
            console.accessible
            ? "\n" + console.text(Strings.spokenPlayAgain)
            : "\n" + console.style.bold("[Enter] " + console.text(Strings.playAgain))
                + console.style.dim("   [q] " + console.text(Strings.menuBack))
        return KeyQuestion(meaning: PlayAgainKey.meaning, atEnd: false).ask(asked + "\n", on: console, fresh: true)
    }

    /// Retry · Play offline · Quit, after a failed load; `heading` says what failed.
    func recovery(offlineAvailable: Bool, heading: [String]) -> Recovery {
        var items = [MenuItem(console.text(Strings.retry), hotKey: "r")]
        if offlineAvailable { items.append(MenuItem(console.text(Strings.playOffline), hotKey: "o")) }
        items.append(MenuItem(console.text(Strings.quit), hotKey: "q"))
        switch choose(Strings.whatNow, items, heading: heading) {
        case 0: return .retry
        case 1 where offlineAvailable: return .offline
        default: return .quit
        }
    }

    /// After "nothing to review": a round that can make some mistakes to
    /// review (classic or yes/no), or nil for back. Not Retry: nothing failed.
    /// `reason` says more than "nothing to review yet" when the source knows it.
    func roundInsteadOfReview(saying reason: LocalizedText? = nil) -> ModeKind? {
        let heading = [console.style.bold(console.text(reason ?? Strings.nothingToReviewYet))]
        let modes: [ModeKind] = [.classic, .yesno]
        var items = modes.map { MenuItem(console.text(Strings.modeTitle($0)), hotKey: $0 == .classic ? "c" : "y") }
        items.append(MenuItem(console.text(Strings.menuBack), hotKey: "b"))
        guard let index = choose(Strings.playInstead, items, heading: heading), index < modes.count else { return nil }
        return modes[index]
    }

    /// A menu of `items` on a screen of its own under `heading`: the index
    /// picked, or nil for back (Escape, `q`, the end of input).
    func choose(_ title: LocalizedText, _ items: [MenuItem], heading: [String] = []) -> Int? {
        var picker = MenuPicker(title: console.text(title), items: items, style: console.style)
        picker.language = console.language
        return ChoiceScreen.ask(ChoiceState(heading: heading, picker: picker), on: console, clock: .live)
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
