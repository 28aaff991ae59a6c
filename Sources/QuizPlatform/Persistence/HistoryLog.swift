import Foundation
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
    public let url: URL
    private let onQuarantine: QuarantineHandler
    private let quarantine: Quarantine
    private let lock: FileLock
    /// How much `recent` and `records(after:)` read per step backwards.
    let chunkSize: Int
    /// The longest line read; a longer one is treated as unreadable.
    let lineLimit: Int

    public init(url: URL, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.init(url: url, clock: clock, chunkSize: 64 * 1024, onQuarantine: onQuarantine)
    }

    init(
        url: URL, clock: WallClock, chunkSize: Int, lineLimit: Int = DataFileLimits.historyLine,
        onQuarantine: @escaping QuarantineHandler
    ) {
        self.url = url
        self.onQuarantine = onQuarantine
        self.quarantine = Quarantine(clock: clock)
        self.lock = FileLock(guarded: url)
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

    /// The newest `limit` games, newest first, of `mode` when given.
    public func recent(limit: Int, mode: ModeKind?) throws -> [GameRecord] {
        guard limit > 0, let file = try openForReading() else { return [] }
        let decoder = JSONCoding.decoder()
        var games: [GameRecord] = []
        do {
            var reader = try backwardReader(file)
            while games.count < limit, let line = try reader.previousLine() {
                if let mode, !GameLine.mayBe(mode, line.bytes) { continue }
                guard let game = GameLine.game(in: line, decoder: decoder),
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
        try games(from: 0)
    }

    /// The one game whose id starts with `idPrefix`, ignoring case. The id is
    /// matched in each line's raw text; only the match is decoded.
    public func find(idPrefix: String) throws -> GameRecord {
        let wanted = idPrefix.uppercased()
        guard !wanted.isEmpty, let file = try openForReading() else {
            throw PersistenceError.historyGameNotFound(prefix: idPrefix)
        }
        let decoder = JSONCoding.decoder()
        var matches: [(id: UUID, line: Data)] = []
        do {
            var reader = forwardReader(file)
            while let line = try reader.nextLine() {
                guard let id = GameLine.id(in: line.bytes, decoder: decoder),
                    id.uuidString.hasPrefix(wanted),
                    !matches.contains(where: { $0.id == id })
                else { continue }
                matches.append((id, line.bytes))
            }
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        let games = matches.compactMap { GameLine.game(in: $0.line, decoder: decoder) }
        guard games.count <= 1 else {
            throw PersistenceError.historyIDAmbiguous(prefix: idPrefix, matches: games.map(\.id))
        }
        guard let game = games.first else { throw PersistenceError.historyGameNotFound(prefix: idPrefix) }
        return game
    }

    /// Removes the game with `id`, rewriting the file atomically under the
    /// lock; false when there is no such game (and nothing is written).
    ///
    /// `settle` runs under the lock and must call the rewrite's `perform`:
    /// `DataStores.deleteGame` keeps the statistics exact around it. Only
    /// tests of the history alone leave it out.
    @discardableResult
    func delete(id: UUID, settle: (HistoryRewrite) throws -> Void = { try $0.perform() }) throws -> Bool {
        try lock.withLock {
            let contents = try sortedLines()
            let kept = contents.good.filter { $0.id != id }
            guard kept.count < contents.good.count else { return false }
            try settle(
                HistoryRewrite(before: contents.good, kept: kept.map(\.id)) {
                    try rewrite(keeping: kept.map(\.line), setAside: contents)
                })
            return true
        }
    }

    /// Removes every game, with `settle` as for `delete(id:settle:)`.
    func clear(settle: (HistoryRewrite) throws -> Void = { try $0.perform() }) throws {
        try lock.withLock {
            let contents = try sortedLines()
            guard !contents.good.isEmpty || !contents.bad.isEmpty else { return }
            try settle(
                HistoryRewrite(before: contents.good, kept: []) {
                    try rewrite(keeping: [], setAside: contents)
                })
        }
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
        guard let id else { return try games(from: 0, known: known) }
        guard let file = try openForReading() else {
            throw PersistenceError.historyGameNotFound(prefix: id.uuidString)
        }
        let decoder = JSONCoding.decoder()
        do {
            var reader = try backwardReader(file)
            var linesRead = 0
            while linesRead < lineLimit, let line = try reader.previousLine() {
                if GameLine.id(in: line.bytes, decoder: decoder) == id { return try games(from: line.nextOffset, known: known) }
                linesRead += 1
            }
        } catch let error as SystemCallError {
            throw PersistenceError.cannotRead(url, error)
        }
        throw PersistenceError.historyGameNotFound(prefix: id.uuidString)
    }

    // MARK: - Reading and rewriting

    func openForReading() throws -> OpenFile? {
        do {
            return try OpenFile.existing(url.path)
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
    }

    /// The decodable games from `offset` on, oldest first; the line of
    /// `known` (found by its id) is not decoded.
    private func games(from offset: Int, known: GameRecord? = nil) throws -> [GameRecord] {
        guard let file = try openForReading() else { return [] }
        let decoder = JSONCoding.decoder()
        var games: [GameRecord] = []
        do {
            var reader = forwardReader(file, from: offset)
            let knownID = known?.id.uuidString
            while let line = try reader.nextLine() {
                if let known, knownID == GameLine.rawID(in: line.bytes) {
                    games.append(known)
                } else if let game = GameLine.game(in: line, decoder: decoder) {
                    games.append(game)
                }
            }
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        return games
    }

    /// Every line, split into the games that decode and the lines that
    /// don't; the open file is kept to copy oversized bad lines aside.
    private func sortedLines() throws -> SortedLines {
        guard let file = try openForReading() else { return SortedLines(file: nil, good: [], bad: []) }
        let decoder = JSONCoding.decoder()
        var sorted = SortedLines(file: file, good: [], bad: [])
        do {
            var reader = forwardReader(file)
            while let line = try reader.nextLine() {
                if let game = GameLine.game(in: line, decoder: decoder) {
                    sorted.good.append((game.id, line.bytes))
                } else {
                    sorted.bad.append(line)
                }
            }
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        return sorted
    }

    private struct SortedLines {
        let file: OpenFile?
        var good: [(id: UUID, line: Data)]
        var bad: [FileLine]
    }

    /// Sets the bad lines aside first (so they are never lost), then replaces
    /// the history with the kept lines; the player hears about the bad ones
    /// once the rewrite has succeeded.
    private func rewrite(keeping lines: [Data], setAside sorted: SortedLines) throws {
        var notice: QuarantineNotice?
        if let file = sorted.file, !sorted.bad.isEmpty {
            notice = try quarantine.setAside(lines: sorted.bad, from: file, of: url)
        }
        var contents = Data()
        for line in lines {
            contents.append(line)
            contents.append(UInt8(ascii: "\n"))
        }
        try AtomicFile.replace(url, with: contents)
        if let notice { onQuarantine(notice) }
    }

    private func encoded(_ record: GameRecord) throws -> Data {
        do {
            var line = try JSONCoding.encoder().encode(record)
            line.append(UInt8(ascii: "\n"))
            return line
        } catch {
            throw PersistenceError.cannotWrite(path: url.path, reason: LocalizedText(verbatim: "\(error)"))
        }
    }
}
