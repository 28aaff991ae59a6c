import QuizPlatform

/// "Are you sure?" before a command forgets something. Asked on a terminal
/// unless `--yes`; scripts (no terminal) are not asked.
@MainActor
struct Confirmation {
    let console: Console
    /// `--yes` was given.
    let skipped: Bool

    /// Whether to go ahead; when the player says no, says that nothing changed.
    func asks(_ question: LocalizedText) -> Bool {
        guard console.isInteractive, !skipped else { return true }
        let answer = Prompt(console: console).confirm(question)
        if !answer { console.print(Strings.nothingChanged) }
        return answer
    }
}
