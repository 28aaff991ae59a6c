import FoundationEssentials

/// A game that ended and was saved, with the statistics after it.
public struct FinishedGame: Sendable {
    public var record: GameRecord
    public var statistics: Statistics
    /// Why the statistics could not be updated although the game is in the
    /// history (a full disk, an unwritable statistics.json); nil when they
    /// were. The next save or `stats` repairs them from the history.
    public var statisticsFailure: LocalizedText?
    /// Why the answers could not be added to the review log; nil when they were.
    public var reviewFailure: LocalizedText?

    public init(record: GameRecord, statistics: Statistics, statisticsFailure: LocalizedText? = nil, reviewFailure: LocalizedText? = nil) {
        self.record = record
        self.statistics = statistics
        self.statisticsFailure = statisticsFailure
        self.reviewFailure = reviewFailure
    }
}

/// The coordinator: the command line's environment makes one; it loads a
/// game's questions, starts sessions on them, and turns a finished session
/// into a saved record. Everything it uses is injected, so tests build their
/// own `Game` on a temporary folder.
@MainActor
public final class Game {
    public let stores: DataStores
    private let clock: WallClock
    /// Seeds games the player did not seed, so a test can make even those reproducible.
    private var random: SplitMix64

    public init(stores: DataStores, clock: WallClock = .live, random: SplitMix64 = SplitMix64()) {
        self.stores = stores
        self.clock = clock
        self.random = random
    }

    /// A fresh seed for a game without `--seed`.
    public func nextSeed() -> UInt64 { random.next() }

    /// Loads the questions for a game: the mode's rules ask the source, the
    /// order strategy picks, and the options of choice questions are shuffled.
    ///
    /// It touches nothing of the coordinator, so it runs where its caller
    /// runs: on the main actor a local source loads without a thread, and a
    /// spinner that runs it off the main actor keeps turning meanwhile.
    public nonisolated(nonsending) func questions(
        for request: GameRequest, rules: any GameMode, from registry: SourceRegistry
    ) async throws -> [Question] {
        let source = try registry.source(named: request.source)
        guard source.formats.contains(rules.format) else {
            throw SourceError.unsupportedFormat(source: source.name, mode: rules.kind.rawValue)
        }
        let questions = try await rules.questions(for: request, from: source)
        guard rules.format != .yesNo else { return questions }
        var random = request.random.derived("options")
        // A yes/no or true/false pair keeps its conventional order, affirmative first.
        return questions.map { $0.shaped(as: .yesNo) ?? $0.withShuffledOptions(using: &random) }
    }

    /// A session on loaded questions, timed by this game's clock.
    public func start(_ request: GameRequest, rules: any GameMode, questions: [Question]) -> GameSession {
        GameSession(rules: rules, request: request, questions: questions, clock: clock)
    }

    /// Records a session that is over and saves it; returns the record with
    /// the statistics after it. Throws only when the game is not in the
    /// history: once it is, a failure to update the statistics is reported
    /// in the result, since the next save folds the game in anyway.
    public func finish(_ session: GameSession) throws -> FinishedGame {
        precondition(session.isOver, "finish(_:) before the game is over")
        return try save(session.record(finishedAt: clock.now()), reviews: true)
    }

    /// Records a party that is over and saves it, as `finish(_:)` does a
    /// game. A party's answers are several players', none of them the
    /// owner's memory of a card, so they do not reschedule reviews.
    public func finish(_ party: PartySession) throws -> FinishedGame {
        precondition(party.isOver, "finish(_:) before the party is over")
        return try save(party.record(finishedAt: clock.now()), reviews: false)
    }

    /// Saves a finished game made elsewhere (a Millionaire party's ladders).
    public func save(_ record: GameRecord, reviews: Bool) throws -> FinishedGame {
        let saved = try stores.saveGameKeepingHistory(record)
        return FinishedGame(
            record: record, statistics: saved.statistics, statisticsFailure: saved.statisticsFailure,
            reviewFailure: reviews ? recordReviews(of: record) : nil)
    }

    /// The time now, on this game's clock.
    public var now: Date { clock.now() }

    /// A party session on loaded questions, timed by this game's clock.
    public func startParty(_ style: PartyStyle, players: [String], request: GameRequest, questions: [Question]) -> PartySession {
        PartySession(style: style, players: players, request: request, questions: questions, clock: clock)
    }

    /// Adds the game's answers to the review log, whatever the mode: each
    /// one reschedules its question. The game is saved already, so a failure
    /// here is reported, not thrown.
    private func recordReviews(of record: GameRecord) -> LocalizedText? {
        let fuzz = (try? stores.settings.load().reviewFuzz) ?? Settings().reviewFuzz
        do {
            try stores.reviews.append(ReviewEvent.events(of: record, fuzz: fuzz))
            return nil
        } catch {
            return (error as? any UserFacingError)?.message ?? LocalizedText(verbatim: "\(error)")
        }
    }

    /// Plays one game: starts a session, lets `round` run it to its end, and
    /// returns it saved. When `round` throws (input ended, the player left),
    /// nothing is recorded and the error goes on.
    public func play(
        _ request: GameRequest, rules: any GameMode, questions: [Question], round: (GameSession) async throws -> Void
    ) async throws -> FinishedGame {
        let session = start(request, rules: rules, questions: questions)
        try await round(session)
        return try finish(session)
    }
}

extension Question {
    /// The same question with its options in random order, the right one tracked.
    public func withShuffledOptions(using random: inout SplitMix64) -> Question {
        var copy = self
        let order = options.indices.shuffled(using: &random)
        copy.options = order.map { options[$0] }
        copy.correctIndex = order.firstIndex(of: correctIndex)!
        return copy
    }
}
