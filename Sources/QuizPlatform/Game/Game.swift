import FoundationEssentials

/// A game that ended and was saved, with the statistics after it. The
/// game, its review events and the statistics are kept in one save: a game
/// either has all three or was not saved at all (then `finish` throws).
public struct FinishedGame: Sendable {
    public var record: GameRecord
    public var statistics: Statistics

    public init(record: GameRecord, statistics: Statistics) {
        self.record = record
        self.statistics = statistics
    }
}

/// The coordinator (the design card's singleton): it loads a game's
/// questions, owns the sessions in progress, hears of their answers and
/// their end as their delegate, and hands each finished game's record to
/// its caretaker to keep. The process has one, `Game.shared`, built from the
/// live environment; everything it uses is injected, so tests build their
/// own on a temporary folder.
@MainActor
public final class Game: GameSessionDelegate {
    /// Keeps each finished game (with its review events and the statistics).
    public let caretaker: GameCaretaker
    private let clock: WallClock
    /// Seeds games the player did not seed, so a test can make even those reproducible.
    private var random: SplitMix64

    /// The sessions in progress: the current game, or each ladder of a
    /// Millionaire party. A session leaves when it ends or is abandoned.
    public private(set) var sessions: [GameSession] = []
    /// The party in progress, until it is finished or abandoned.
    public private(set) var party: PartySession?
    /// What each game that ended here came to, in order (the seed's list of results).
    public private(set) var results: [SessionResult] = []
    /// Sessions whose record their caller keeps as part of a whole (a Millionaire party's ladders).
    private var keptByCaller: Set<UUID> = []
    /// Each ended session's save, until `finish(_:)` hands it over.
    private var saves: [UUID: Result<FinishedGame, any Error>] = [:]

    public init(caretaker: GameCaretaker, clock: WallClock = .live, random: SplitMix64 = SplitMix64()) {
        self.caretaker = caretaker
        self.clock = clock
        self.random = random
    }

    /// The game being played: the newest session in progress.
    public var session: GameSession? { sessions.last }

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

    /// Starts a session on loaded questions, timed by this game's clock, and
    /// owns it until it ends. When it ends its record is saved, unless
    /// `keptByCaller`: a Millionaire party keeps its ladders as one game.
    public func start(_ request: GameRequest, rules: any GameMode, questions: [Question], keptByCaller: Bool = false) -> GameSession {
        let session = GameSession(rules: rules, request: request, questions: questions, clock: clock)
        session.delegate = self
        sessions.append(session)
        if keptByCaller { self.keptByCaller.insert(session.id) }
        return session
    }

    /// The session's last answer, elimination or walk-away: its result is
    /// kept, its record saved (the caretaker keeps the memento), and it leaves
    /// the sessions in progress.
    public func sessionDidEnd(_ session: GameSession) {
        sessions.removeAll { $0 === session }
        results.append(
            SessionResult(gameID: session.id, mode: session.rules.kind, correct: session.correctCount, questions: session.questions.count))
        guard keptByCaller.remove(session.id) == nil else { return }
        // A cram game is practice: it is kept, but the cards' schedule is not touched.
        saves[session.id] = Result { try save(session.record(finishedAt: clock.now()), reviews: !session.request.cram) }
    }

    /// The saved game of a session that is over, with the statistics after
    /// it. Throws when it could not be saved: then nothing of it was kept.
    public func finish(_ session: GameSession) throws -> FinishedGame {
        precondition(session.isOver, "finish(_:) before the game is over")
        if let saved = saves.removeValue(forKey: session.id) { return try saved.get() }
        // A session another coordinator started is saved here and now.
        return try save(session.record(finishedAt: clock.now()), reviews: true)
    }

    /// Lets a session go without saving it: the player left before its end.
    public func abandon(_ session: GameSession) {
        sessions.removeAll { $0 === session }
        keptByCaller.remove(session.id)
    }

    /// A party session on loaded questions, timed by this game's clock, owned until it is finished or abandoned.
    public func startParty(_ style: PartyStyle, players: [String], request: GameRequest, questions: [Question]) -> PartySession {
        let party = PartySession(style: style, players: players, request: request, questions: questions, clock: clock)
        self.party = party
        return party
    }

    /// Records a party that is over and saves it, as a game's end does. A
    /// party's answers are several players', none of them the owner's
    /// memory of a card, so they do not reschedule reviews.
    public func finish(_ party: PartySession) throws -> FinishedGame {
        precondition(party.isOver, "finish(_:) before the party is over")
        abandonParty()
        results.append(
            SessionResult(gameID: party.id, mode: .party, correct: party.answers.count { $0.isCorrect }, questions: party.questions.count))
        return try save(party.record(finishedAt: clock.now()), reviews: false)
    }

    /// Lets the party go without saving it.
    public func abandonParty() { party = nil }

    /// Saves a finished game made elsewhere (a Millionaire party's ladders).
    /// With `reviews`, its answers reschedule their cards, whatever the
    /// mode, in the same save as the game.
    public func save(_ record: GameRecord, reviews: Bool) throws -> FinishedGame {
        let events = reviews ? ReviewEvent.events(of: record, fuzz: reviewFuzz) : []
        return FinishedGame(record: record, statistics: try caretaker.saveGame(record, events))
    }

    /// The time now, on this game's clock.
    public var now: Date { clock.now() }

    /// Whether review intervals are spread a little (the setting; on when the settings cannot be read).
    private var reviewFuzz: Bool { (try? caretaker.settings().reviewFuzz) ?? Settings().reviewFuzz }

    /// Plays one game: starts a session, lets `round` run it to its end, and
    /// returns it saved. When `round` throws (input ended, the player left),
    /// the session is let go, nothing is recorded and the error goes on.
    public func play(
        _ request: GameRequest, rules: any GameMode, questions: [Question], round: (GameSession) async throws -> Void
    ) async throws -> FinishedGame {
        let session = start(request, rules: rules, questions: questions)
        do {
            try await round(session)
        } catch {
            abandon(session)
            throw error
        }
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
