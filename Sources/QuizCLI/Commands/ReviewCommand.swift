import Foundation
import QuizPlatform

/// `quizctl review`: what is due when, your true retention, and the next
/// 30 days' reviews; `--json` lists every card's state.
struct ReviewCommand: Command {
    static let configuration = CommandConfiguration(
        "review",
        summary: Strings.Commands.reviewSummary,
        options: [CommonOptions.json],
        discussion: Strings.Commands.reviewDiscussion,
        examples: LocalizedText(
            verbatim: """
                quizctl review
                quizctl play review
                quizctl review --json
                QUIZCTL_NOW=2026-03-09T09:00:00Z quizctl review
                """)
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let stores = environment.stores
        let now = environment.clock.now()
        let newPerDay = try stores.settings.load().reviewNewPerDay
        if arguments[CommonOptions.json] {
            let collection = try ReviewCollection.load(stores: stores)
            console.print(try JSONOutput.string(ReviewReport(collection: collection, now: now, newPerDay: newPerDay)))
            return
        }
        // Counts alone: no question is built for them.
        let overview = try ReviewTally.overview(stores: stores, at: now, newPerDay: newPerDay)
        for line in ReviewLines(overview: overview, style: console.style).lines { console.print(line) }
    }
}

/// `quizctl review --json`: `{"now", "dueNow", "cards": [{"id", "text",
/// "state", "due", "stability", "difficulty", "reps", "lapses"}]}`, the
/// cards in the order they were added; `due`, `stability` and `difficulty`
/// are null for a new card.
struct ReviewReport: Encodable {
    let collection: ReviewCollection
    let now: Date
    let newPerDay: Int

    private enum CodingKeys: String, CodingKey { case now, dueNow, cards }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(now, forKey: .now)
        try c.encode(collection.queue(at: now, newPerDay: newPerDay).count, forKey: .dueNow)
        try c.encode(collection.entries.map(Card.init), forKey: .cards)
    }

    struct Card: Encodable {
        let entry: ReviewCollection.Entry

        private enum CodingKeys: String, CodingKey { case id, text, state, due, stability, difficulty, reps, lapses }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            let card = entry.card
            try c.encode(entry.id, forKey: .id)
            try c.encode(entry.text, forKey: .text)
            try c.encode(card.phase.rawValue, forKey: .state)
            try c.encode(card.due, forKey: .due)
            try c.encode(card.stability, forKey: .stability)
            try c.encode(card.difficulty, forKey: .difficulty)
            try c.encode(card.reps, forKey: .reps)
            try c.encode(card.lapses, forKey: .lapses)
        }
    }
}
