/// The database's tables, as numbered steps: step N takes a database from
/// `PRAGMA user_version` N-1 to N. A new version appends a step; a step
/// once released is never edited, since databases out there ran it.
///
/// Conventions of every table:
/// - STRICT, so a value of the wrong type is an error, not a silent cast.
/// - Dates are REAL seconds since 2001-01-01 UTC (`Date`'s own reference),
///   so a `Date` comes back bit for bit; seconds since 1970 would round
///   some of them. The review log alone counts whole seconds since 1970, as
///   `ReviewEvent` does.
/// - Booleans are INTEGER 0 or 1; lists of strings are JSON arrays in TEXT.
/// - Children point at their parent's INTEGER `seq`, not its UUID text: a
///   game's ten answers carry 8 bytes of key each rather than 36.
enum Schema {
    static let migrations: [String] = [version1, version2]

    /// The newest version this build knows.
    static var version: Int { migrations.count }

    static let version1 = """
        -- Finished games, one row each; `seq` is the order saved.
        CREATE TABLE games (
            seq INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,            -- uppercase UUID: a prefix is an index range
            mode TEXT NOT NULL,
            source TEXT NOT NULL,
            started_at REAL NOT NULL,
            finished_at REAL NOT NULL,
            outcome TEXT NOT NULL,
            correct INTEGER NOT NULL,
            total INTEGER NOT NULL,
            prize INTEGER NOT NULL,
            daily TEXT,                         -- "2026-11-22" for a daily challenge
            walk_away_hints TEXT,               -- JSON array; NULL when none was recorded
            player_count INTEGER                -- a party's players; NULL for a game of one player
        ) STRICT;
        -- History, newest first: in all modes, and in one.
        CREATE INDEX games_by_finish ON games (finished_at, seq);
        CREATE INDEX games_by_mode ON games (mode, finished_at, seq);

        CREATE TABLE answers (
            game_seq INTEGER NOT NULL REFERENCES games (seq) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            question TEXT NOT NULL,
            subject TEXT,
            options TEXT NOT NULL,              -- JSON array
            correct_answer TEXT NOT NULL,
            chosen_answer TEXT,                 -- NULL when the time ran out
            is_correct INTEGER NOT NULL,
            seconds REAL NOT NULL,
            hints TEXT NOT NULL,                -- JSON array of lifeline names
            question_id TEXT,
            category TEXT,
            difficulty TEXT,
            PRIMARY KEY (game_seq, position)
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE party_players (
            game_seq INTEGER NOT NULL REFERENCES games (seq) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            points INTEGER NOT NULL,
            correct INTEGER NOT NULL,
            PRIMARY KEY (game_seq, position)
        ) STRICT, WITHOUT ROWID;

        CREATE TABLE party_answers (
            game_seq INTEGER NOT NULL,
            player INTEGER NOT NULL,
            position INTEGER NOT NULL,
            question INTEGER NOT NULL,          -- the game's question number, from 1
            chosen_answer TEXT,
            is_correct INTEGER NOT NULL,
            seconds REAL NOT NULL,
            points INTEGER NOT NULL,
            PRIMARY KEY (game_seq, player, position),
            FOREIGN KEY (game_seq, player) REFERENCES party_players (game_seq, position) ON DELETE CASCADE
        ) STRICT, WITHOUT ROWID;

        -- All-time statistics: one row, `Statistics` as JSON. They count
        -- deleted games too, so they cannot be recomputed from `games`.
        CREATE TABLE statistics (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            body BLOB NOT NULL
        ) STRICT;

        -- Values kept whole by name (settings, menu choices, the movie list,
        -- the OMDb cache), as the JSON of their Codable type.
        CREATE TABLE documents (
            name TEXT PRIMARY KEY,
            body BLOB NOT NULL
        ) STRICT;

        -- Your own questions, in the order added.
        CREATE TABLE questions (
            seq INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,            -- uppercase UUID
            text TEXT NOT NULL,
            correct TEXT NOT NULL,
            incorrect TEXT NOT NULL,            -- JSON array
            category TEXT,
            difficulty TEXT,
            created_at REAL NOT NULL,
            pack TEXT,                          -- the pack imported from; NULL when written by hand
            repeat_hash INTEGER NOT NULL        -- QuestionRepeat.hash of the text
        ) STRICT;
        CREATE INDEX questions_by_repeat_hash ON questions (repeat_hash);

        -- Decks imported from other flashcard tools, and their cards in order.
        CREATE TABLE decks (
            seq INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,           -- DeckSummary.key: the name trimmed and lower-cased
            name TEXT NOT NULL,
            card_count INTEGER NOT NULL,
            imported_at REAL NOT NULL
        ) STRICT;

        CREATE TABLE cards (
            deck_seq INTEGER NOT NULL REFERENCES decks (seq) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            id TEXT NOT NULL,                   -- the review log's key for the card
            front TEXT NOT NULL,
            back TEXT NOT NULL,
            kind TEXT NOT NULL,
            external_id TEXT,
            PRIMARY KEY (deck_seq, position)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX cards_by_id ON cards (id);

        -- Every review, in the order recorded. A card reviewed twice in one
        -- second is one review, so an event recorded twice counts once.
        CREATE TABLE review_events (
            seq INTEGER PRIMARY KEY,
            card_id TEXT NOT NULL,
            at INTEGER NOT NULL,                -- whole seconds since 1970
            rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
            fuzz INTEGER NOT NULL CHECK (fuzz IN (0, 1)),
            UNIQUE (card_id, at)
        ) STRICT;

        -- A card's state folded from its reviews up to `through_event`
        -- (a review_events.seq; 0 for none): replay only the later ones.
        CREATE TABLE card_states (
            card_id TEXT PRIMARY KEY,
            state BLOB NOT NULL,                -- ReviewCard as JSON
            through_event INTEGER NOT NULL
        ) STRICT, WITHOUT ROWID;
        """

    /// The daily challenge's days apart from the statistics' JSON, one
    /// "YYYY-MM-DD" a line: three years of them were a thousand JSON
    /// strings, a third of what `quizctl stats` spent (`StatisticsRow`).
    static let version2 = """
        ALTER TABLE statistics ADD COLUMN daily_days TEXT;
        """
}
