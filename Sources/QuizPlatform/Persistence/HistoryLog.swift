import FoundationEssentials
@preconcurrency import Glibc

/// The append-only game log, history.jsonl: one finished game per line, as
/// one compact JSON object.
///
/// Saving a game appends one line, so its cost does not grow with the
/// history; reading the newest games reads the file backwards and decodes
/// only what it returns. Only `delete` and `clear` rewrite the file.
///
/// A line that does not decode (torn by a crash, or garbage) is skipped when
/// reading. The history is never quarantined wholesale, since that would hide
/// every good game; instead the next rewrite copies the bad lines to
/// `history.jsonl.corrupt-TIMESTAMP` and tells the player.
public struct HistoryLog: Sendable {
    /// The file, by path: reading the history builds no URL.
    public let path: String
    public var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
    let onQuarantine: QuarantineHandler
    let quarantine: Quarantine
    let lock: FileLock
    /// The most `recent` and `records(after:)` read per step backwards.
    /// 16 KB rather than more: the chart's 30 games are about 110 KB, and
    /// steps of one size let the allocator hand a freed chunk's pages to the
    /// next read, where ever larger ones each faulted in fresh pages
    /// (`stats`: 22 page faults fewer than with 64 KB, 3 % faster).
    let chunkSize: Int
    /// The longest line read; a longer one is treated as unreadable.
    let lineLimit: Int
    /// Histories longer than this are searched by id through a
    /// `HistoryIndex`; shorter ones are read line by line and get no index.
    let indexedSize: Int

    public init(url: URL, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.init(path: url.filePath, clock: clock, onQuarantine: onQuarantine)
    }

    init(path: String, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.init(path: path, clock: clock, chunkSize: 16 * 1024, onQuarantine: onQuarantine)
    }

    init(
        path: String, clock: WallClock, chunkSize: Int, lineLimit: Int = DataFileLimits.historyLine,
        indexedSize: Int = 1 << 20, onQuarantine: @escaping QuarantineHandler
    ) {
        self.indexedSize = indexedSize
        self.path = path
        self.onQuarantine = onQuarantine
        self.quarantine = Quarantine(clock: clock)
        self.lock = FileLock(guarding: path)
        self.chunkSize = chunkSize
        self.lineLimit = lineLimit
    }

    func backwardReader(_ file: OpenFile) throws(SystemCallError) -> BackwardLineReader {
        try BackwardLineReader(file: file, chunkSize: chunkSize, lineLimit: lineLimit)
    }

    func forwardReader(_ file: OpenFile, from offset: Int = 0) -> ForwardLineReader {
        ForwardLineReader(file: file, from: offset, lineLimit: lineLimit)
    }

    /// Adds one game at the end, under the lock (see `AppendOnlyFile`).
    public func append(_ record: GameRecord) throws {
        let line = try encoded(record)
        try lock.withLock { try AppendOnlyFile.append(line, to: url) }
    }

