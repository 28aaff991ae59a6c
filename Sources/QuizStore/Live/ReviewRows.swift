import FoundationEssentials
import QuizPlatform
import Sqlite

/// `review_events` and `card_states`.
enum ReviewRows {
    /// Inserts the events not recorded yet (UNIQUE card and second); returns how many were.
    static func append(_ events: [ReviewEvent], to database: Sqlite) throws(SqliteError) -> Int {
        guard !events.isEmpty else { return 0 }
        let insert = try database.cached(
            "INSERT INTO review_events (card_id, at, rating, fuzz) VALUES (?, ?, ?, ?) ON CONFLICT (card_id, at) DO NOTHING")
        var added = 0
        for event in events {
            try insert.run([
                .text(event.id), .integer(Int64(event.at.timeIntervalSince1970)), .int(event.rating.rawValue), .bool(event.fuzz),
            ])
            added += database.changes
        }
        return added
    }

    static func events(_ statement: SqliteStatement, _ values: [SqliteValue]) throws -> [StoredReviewEvent] {
        var events: [StoredReviewEvent] = []
        try forEachEvent(statement, values) { events.append($0) }
        return events
    }

    /// Hands each event the statement reads to `body`, one at a time: a
    /// log of a million reviews (an Anki history imported) is never held whole.
    static func forEachEvent(
        _ statement: SqliteStatement, _ values: [SqliteValue], _ body: (StoredReviewEvent) throws -> Void
    ) throws {
        try statement.bind(values)
        defer { statement.reset() }
        while let row = try statement.step() {
            guard let rating = ReviewRating(rawValue: row.int(3)) else {
                throw QuizStoreError.undecodable(what: "review_events", key: "\(row.int64(0))")
            }
            let event = ReviewEvent(
                id: row.text(1), at: Date(timeIntervalSince1970: Double(row.int64(2))), rating: rating, fuzz: row.bool(4))
            try body(StoredReviewEvent(sequence: row.int64(0), event: event))
        }
    }

    static let eventColumns = "seq, card_id, at, rating, fuzz"

    /// States as rows, by card id: each card as JSON.
    static func encoded(_ states: [String: CardState]) throws -> [(id: String, state: [UInt8], through: Int64)] {
        let encoder = JSONEncoder()
        return try states.sorted { $0.key < $1.key }.map { ($0.key, Array(try encoder.encode($0.value.card)), $0.value.throughEvent) }
    }

    static func upsert(_ rows: [(id: String, state: [UInt8], through: Int64)], in database: Sqlite) throws(SqliteError) {
        let upsert = try database.cached("INSERT OR REPLACE INTO card_states (card_id, state, through_event) VALUES (?, ?, ?)")
        for row in rows { try upsert.run([.text(row.id), .blob(row.state), .integer(row.through)]) }
    }
}

extension LiveStore {
    func appendReviewEvents(_ events: [ReviewEvent]) throws -> Int {
        try database.write { try ReviewRows.append(events, to: $0) }
    }

    func reviewEvents() throws -> [StoredReviewEvent] {
        try database.withConnection { database in
            try ReviewRows.events(database.cached("SELECT \(ReviewRows.eventColumns) FROM review_events ORDER BY seq"), [])
        }
    }

    func reviewEvents(cardID: String) throws -> [StoredReviewEvent] {
        try database.withConnection { database in
            try ReviewRows.events(
                database.cached("SELECT \(ReviewRows.eventColumns) FROM review_events WHERE card_id = ? ORDER BY seq"),
                [.text(cardID)])
        }
    }

    func cardStates() throws -> [String: CardState] {
        try database.withConnection { try cardStates(in: $0) }
    }

