import FoundationEssentials
import QuizPlatform
import Sqlite

extension AnkiCollectionReader {
    /// Hands every review the collection keeps (`revlog`) to `each`, oldest
    /// first, as its card is known across imports (`AnkiNote.externalID`)
    /// in the deck the card went to. Kept: learning, review, relearning
    /// and filtered-deck reviews graded 1–4 (as FSRS reads a history in
    /// Anki); left out: manual reschedules and grade 0. Read in the table's
    /// own order (its id is the time in milliseconds): nothing is sorted.
    func forEachReview(
        _ connection: Sqlite, _ clock: StepClock, clozeTypes: Set<Int64>, decks: [Int64: String], _ each: (Read) throws -> Void
    ) throws {
        // A collection another tool wrote may have no review log, or one of another shape: its cards still import.
        for column in ["cid", "ease", "type"] {
            guard try hasColumn(column, in: "revlog", connection, clock) else { return }
        }
        let safeDecks = decks.mapValues(\.terminalSafe)
        let reviews = try connection.prepare(
            """
            SELECT r.id, r.ease, n.guid, n.mid, c.ord, CASE WHEN c.odid != 0 THEN c.odid ELSE c.did END
            FROM revlog AS r JOIN cards AS c ON c.id = r.cid JOIN notes AS n ON n.id = c.nid
            WHERE r.type BETWEEN 0 AND 3 AND r.ease BETWEEN 1 AND 4 AND r.id BETWEEN ? AND ?
            ORDER BY r.id
            """)
        // Times a calendar can hold: from 1970 to the last second of 9999.
        try reviews.bind([.integer(0), .integer(Self.latestReview)])
        while let row = try clock.step(reviews) {
            guard let guid = row.optionalText(2), let rating = ReviewRating(rawValue: row.int(1)) else { continue }
            let did = row.int64(5)
            let review = ImportedReview(
                deck: safeDecks[did] ?? "\(did)",
                externalID: AnkiNote.externalID(guid: guid, ordinal: row.int(4), isCloze: clozeTypes.contains(row.int64(3))),
                at: Date(timeIntervalSince1970: Double(row.int64(0) / 1000)), rating: rating)
            try each(.review(review))
        }
    }

    /// 9999-12-31T23:59:59Z in milliseconds.
    static let latestReview: Int64 = 253_402_300_799_000
}
