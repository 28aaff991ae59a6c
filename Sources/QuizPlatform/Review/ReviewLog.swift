import FoundationEssentials

/// reviews.jsonl: every question's review state, as an append-only log
/// folded on read.
///
/// Recording an answer appends one line (`ReviewEvent`), so its cost does
/// not grow with the log or the number of cards; reading replays the events
/// through the scheduler. When events far outnumber cards, `compact` rewrites
/// the log as one state line per card (`{"id":…,"card":{…}}`), atomically
/// under the lock. A line that does not decode, or holds figures no review
/// can have (a date outside years 1–9999, a NaN stability), is skipped, and
/// set aside to `reviews.jsonl.corrupt-TIMESTAMP` at the next compaction, as
/// the history's are; so is an answer repeated with the card and the second
/// it was given (a copied line), which would otherwise be applied twice.
/// The log is a file of its own: clearing the history keeps it.
public struct ReviewLog: Sendable {
    public let url: URL
    private let onQuarantine: QuarantineHandler
    private let quarantine: Quarantine
    private let lock: FileLock

    public init(url: URL, clock: WallClock = .live, onQuarantine: @escaping QuarantineHandler) {
        self.url = url
        self.onQuarantine = onQuarantine
        quarantine = Quarantine(clock: clock)
        lock = FileLock(guarded: url)
    }

    /// What the log holds, folded.
    public struct Contents: Sendable {
        /// Each question's state, by id.
        public var cards: [String: ReviewCard] = [:]
        /// Lines that are answers rather than states: what compaction saves.
        public var eventLines = 0
        /// Lines that did not decode.
        public var badLines = 0

        /// Worth rewriting: the answers are many more than the cards, or
        /// there is a damaged line to set aside.
        public var needsCompaction: Bool { badLines > 0 || eventLines > max(256, 2 * cards.count) }
    }

    /// Appends the answers of a game; nothing is written when it has none.
    public func append(_ events: [ReviewEvent]) throws {
        guard !events.isEmpty else { return }
        var lines: [UInt8] = []
        for event in events {
            lines += try encoded(Line(event: event))
        }
        try lock.withLock { try AppendOnlyFile.append(Data(lines), to: url) }
    }

    /// Every card's state: the log folded through `scheduler`.
    public func contents(scheduler: FSRSScheduler = FSRSScheduler()) throws -> Contents {
        try read(scheduler: scheduler).contents
    }

    /// Rewrites the log as one state line per card whose id is in `keeping`
    /// (the questions that still exist), under the lock; damaged lines are
    /// set aside first and reported.
    public func compact(keeping: Set<String>, scheduler: FSRSScheduler = FSRSScheduler()) throws {
        try lock.withLock {
            let read = try read(scheduler: scheduler)
            var notice: QuarantineNotice?
            if let file = read.file, !read.bad.isEmpty {
                notice = try quarantine.setAside(lines: read.bad, from: file, of: url)
            }
            var data: [UInt8] = []
            for (id, card) in read.contents.cards.sorted(by: { $0.key < $1.key }) where keeping.contains(id) {
                data += try encoded(Line(id: id, card: card))
            }
            try AtomicFile.replace(url, with: Data(data))
            if let notice { onQuarantine(notice) }
        }
    }

    // MARK: - Lines

    /// A line of the log (internal for its writer and the tests): an answer (`at`, `rating`, `fuzz`) or a state (`card`).
    struct Line: Codable {
        var id: String
        var at: Date?
        var rating: ReviewRating?
        var fuzz: Bool?
        var card: ReviewCard?

        init(event: ReviewEvent) {
            id = event.id
            at = event.at
            rating = event.rating
            fuzz = event.fuzz
        }

        init(id: String, card: ReviewCard) {
            self.id = id
            self.card = card
        }

        var event: ReviewEvent? {
            guard let at, let rating else { return nil }
            return ReviewEvent(id: id, at: at, rating: rating, fuzz: fuzz ?? false)
        }

        /// Whether its figures are ones a review can have (see `ReviewCard.isPlausible`).
        var isPlausible: Bool {
            (at.map(DateBounds.contains) ?? true) && (card?.isPlausible ?? true)
        }
    }

    /// An answer's identity in the log: its card and its second.
    private struct AnswerKey: Hashable {
        var id: String
        var at: Date
    }

    private func read(scheduler: FSRSScheduler) throws -> (contents: Contents, file: OpenFile?, bad: [Range<Int>]) {
        let file: OpenFile?
        do {
            file = try OpenFile.existing(url.path)
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        var contents = Contents()
        var bad: [Range<Int>] = []
        guard let file else { return (contents, nil, bad) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        // Answers already applied, by card and second: a repeat is not applied again.
        var applied: Set<AnswerKey> = []
        do {
            var reader = ForwardLineReader(file: file, lineLimit: DataFileLimits.reviewLine)
            while let line = try reader.nextLine() {
                guard !line.isOversized, let decoded = try? decoder.decode(Line.self, from: line.bytes), decoded.isPlausible else {
                    bad.append(line.offset..<line.offset + line.length)
                    continue
                }
                if let card = decoded.card {
                    contents.cards[decoded.id] = card
                } else if let event = decoded.event {
                    guard applied.insert(AnswerKey(id: event.id, at: event.at)).inserted else {
                        bad.append(line.offset..<line.offset + line.length)
                        continue
                    }
                    contents.cards[event.id] = event.applied(to: contents.cards[event.id] ?? ReviewCard(), by: scheduler)
                    contents.eventLines += 1
                } else {
                    bad.append(line.offset..<line.offset + line.length)
                }
            }
        } catch {
            throw PersistenceError.cannotRead(url, error)
        }
        contents.badLines = bad.count
        return (contents, file, bad)
    }

    private func encoded(_ line: Line) throws -> [UInt8] {
        var json = JSONWriter(.compact, capacity: 128)
        line.write(to: &json)
        do throws(JSONWriter.Failure) {
            return try json.finished(line: true)
        } catch {
            throw PersistenceError.cannotWrite(path: url.path, reason: LocalizedText(verbatim: error.reason))
        }
    }
}

/// A line as `JSONEncoder` with `.secondsSince1970` dates encodes it,
/// written by hand (see `JSONWriter`). Dates are whole seconds since 1970:
/// every line of the log is decoded on each read, and numbers decode many
/// times faster than ISO 8601 text.
extension ReviewLog.Line {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", id)
            json.member("at", ifPresent: at?.timeIntervalSince1970)
            json.member("rating", ifPresent: rating?.rawValue)
            json.member("fuzz", ifPresent: fuzz)
            if let card {
                json.key("card")
                Self.write(card, to: &json)
            }
        }
    }

    private static func write(_ card: ReviewCard, to json: inout JSONWriter) {
        json.object { json in
            json.member("phase", card.phase.rawValue)
            json.member("step", ifPresent: card.step)
            json.member("stability", ifPresent: card.stability)
            json.member("difficulty", ifPresent: card.difficulty)
            json.member("due", ifPresent: card.due?.timeIntervalSince1970)
            json.member("lastReview", ifPresent: card.lastReview?.timeIntervalSince1970)
            json.member("firstReview", ifPresent: card.firstReview?.timeIntervalSince1970)
            json.member("reps", card.reps)
            json.member("lapses", card.lapses)
            json.member("reviewsInReview", card.reviewsInReview)
        }
    }
}