    /// The newest `limit` games, newest first, of `mode` when given; with
    /// `answers` false without their answers (see `GameLine.summary`), for
    /// lists and charts that show only scores.
    public func recent(limit: Int, mode: ModeKind?, answers: Bool = true) throws -> [GameRecord] {
        guard limit > 0, let file = try openForReading() else { return [] }
        var games: [GameRecord] = []
        do {
            var reader = try backwardReader(file)
            while games.count < limit, let line = try reader.previousLine() {
                if let mode, !GameLine.mayBe(mode, line.bytes) { continue }
                guard let game = answers ? GameLine.game(in: line) : GameLine.summary(in: line),
                    mode.map({ game.mode == $0 }) ?? true
                else { continue }
                games.append(game)
            }
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        return games
    }

    /// Every game, oldest first.
    public func all() throws -> [GameRecord] {
        try records(after: nil)
    }

    /// The games after the one with `id`, oldest first; every game when `id`
    /// is nil. Throws `historyGameNotFound` when the history no longer holds
    /// `id` (deleted or cleared), because then what came after is unknown.
    ///
    /// The history is searched from the end, so finding the last game folded
    /// into the statistics, usually the last line or close, is cheap; with
    /// `lineLimit`, `id` counts as not found beyond that many lines from the
    /// end, so a game that was deleted does not cost a read of everything.
    public func records(after id: UUID?, searchingBack lineLimit: Int = .max) throws -> [GameRecord] {
        try records(after: id, known: nil, searchingBack: lineLimit)
    }

    /// `records(after:)`, taking `known` as it is instead of decoding its
    /// line: the game just appended need not be read back.
    func records(after id: UUID?, known: GameRecord?, searchingBack lineLimit: Int = .max) throws -> [GameRecord] {
        var games: [GameRecord] = []
        try forEachGame(after: id, known: known, searchingBack: lineLimit) { games.append($0) }
        return games
    }

    /// `records(after:known:searchingBack:)` one game at a time, oldest
    /// first, never holding more than one: folding a million games into the
    /// statistics costs the memory of one. `historyGameNotFound` is thrown
    /// before `body` sees any game.
    ///
    /// With `answers` false the games come without their answers (checked,
    /// not built, see `GameLine.summary`), several times faster, for folds
    /// that need only the rest.
    func forEachGame(
        after id: UUID?, known: GameRecord? = nil, searchingBack lineLimit: Int = .max, answers: Bool = true,
        _ body: (GameRecord) throws -> Void
    ) throws {
        guard let id else { return try forEachGame(from: 0, known: known, answers: answers, body) }
        guard let file = try openForReading() else {
            throw PersistenceError.historyGameNotFound(prefix: id.uuidString)
        }
        var start: Int?
        var end = 0
        do {
            var reader = try backwardReader(file)
            end = reader.fileSize
            var linesRead = 0
            while linesRead < lineLimit, let line = try reader.previousLine() {
                if GameLine.id(in: line.bytes) == id {
                    start = line.nextOffset
                    break
                }
                linesRead += 1
            }
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        guard let start else { throw PersistenceError.historyGameNotFound(prefix: id.uuidString) }
        // Usually `id` is the newest game: nothing follows it to read.
        guard start < end else { return }
        try forEachGame(in: file, from: start, known: known, answers: answers, body)
    }

    // MARK: - Reading and rewriting

    func openForReading() throws -> OpenFile? {
        do {
            return try OpenFile.existing(path)
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
    }

    /// The decodable games from `offset` on, oldest first, one at a time;
    /// the line of `known` (found by its id) is not decoded.
    private func forEachGame(from offset: Int, known: GameRecord?, answers: Bool, _ body: (GameRecord) throws -> Void) throws {
        guard let file = try openForReading() else { return }
        try forEachGame(in: file, from: offset, known: known, answers: answers, body)
    }

    /// `forEachGame(from:known:answers:_:)` in a history already open.
    private func forEachGame(
        in file: OpenFile, from offset: Int, known: GameRecord?, answers: Bool, _ body: (GameRecord) throws -> Void
    ) throws {
        let knownID = known?.id.uuidString
        var reader = forwardReader(file, from: offset)
        while true {
            let next: FileLine?
            do {
                next = try reader.nextLine()
            } catch {
                throw PersistenceError.cannotRead(url, error)
            }
            guard let line = next else { return }
            if let known, knownID == GameLine.rawID(in: line.bytes) {
                try body(known)
            } else if let game = answers ? GameLine.game(in: line) : GameLine.summary(in: line) {
                try body(game)
            }
        }
    }

    private func encoded(_ record: GameRecord) throws -> Data {
        do throws(JSONWriter.Failure) {
            return Data(try record.historyLine())
        } catch {
            throw PersistenceError.cannotWrite(path: path, reason: LocalizedText(verbatim: error.reason))
        }
    }
}
