import QuizPlatform

/// "Your decks" under "Your questions": every deck you imported with its
/// cards; picking one offers to remove it (what `quizctl decks remove`
/// does, through the same code). For output read in order; on a terminal,
/// a panel of `QuestionsScreen`.
@MainActor
struct DecksInOrder {
    let environment: AppEnvironment

    private var console: Console { environment.console }

    func run() throws {
        var selected = 0
        while true {
            let decks = try environment.stores.decks.summaries()
            console.write(Screen.clearScreen, to: .output)
            guard !decks.isEmpty else {
                console.print(Strings.noDecksYet)
                Prompt(console: console).pause()
                return
            }
            let items = decks.map { deck in
                MenuItem(deck.name.terminalSafe + console.style.dim("  " + console.text(Strings.deckCardCount(deck.cardCount))))
            }
            guard let picked = Prompt(console: console).choose(Strings.yourDecksTitle, items, selected: min(selected, items.count - 1))
            else { return }
            selected = picked
            let deck = decks[picked]
            guard Prompt(console: console).confirm(Strings.confirmRemoveDeck(deck.name)) else { continue }
            do {
                let removed = try DecksRemoveCommand.remove(named: deck.name, from: environment.stores)
                console.print(Strings.deckRemoved(removed.name, cards: removed.cardCount))
            } catch {
                console.error((error as? any UserFacingError)?.message ?? LocalizedText(verbatim: "\(error)".terminalSafe))
            }
            Prompt(console: console).pause()
        }
    }
}
