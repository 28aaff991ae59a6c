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
            subcommands: [DecksRemoveCommand.self, DecksSetCommand.self]
        )
    }

    let arguments: ParsedArguments

    /// A deck as `decks --json` prints it.
    struct Listing: Encodable {
        var name: String
        var source: String
        var cards: Int
        var importedAt: Date
        /// The deck's own answer style in a review (`decks set NAME --answer-by`); nil: the session's.
        var answerBy: String?
    }

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let decks = try environment.stores.decks.summaries()
        let styles = try DeckAnswerStyles.store(in: environment.stores).load()
        if arguments[CommonOptions.json] {
            let listings = decks.map {
                Listing(
                    name: $0.name, source: DeckSource.name(deck: $0.name), cards: $0.cardCount, importedAt: $0.importedAt,
                    answerBy: styles[deck: $0]?.rawValue)
            }
            console.write(try JSONOutput.string(listings) + "\n", to: .output)
            return
        }
        guard !decks.isEmpty else {
            console.print(Strings.noDecksYet)
            return
        }
        let lines = decks.map { deck in
            let style = styles[deck: deck].map { " · " + console.text(Strings.deckListedStyle($0)) } ?? ""
            return "\(deck.name.terminalSafe)  \(console.text(Strings.deckCardCount(deck.cardCount)))  "
                + console.style.dim("\(DeckSource.name(deck: deck.name).terminalSafe) · \(Self.day(deck.importedAt))\(style)")
        }
        console.write(lines.joined(separator: "\n") + "\n", to: .output)
    }

    /// The UTC day a deck was imported, as ISO 8601 writes it.
    private static func day(_ date: Date) -> String {
        CivilTime(date).isoDay
    }
}
