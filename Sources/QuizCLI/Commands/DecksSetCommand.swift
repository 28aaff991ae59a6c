import QuizPlatform
import QuizStore

/// `quizctl decks set NAME --answer-by STYLE`: how one deck's cards are
/// answered in any review, whatever the session's style; `default` gives
/// them back to the session's.
struct DecksSetCommand: Command {
    static let name = Argument<String>.required("NAME", help: Strings.Commands.deckName)
    static let answerBy = Option<DeckAnswerChoice?>.choice(
        "answer-by", valueName: "STYLE", as: DeckAnswerChoice.self, help: Strings.Commands.deckAnswerByOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "set",
            summary: Strings.Commands.decksSetSummary,
            arguments: [name],
            options: [answerBy],
            examples: LocalizedText(
                verbatim: """
                    quizctl decks set Spanish --answer-by flip
                    quizctl decks set Spanish --answer-by default
                    """)
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let stores = environment.stores
        let name = arguments[Self.name]
        guard let deck = try stores.decks.summaries().first(where: { $0.key == DeckSummary.key(of: name) }) else {
            throw UnknownDeckError(name: name, suggestions: stores.decks.suggestions(for: name))
        }
        guard let choice = arguments[Self.answerBy] else {
            // Nothing to change: say how the deck is answered now.
            let style = try DeckAnswerStyles.store(in: stores).load()[deck: deck]
            environment.console.print(Strings.deckAnswerStyle(deck.name, style: style))
            return
        }
        try DeckAnswerStyles.store(in: stores).update { $0[deck: deck] = choice.style }
        environment.console.print(Strings.deckAnswerStyle(deck.name, style: choice.style))
    }
}

/// `--answer-by`'s values: a style, or `default` for the session's.
enum DeckAnswerChoice: String, Sendable, CaseIterable {
    case options, flip, typed
    case sessions = "default"

    var style: AnswerStyle? { AnswerStyle(rawValue: rawValue) }
}
