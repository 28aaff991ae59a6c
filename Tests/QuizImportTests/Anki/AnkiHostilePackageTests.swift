import DataFiles
import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Packages made to hurt the reader (issue 32): each is refused with a clear
/// message or read, quickly and in bounded memory, and nothing of it is
/// left in the scratch folder. Each test failed on the reader that ran the
/// `sqlite3` and `unzip` programs (e6d8f86): see the notes on each.
@Suite struct AnkiHostilePackageTests {
    let reader = AnkiPackageReader(searchPath: AnkiFixtures.systemPath)

    /// Old reader: `sqlite3` sorted the endless view into a temporary file
    /// until its 600 s timeout (about 39 GB of TMPDIR).
    @Test func aNotesViewOverAnEndlessRecursiveQueryIsRefusedAsNotATable() throws {
        let folder = try HostileAnkiPackages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try HostileAnkiPackages.package(
            named: "view", in: folder,
            sql: """
                CREATE VIEW notes AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r)
                  SELECT i AS id, 'g' || i AS guid, 1 AS mid, 'front' || char(31) || 'back' AS flds, 'front' AS sfld FROM r;
                INSERT INTO cards VALUES (1, 1, 1, 0, 0);
                """)
        let error = try #require(throws: AnkiImportError.self) { try reader.read(fileAt: package) }
        #expect(error.problem == .notATable(name: "notes", kind: "view"))
        #expect(error.message.en.hasSuffix("the collection's notes is a view, not a table; refused, since it could run any query"))
        #expect(error.message.ru.contains("представление"))
    }

    /// The review log is read to its end: as an endless view it would hand
    /// out reviews for ever, so it is refused like the notes.
    @Test func aRevlogViewIsRefusedAsNotATable() throws {
        let folder = try HostileAnkiPackages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try HostileAnkiPackages.package(
            named: "revlog-view", in: folder,
            sql: HostileAnkiPackages.notesTable + """
                INSERT INTO notes VALUES (1, 'g', 1, 'front' || char(31) || 'back', 'front');
                INSERT INTO cards VALUES (1, 1, 1, 0, 0);
                CREATE VIEW revlog AS WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r)
                  SELECT i AS id, 1 AS cid, 3 AS ease, 1 AS type FROM r;
                """)
        let error = try #require(throws: AnkiImportError.self) { try reader.read(fileAt: package) }
        #expect(error.problem == .notATable(name: "revlog", kind: "view"))
    }

