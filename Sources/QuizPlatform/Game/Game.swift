import Foundation

/// A game that ended and was saved, with the statistics after it.
public struct FinishedGame: Sendable {
    public var record: GameRecord
    public var statistics: Statistics
}

/// The coordinator: one per process (the command line's environment makes
/// it) holds the game in progress, turns a finished session into a record
/// and saves it. Everything it uses is injected, so tests build their own
/// `Game` on a temporary folder.
@MainActor
public final class Game: GameSessionDelegate {
    public let stores: DataStores
    private let clock: WallClock
    /// Seeds games the player did not seed, so a test can make even those reproducible.
    private var random: SplitMix64
    /// The game in progress, cleared when it ends.
    public private(set) var session: GameSession?
    /// The last game that ended: saved, or the error that stopped the save.
    public private(set) var lastResult: Result<FinishedGame, any Error>?

    public init(stores: DataStores, clock: WallClock = .live, random: SplitMix64 = SplitMix64()) {
        self.stores = stores
        self.clock = clock
        self.random = random
    }

    /// A fresh seed for a game without `--seed`.
    public func nextSeed() -> UInt64 { random.next() }

    /// Loads the questions for a game: the mode's rules ask the source, the
    /// order strategy picks, and the options of choice questions are shuffled.
    public func questions(
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

    /// Starts a session on loaded questions and becomes its delegate.
    public func start(_ request: GameRequest, rules: any GameMode, questions: [Question]) -> GameSession {
        let session = GameSession(rules: rules, request: request, questions: questions, clock: clock)
        session.delegate = self
        self.session = session
        lastResult = nil
        return session
    }

    /// Drops the game in progress without recording anything (input ended, Ctrl-C).
    public func abandon() {
        session = nil
    }

    public func sessionDidFinish(_ session: GameSession) {
        let record = session.record(finishedAt: clock.now())
        lastResult = Result { FinishedGame(record: record, statistics: try stores.saveGame(record)) }
        self.session = nil
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
