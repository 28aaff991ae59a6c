import FoundationEssentials
import QuizPlatform

/// `quizctl decks`: the decks you imported, one a line (name, cards, when
/// imported, the source name that plays it), or as JSON.
struct DecksCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "decks",
            summary: Strings.Commands.decksSummary,
            options: [CommonOptions.json],
            subcommands: [DecksRemoveCommand.self]
        )
    }

    let arguments: ParsedArguments

    /// A deck as `decks --json` prints it.
    struct Listing: Encodable {
        var name: String
        var source: String
        var cards: Int
        var importedAt: Date
    }

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let decks = try environment.stores.decks.summaries()
        if arguments[CommonOptions.json] {
            let listings = decks.map {
                Listing(name: $0.name, source: DeckSource.name(deck: $0.name), cards: $0.cardCount, importedAt: $0.importedAt)
            }
            console.write(try JSONOutput.string(listings) + "\n", to: .output)
            return
        }
        guard !decks.isEmpty else {
            console.print(Strings.noDecksYet)
            return
        }
        let lines = decks.map { deck in
            "\(deck.name.terminalSafe)  \(console.text(Strings.deckCardCount(deck.cardCount)))  "
                + console.style.dim("\(DeckSource.name(deck: deck.name).terminalSafe) · \(Self.day(deck.importedAt))")
        }
        console.write(lines.joined(separator: "\n") + "\n", to: .output)
    }

    /// The UTC day a deck was imported, as ISO 8601 writes it.
    private static func day(_ date: Date) -> String {
        CivilTime(date).isoDay
    }
}
