import QuizPlatform
import QuizStore

/// `quizctl decks remove NAME` (alias `rm`): removes one deck, named in any case.
struct DecksRemoveCommand: Command {
    static let name = Argument<String>.required("NAME", help: Strings.Commands.deckName)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "remove", aliases: ["rm"],
            summary: Strings.Commands.decksRemoveSummary,
            arguments: [name]
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let removed = try Self.remove(named: arguments[Self.name], from: environment.stores)
        environment.console.print(Strings.deckRemoved(removed.name, cards: removed.cardCount))
    }

    /// Removes the deck; the menus remove through this too.
    static func remove(named name: String, from stores: DataStores) throws -> DeckSummary {
        guard let removed = try stores.decks.remove(name) else {
            throw UnknownDeckError(name: name, suggestions: stores.decks.suggestions(for: name))
        }
        // Its answer style goes with it (a deck imported again later starts as the session's).
        try DeckAnswerStyles.store(in: stores).update { $0[deck: removed] = nil }
        return removed
    }
}