    func cardStates(in database: Sqlite) throws -> [String: CardState] {
        let statement = try database.cached("SELECT card_id, state, through_event FROM card_states")
        defer { statement.reset() }
        let decoder = JSONDecoder()
        var states: [String: CardState] = [:]
        while let row = try statement.step() {
            let id = row.text(0)
            guard let card = try? decoder.decode(ReviewCard.self, from: Data(row.blob(1))) else {
                throw QuizStoreError.undecodable(what: "card_states", key: id)
            }
            states[id] = CardState(card: card, throughEvent: row.int64(2))
        }
        return states
    }

    func saveCardStates(_ states: [String: CardState]) throws {
        let rows = try ReviewRows.encoded(states)
        try database.write { try ReviewRows.upsert(rows, in: $0) }
    }
}

extension LiveStore {
    /// The saved states, and the events after the newest of them (the
    /// watermark: every event up to it is folded in) replayed through the
    /// scheduler with the kept weights (`reviewWeights`, else the
    /// defaults), each fuzzed interval balanced against the cards due then
    /// (`LoadBalancer`). A game's save adds events and no state, so a read
    /// replays only the games since the last read, never the whole log.
    ///
    /// The new states are saved best effort (a read-only folder still
    /// reads), and only when no other process saved states or weights
    /// meanwhile: the watermark or the weights would have moved, and states
    /// folded from an older snapshot must not replace newer ones.
    func reviewStates() throws -> [String: ReviewCard] {
        // The events are folded as they are read, in the read's snapshot.
        let (watermark, weights, states, changed) = try database.read { database in
            let saved = try cardStates(in: database)
            let watermark = saved.values.map(\.throughEvent).max() ?? 0
            let weights = try DocumentRow.body(named: .reviewWeights, in: database)
            let parameters = (weights.flatMap { try? JSONDecoder().decode(ReviewWeights.self, from: Data($0)) })?.parameters
            let scheduler = FSRSScheduler(parameters: parameters ?? .defaults)
            var states = saved
            var calendar = DueCalendar(saved.values.lazy.map(\.card))
            var changed: [String: CardState] = [:]
            try ReviewRows.forEachEvent(
                database.cached("SELECT \(ReviewRows.eventColumns) FROM review_events WHERE seq > ? ORDER BY seq"),
                [.integer(watermark)]
            ) { stored in
                let id = stored.event.id
                let before = states[id]?.card ?? ReviewCard()
                calendar.remove(before)
                let card = stored.event.applied(to: before, by: scheduler, balancing: LoadBalancer(calendar: calendar))
                calendar.add(card)
                states[id] = CardState(card: card, throughEvent: stored.sequence)
                changed[id] = states[id]
            }
            return (watermark, weights, states, changed)
        }
        guard !changed.isEmpty else { return states.mapValues(\.card) }
        let rows = try ReviewRows.encoded(changed)
        try? database.write { database in
            let current = try database.run("SELECT max(through_event) FROM card_states").first?.first
            guard (current.flatMap { if case .integer(let value) = $0 { value } else { nil } } ?? 0) == watermark,
                try DocumentRow.body(named: .reviewWeights, in: database) == weights
            else { return }
            try ReviewRows.upsert(rows, in: database)
        }
        return states.mapValues(\.card)
    }

    /// The weights kept; nil when none are (or they do not decode: the defaults then).
    func reviewWeights() throws -> ReviewWeights? {
        let body = try database.withConnection { try DocumentRow.body(named: .reviewWeights, in: $0) }
        return body.flatMap { try? JSONDecoder().decode(ReviewWeights.self, from: Data($0)) }
    }

    /// Keeps `weights` (nil: none) and drops every saved state, in one
    /// transaction: the next read folds the whole log with them.
    func saveReviewWeights(_ weights: ReviewWeights?) throws {
        let body = try weights.map { Array(try JSONEncoder().encode($0)) }
        try database.write { database in
            if let body {
                try DocumentRow.store(body, named: .reviewWeights, in: database)
            } else {
                try database.run("DELETE FROM documents WHERE name = ?", .text(DocumentName.reviewWeights.rawValue))
            }
            try database.execute("DELETE FROM card_states")
        }
    }
}