    /// Reviews of no card, of grade 0 or 9, of a manual reschedule, before
    /// 1970 or after 9999 are passed over; the others reach the sink, by
    /// the card's deck and external id, oldest first.
    @Test func onlyGradedReviewsOfCardsInACalendarAreRead() throws {
        let folder = try HostileAnkiPackages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try HostileAnkiPackages.package(
            named: "revlog-odd", in: folder,
            sql: HostileAnkiPackages.notesTable + """
                INSERT INTO notes VALUES (1, 'g', 1, 'front' || char(31) || 'back', 'front');
                INSERT INTO cards VALUES (1, 1, 1, 0, 0);
                CREATE TABLE revlog (id INTEGER PRIMARY KEY, cid INTEGER, ease INTEGER, type INTEGER);
                INSERT INTO revlog VALUES (-5000, 1, 3, 1), (1000, 1, 0, 1), (2000, 1, 9, 1), (3000, 2, 3, 1), (4000, 1, 3, 4),
                  (5000, 1, 1, 0), (6000, 1, 3, 1), (300000000000000, 1, 3, 1);
                """)
        struct Reviews: DeckSink {
            var read: [ImportedReview] = []
            mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) {}
            mutating func add(review: ImportedReview) { read.append(review) }
        }
        var sink = Reviews()
        try reader.read(fileAt: package, into: &sink)
        #expect(sink.read.map(\.rating) == [.again, .good])
        #expect(sink.read.map(\.at.timeIntervalSince1970) == [5, 6])
        #expect(sink.read.allSatisfy { $0.deck == "Hostile" && $0.externalID == "g" })
    }

    /// The step budget is what stops a query that runs too long, whatever
    /// made it long: here a tiny budget on a sort of 200,000 cards.
    @Test func aQueryPastItsTimeBudgetIsStopped() throws {
        let folder = try HostileAnkiPackages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try HostileAnkiPackages.package(named: "slow", in: folder, sql: Self.manyNotes(200_000))
        var hurried = reader
        hurried.stepBudget = .microseconds(1)
        let error = try #require(throws: AnkiImportError.self) { try hurried.read(fileAt: package) }
        #expect(error.problem == .tooSlow(seconds: 0))
        #expect(error.message.en.contains("reading the collection took longer than"))
    }

    /// Old reader: `sqlite3` built the 300 MB field (1.6 GB of memory), then
    /// refused the whole package. Now SQLite's length limit refuses the one
    /// value, and that note alone is skipped and named.
    @Test func aFieldOf300MBComputedByAGeneratedColumnSkipsItsNoteOnly() throws {
        let folder = try HostileAnkiPackages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try HostileAnkiPackages.package(
            named: "zeroblob", in: folder,
            sql: """
                CREATE TABLE notes (id INTEGER PRIMARY KEY, guid TEXT, mid INTEGER, stored TEXT, sfld TEXT);
                INSERT INTO notes (id, guid, mid, stored, sfld) VALUES
                  (1, 'a', 1, 'one' || char(31) || 'uno', 'one'), (2, 'b', 1, '', 'huge'), (3, 'c', 1, 'three' || char(31) || 'tres', 'three');
                -- Added after the rows: an INSERT would compute the virtual column (300 MB).
                ALTER TABLE notes ADD COLUMN flds TEXT
                  GENERATED ALWAYS AS (CASE WHEN id = 2 THEN CAST(zeroblob(300000000) AS TEXT) ELSE stored END) VIRTUAL;
                INSERT INTO cards VALUES (1, 1, 1, 0, 0), (2, 2, 1, 0, 0), (3, 3, 1, 0, 0);
                """)
        var sink = NoticingDeckSink(DeckCollector())
        try reader.read(fileAt: package, into: &sink)
        #expect(
            sink.base.result == [
                ImportedDeck(
                    name: "Hostile",
                    cards: [DeckCard(front: "one", back: "uno", externalID: "a"), DeckCard(front: "three", back: "tres", externalID: "c")],
                    skippedNotes: 1)
            ])
        #expect(sink.notices.map(\.en) == ["note 2 “huge” skipped: its fields are not valid UTF-8 or are too long"])
    }

    /// Old reader: "sqlite3 gave a row without flds", the whole package
    /// refused, no note named.
    @Test func aNoteWithInvalidUTF8IsSkippedNamedAndCounted() throws {
        let folder = try HostileAnkiPackages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try HostileAnkiPackages.package(
            named: "utf8", in: folder,
            sql: HostileAnkiPackages.notesTable + """
                INSERT INTO notes VALUES
                  (1, 'a', 1, 'one' || char(31) || 'uno', 'one'),
                  (2, 'b', 1, CAST(X'66FF6F1F6261' AS TEXT), CAST(X'1B5B33316D626164FF' AS TEXT)),
                  (3, 'c', 1, 'three' || char(31) || 'tres', 'three');
                INSERT INTO cards VALUES (1, 1, 1, 0, 0), (2, 2, 1, 0, 0), (3, 3, 1, 0, 0);
                """)
        var sink = NoticingDeckSink(DeckCollector())
        try reader.read(fileAt: package, into: &sink)
        #expect(sink.base.result.map(\.cards.count) == [2])
        #expect(sink.base.result.map(\.skippedNotes) == [1])
        let notice = try #require(sink.notices.first).en
        #expect(notice.hasPrefix("note 2 “"), "\(notice)")
        #expect(!notice.contains("\u{1B}"), "the sort field is shown terminal-safe")
        #expect(notice.contains("bad"))
    }

    /// Old reader: a correlated subquery per note over cards without an
    /// index on `cards.nid`, 200,000 × 200,000 rows; 1e6 notes did not
    /// finish in 400 s. Now: one sort of the cards, merged with the notes by
    /// id. Measured here (debug build, 2 cores, beside the suite's other
    /// tests): 4.8 s to generate, zip and read. No wall-clock assertion.
    @Test func twoHundredThousandNotesWithoutAnIndexOnCardsAreReadInOnePass() throws {
        let folder = try HostileAnkiPackages.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try HostileAnkiPackages.package(named: "many", in: folder, sql: Self.manyNotes(200_000))
        var counter = CardCounter()
        try reader.read(fileAt: package, into: &counter)
        #expect(counter.cards == 200_000)
        #expect(counter.skipped == 0)
    }

    /// Old reader: "collection is damaged: unzip: No space left on device".
    /// The write is injected to fail as a full disk does (ENOSPC).
    @Test func aFullDiskSaysNoSpaceNotDamaged() throws {
        let parent = try HostileAnkiPackages.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        var full = AnkiPackageReader(searchPath: AnkiFixtures.systemPath, scratch: DataDirectory(url: parent))
        full.writeChunk = { _, _ in ENOSPC }
        let error = try #require(throws: AnkiImportError.self) { try full.read(fileAt: AnkiFixtures.url("legacy.apkg")) }
        guard case .noSpace(let folder) = error.problem else {
            Issue.record("expected noSpace, got \(error.problem)")
            return
        }
        #expect(folder.hasPrefix(parent.path + "/tmp/anki-"))
        #expect(error.message.en.contains("no space left on the disk to unpack the collection"))
        #expect(error.message.ru.contains("на диске не осталось места"))
        #expect(!error.message.en.contains("damaged"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty, "the scratch folder is removed")
    }

    /// `count` notes, ids 1…count, and one card each whose rows are in an
    /// order unrelated to their notes; no index on `cards.nid`.
    static func manyNotes(_ count: Int) -> String {
        HostileAnkiPackages.notesTable + """
            WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < \(count))
              INSERT INTO notes SELECT i, 'g' || i, 1, 'front ' || i || char(31) || 'back ' || i, 'front ' || i FROM r;
            WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < \(count))
              INSERT INTO cards SELECT i, (i * 7919) % \(count) + 1, 1, 0, 0 FROM r;
            """
    }
}

/// Counts cards and skipped notes without keeping them.
private struct CardCounter: DeckSink {
    var cards = 0
    var skipped = 0

    mutating func add(_ cards: [DeckCard], droppedMedia: Int, toDeck deck: String) {
        self.cards += cards.count
        if cards.isEmpty { skipped += 1 }
    }
}
