import DataFiles
import FoundationEssentials
import QuizPlatform
import Sqlite

/// The review log of a data folder of the older format, reviews.jsonl: one
/// line an answer (`{"id":…,"at":SECONDS,"rating":…,"fuzz":…}`) or, after a
/// compaction, one card's state (`{"id":…,"card":{…}}`), folded in order.
///
/// Read as the older version read it: a line that does not decode, holds
/// figures no review can have (a date outside years 1–9999, a due date of
/// 1e300, a NaN stability), or repeats an answer's card and second (a
/// copied line) is set aside, not applied; the import says how many, and
/// copies them to `legacy-YYYYMMDD/reviews.jsonl.set-aside`.
struct LegacyReviews: Sendable {
    static let file = "reviews.jsonl"
    static let lock = "reviews.jsonl.lock"
    static let setAsideName = "reviews.jsonl.set-aside"

    /// The answers to record, in order: each once, every figure plausible.
    var events: [ReviewEvent] = []
    /// Every card's state, the log folded (compacted states included).
    var cards: [String: ReviewCard] = [:]
    /// The lines set aside, as they were.
    var setAside: [[UInt8]] = []

    /// A line of the log: an answer (`at`, `rating`, `fuzz`) or a state (`card`).
    private struct Line: Decodable {
        var id: String
        var at: Date?
        var rating: ReviewRating?
        var fuzz: Bool?
        var card: ReviewCard?
    }

    /// An answer's identity: its card and its whole second, as quizctl.db's `UNIQUE (card_id, at)` has it.
    private struct AnswerKey: Hashable {
        var id: String
        var second: Int64
    }

    static func read(_ directory: DataDirectory, scheduler: FSRSScheduler = FSRSScheduler()) throws -> LegacyReviews {
        let path = directory.filePath(file)
        guard FileManager.default.fileExists(atPath: path) else { return LegacyReviews() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw QuizStoreError.legacyUnreadable(path: path, line: nil)
        }
        return fold(Array(data), scheduler: scheduler)
    }

    static func fold(_ bytes: [UInt8], scheduler: FSRSScheduler = FSRSScheduler()) -> LegacyReviews {
        var log = LegacyReviews()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        var applied: Set<AnswerKey> = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) else { continue }
            guard let decoded = try? decoder.decode(Line.self, from: Data(line)),
                decoded.at.map(DateBounds.contains) ?? true, decoded.card?.isPlausible ?? true
            else {
                log.setAside.append(Array(line))
                continue
            }
            if let card = decoded.card {
                log.cards[decoded.id] = card
            } else if let at = decoded.at, let rating = decoded.rating {
                let event = ReviewEvent(id: decoded.id, at: at, rating: rating, fuzz: decoded.fuzz ?? false)
                guard applied.insert(AnswerKey(id: event.id, second: Int64(event.at.timeIntervalSince1970))).inserted else {
                    log.setAside.append(Array(line))
                    continue
                }
                log.cards[event.id] = event.applied(to: log.cards[event.id] ?? ReviewCard(), by: scheduler)
                log.events.append(event)
            } else {
                log.setAside.append(Array(line))
            }
        }
        return log
    }

    /// Records the answers in the import's transaction and checks that
    /// each was recorded. Into a database without reviews, the folded
    /// states are saved too, through the last answer: compacted states
    /// have no answers to replay. A database that has reviews already (the
    /// old files put back after the move) keeps its states, and the
    /// answers are replayed on top of them.
    func store(in connection: Sqlite) throws {
        let fresh = try connection.run("SELECT (SELECT count(*) FROM review_events) + (SELECT count(*) FROM card_states)")
        let isFresh = fresh.first?.first == .integer(0)
        let added = try ReviewRows.append(events, to: connection)
        guard isFresh else { return }
        guard added == events.count else {
            throw QuizStoreError.legacyTableMismatch(table: "review_events", expected: events.count, found: added)
        }
        guard case .integer(let last)? = try connection.run("SELECT coalesce(max(seq), 0) FROM review_events").first?.first else { return }
        try ReviewRows.upsert(ReviewRows.encoded(cards.mapValues { CardState(card: $0, throughEvent: last) }), in: connection)
    }

    /// Copies the lines set aside next to the log moved into `folder`, and
    /// says so; nothing when every line was read.
    func reportSetAside(_ directory: DataDirectory, movedInto folder: String, notify: QuarantineHandler) {
        guard !setAside.isEmpty else { return }
        let target = directory.filePath(folder) + "/" + Self.setAsideName
        if !FileManager.default.fileExists(atPath: target) {
            let bytes = setAside.reduce(into: [UInt8]()) { $0 += $1 + [UInt8(ascii: "\n")] }
            _ = FileManager.default.createFile(atPath: target, contents: Data(bytes), attributes: [.posixPermissions: 0o600])
        }
        notify(
            QuarantineNotice(
                original: URL(fileURLWithPath: directory.filePath(Self.file)), movedTo: URL(fileURLWithPath: target),
                lineCount: setAside.count))
    }
}
