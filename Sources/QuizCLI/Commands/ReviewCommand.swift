import FoundationEssentials
import QuizPlatform
import QuizStore

/// `quizctl review`: what is due when, your true retention, and the next
/// 30 days' reviews; `--json` lists every card's state. `--optimize` fits
/// the FSRS weights to the review log, `--evaluate` scores them.
struct ReviewCommand: Command {
    static let optimize = Option<Bool>.flag("optimize", help: Strings.Commands.optimizeOption)
    static let evaluate = Option<Bool>.flag("evaluate", help: Strings.Commands.evaluateOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "review",
            summary: Strings.Commands.reviewSummary,
            options: [optimize, evaluate, CommonOptions.json],
            discussion: Strings.Commands.reviewDiscussion,
            examples: LocalizedText(
                verbatim: """
                    quizctl review
                    quizctl play review
                    quizctl review --json
                    quizctl review --optimize
                    quizctl review --evaluate --json
                    QUIZCTL_NOW=2026-03-09T09:00:00Z quizctl review
                    """)
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let stores = environment.stores
        let now = environment.clock.now()
        if arguments[Self.optimize] || arguments[Self.evaluate] {
            let report = try ReviewFitReport.run(stores: stores, now: now, optimize: arguments[Self.optimize])
            if arguments[CommonOptions.json] {
                console.print(LocalizedText(verbatim: try JSONOutput.string(report)))
            } else {
                for line in report.lines { console.print(line) }
            }
            return
        }
        let newPerDay = try stores.settings.load().reviewNewPerDay
        if arguments[CommonOptions.json] {
            try ReviewReport.stream(stores: stores, now: now, newPerDay: newPerDay) {
                console.write(String(decoding: $0, as: UTF8.self), to: .output)
            }
            return
        }
        // Counts alone: no question is built for them. The forecast follows
        // the cards by the weights in use (your own once fitted).
        let scheduler = FSRSScheduler(parameters: try stores.reviewWeights()?.parameters ?? .defaults)
        let overview = try ReviewCollection.overview(of: stores.reviewMaterial, at: now, newPerDay: newPerDay, forecasting: scheduler)
        for line in ReviewLines(overview: overview, style: console.style).lines { console.print(line) }
    }
}

/// `quizctl review --json`: `{"cards": [{"difficulty", "due", "id",
/// "lapses", "reps", "stability", "state", "text"}], "dueNow", "now"}`, the
/// cards in the order they were added; `due`, `stability` and `difficulty`
/// are null for a new card.
///
/// `stream` writes it a card at a time, in pieces of about 64 KiB: the
/// report of thirty thousand cards is never held whole. The
/// `Encodable` conformance, through JSONEncoder, is the reference a test
/// holds the stream to, byte for byte.
struct ReviewReport: Encodable {
    let collection: ReviewCollection
    let now: Date
    let newPerDay: Int

    private enum CodingKeys: String, CodingKey { case now, dueNow, cards }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(now, forKey: .now)
        try c.encode(collection.queue(at: now, newPerDay: newPerDay).count, forKey: .dueNow)
        try c.encode(collection.entries.map { Card(ReviewListedCard(id: $0.id, text: $0.text, card: $0.card)) }, forKey: .cards)
    }

    /// The report's text, keys in order (`cards`, `dueNow`, `now`) as the
    /// pretty encoder sorts them, handed to `output` piece by piece.
    static func stream(stores: DataStores, now: Date, newPerDay: Int, to output: ([UInt8]) throws -> Void) throws {
        var cards = StreamedJSONArray(depth: 1, after: "{\n  \"cards\" : ")
        let collection = try ReviewCollection.load(stores.reviewMaterial)
        for entry in collection.entries {
            try cards.append(Card(ReviewListedCard(id: entry.id, text: entry.text, card: entry.card)), to: output)
        }
        let overview = collection.overview(at: now, newPerDay: newPerDay)
        try cards.finish(to: output) { json in
            json.raw(",\n  \"dueNow\" : ")
            json.int(overview.dueNow)
            json.raw(",\n  \"now\" : ")
            json.date(now)
            json.raw("\n}\n")
        }
    }

    struct Card: Encodable, JSONWritable {
        let listed: ReviewListedCard

        init(_ listed: ReviewListedCard) { self.listed = listed }

        private enum CodingKeys: String, CodingKey { case id, text, state, due, stability, difficulty, reps, lapses }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            let card = listed.card
            try c.encode(listed.id, forKey: .id)
            try c.encode(listed.text, forKey: .text)
            try c.encode(card.phase.rawValue, forKey: .state)
            try c.encode(card.due, forKey: .due)
            try c.encode(card.stability, forKey: .stability)
            try c.encode(card.difficulty, forKey: .difficulty)
            try c.encode(card.reps, forKey: .reps)
            try c.encode(card.lapses, forKey: .lapses)
        }

        func write(to json: inout JSONWriter) {
            let card = listed.card
            json.object { json in
                json.member("id", listed.id)
                json.member("text", listed.text)
                json.member("state", card.phase.rawValue)
                json.member("due", card.due)
                json.member("stability", card.stability)
                json.member("difficulty", card.difficulty)
                json.member("reps", card.reps)
                json.member("lapses", card.lapses)
            }
        }
    }
}
