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
    static let migrations: [String] = [version1, version2, version3, version4, version5, version6, version7, version8]

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

        -- All-time statistics: one row, `Statistics` as JSON (until version
        -- 3). They count deleted games too, so they cannot be recomputed from `games`.
        CREATE TABLE statistics (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            body BLOB NOT NULL
        ) STRICT;

        -- Values kept whole by name (menu choices, the movie list, the OMDb
        -- cache; the settings until version 3), as the JSON of their Codable type.
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

    /// The settings and the statistics as typed columns and rows instead of
    /// JSON: reading them with `JSONDecoder` was two thirds of what `quizctl
    /// stats` spent. The JSON already stored is carried over by SQLite's
    /// own JSON functions, a value of the wrong type left NULL (the
    /// setting's default), as the decoder would have refused it.
    static let version3 = """
        -- The settings, a column each; NULL is the setting's default, and so
        -- is a value this version does not know (a newer quizctl's, a hand edit).
        CREATE TABLE settings (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            question_order TEXT,
            feedback_delay REAL,
            language TEXT,                      -- NULL: follow LANG / LC_ALL
            color TEXT,
            difficulty TEXT,
            review_fuzz INTEGER,
            review_new_per_day INTEGER,
            posters TEXT,
            accessible INTEGER,
            accessible_timer TEXT
        ) STRICT;
        INSERT INTO settings
            SELECT 1,
                CASE json_type(j, '$.order') WHEN 'text' THEN json_extract(j, '$.order') END,
                CASE json_type(j, '$.feedbackDelay') WHEN 'real' THEN json_extract(j, '$.feedbackDelay')
                    WHEN 'integer' THEN json_extract(j, '$.feedbackDelay') END,
                CASE json_type(j, '$.language') WHEN 'text' THEN json_extract(j, '$.language') END,
                CASE json_type(j, '$.color') WHEN 'text' THEN json_extract(j, '$.color') END,
                CASE json_type(j, '$.difficulty') WHEN 'text' THEN json_extract(j, '$.difficulty') END,
                CASE json_type(j, '$.reviewFuzz') WHEN 'true' THEN 1 WHEN 'false' THEN 0 END,
                CASE json_type(j, '$.reviewNewPerDay') WHEN 'integer' THEN json_extract(j, '$.reviewNewPerDay') END,
                CASE json_type(j, '$.posters') WHEN 'text' THEN json_extract(j, '$.posters') END,
                CASE json_type(j, '$.accessible') WHEN 'true' THEN 1 WHEN 'false' THEN 0 END,
                CASE json_type(j, '$.accessibleTimer') WHEN 'text' THEN json_extract(j, '$.accessibleTimer') END
            FROM (SELECT CAST(body AS TEXT) AS j FROM documents WHERE name = 'settings')
            WHERE json_valid(j);
        DELETE FROM documents WHERE name = 'settings';

        -- All-time totals: a row for each mode, and one ('') for every mode
        -- together, each with its record game.
        CREATE TABLE tallies (
            mode TEXT PRIMARY KEY,
            games_played INTEGER NOT NULL,
            total_correct INTEGER NOT NULL,
            total_questions INTEGER NOT NULL,
            best_correct INTEGER,               -- NULL: no record yet
            best_total INTEGER,
            best_date REAL,
            best_mode TEXT
        ) STRICT, WITHOUT ROWID;
        -- The accuracy (0...100) of the latest games, oldest first, for the chart.
        CREATE TABLE recent_accuracy (
            position INTEGER PRIMARY KEY,
            accuracy REAL NOT NULL
        ) STRICT;
        -- Party players' records, by `PlayerBest.key(for:)` of their name.
        CREATE TABLE player_bests (
            key TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            games_played INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            best_points INTEGER NOT NULL,
            best_correct INTEGER NOT NULL,
            best_date REAL NOT NULL
        ) STRICT, WITHOUT ROWID;
        ALTER TABLE statistics ADD COLUMN last_game_id TEXT;

        INSERT INTO tallies
            SELECT mode, coalesce(json_extract(t, '$.gamesPlayed'), 0), coalesce(json_extract(t, '$.totalCorrect'), 0),
                coalesce(json_extract(t, '$.totalQuestions'), 0), json_extract(t, '$.best.correct'),
                json_extract(t, '$.best.total'), json_extract(t, '$.best.date'), json_extract(t, '$.best.mode')
            FROM (
                SELECT '' AS mode, json_extract(CAST(body AS TEXT), '$.overall') AS t FROM statistics
                    WHERE json_valid(CAST(body AS TEXT)) AND json_type(CAST(body AS TEXT), '$.overall') = 'object'
                UNION ALL
                SELECT key, value FROM statistics, json_each(CAST(statistics.body AS TEXT), '$.modes')
                    WHERE json_valid(CAST(statistics.body AS TEXT)) AND json_each.type = 'object'
            );
        INSERT INTO recent_accuracy
            SELECT key, value FROM statistics, json_each(CAST(statistics.body AS TEXT), '$.recentAccuracy')
            WHERE json_valid(CAST(statistics.body AS TEXT)) AND json_each.type IN ('real', 'integer');
        INSERT INTO player_bests
            SELECT key, json_extract(value, '$.name'), coalesce(json_extract(value, '$.gamesPlayed'), 0),
                coalesce(json_extract(value, '$.wins'), 0), coalesce(json_extract(value, '$.bestPoints'), 0),
                coalesce(json_extract(value, '$.bestCorrect'), 0), coalesce(json_extract(value, '$.bestDate'), 0)
            FROM statistics, json_each(CAST(statistics.body AS TEXT), '$.players')
            WHERE json_valid(CAST(statistics.body AS TEXT)) AND json_each.type = 'object'
                AND json_type(value, '$.name') = 'text';
        UPDATE statistics SET
            last_game_id = CASE json_type(CAST(body AS TEXT), '$.lastGameID')
                WHEN 'text' THEN json_extract(CAST(body AS TEXT), '$.lastGameID') END,
            daily_days = coalesce(daily_days, (
                SELECT group_concat(value, char(10)) FROM json_each(CAST(statistics.body AS TEXT), '$.dailyDays')))
            WHERE json_valid(CAST(body AS TEXT));
        ALTER TABLE statistics DROP COLUMN body;
        """

    /// The movie list from IMDb's datasets (movies.json until now) as rows:
    /// a round plays ten films of up to a hundred thousand, and `quizctl
    /// movies` needs only their count, so neither decodes the whole list as
    /// one document would make them. The OMDb cache stays a document
    /// (`DocumentName.omdbCache`): at most a week of a daily budget of 500.
    static let version4 = """
        -- The list in the order it is played (`position` from 0), a film a row.
        CREATE TABLE movies (
            position INTEGER PRIMARY KEY,
            imdb_id TEXT NOT NULL,              -- "tt0111161"
            rank INTEGER NOT NULL,
            title TEXT NOT NULL,
            year INTEGER NOT NULL,
            rating REAL NOT NULL,               -- IMDb's, on the 10-point scale
            votes INTEGER NOT NULL,
            directors TEXT NOT NULL,            -- JSON array
            genres TEXT NOT NULL,               -- JSON array
            poster_url TEXT
        ) STRICT;

        -- When and from what the list was last made; no row before the first
        -- list, a row of NULLs for one saved before refreshes were recorded.
        CREATE TABLE movie_list (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            refreshed_at REAL,
            kind TEXT,                          -- ratings, rebuilt or imported
            origin TEXT                         -- the dataset host's URL, or the files' paths
        ) STRICT;
        """

    /// Which questions the player has been asked, so an offline game can
    /// prefer others: a question's id once, whatever game asked it. Looking
    /// through every answer would take seconds at a million games; this
    /// grows by one row per new question. The most recent thousand games are
    /// brought over; older ones read every answer for a one-time gain.
    static let version5 = """
        CREATE TABLE asked_questions (
            question_id TEXT PRIMARY KEY        -- `Question.id`: "bank:capital:FR", a digest, a UUID
        ) STRICT, WITHOUT ROWID;

        INSERT OR IGNORE INTO asked_questions (question_id)
            SELECT question_id FROM answers
            WHERE question_id IS NOT NULL AND game_seq > (SELECT coalesce(max(seq), 0) - 1000 FROM games);
        """

    /// A question's explanation, shown after it is answered: packs carry it
    /// (JSON's "explanation", GIFT's and Moodle's general feedback).
    static let version6 = """
        ALTER TABLE questions ADD COLUMN explanation TEXT;
        """

    /// The record of each kind of round (issue 28: a 2-question walk-away
    /// beat a 6/10 movie round as the one Record): its mode and number of
    /// questions, 0 for the Millionaire ladder (one climb whatever step a
    /// game ended on). Brought over from the games kept and from each mode's
    /// record so far (whose game may have been deleted): the most right
    /// answers, the earlier of equals.
    static let version7 = """
        CREATE TABLE round_records (
            mode TEXT NOT NULL,
            questions INTEGER NOT NULL,         -- the round's length; 0: the Millionaire ladder
            correct INTEGER NOT NULL,
            total INTEGER NOT NULL,
            date REAL NOT NULL,
            PRIMARY KEY (mode, questions)
        ) STRICT, WITHOUT ROWID;

        INSERT INTO round_records (mode, questions, correct, total, date)
            SELECT mode, questions, correct, total, date FROM (
                SELECT mode, questions, correct, total, date,
                    row_number() OVER (PARTITION BY mode, questions ORDER BY correct DESC, date) AS rank
                FROM (
                    SELECT mode, CASE mode WHEN 'millionaire' THEN 0 ELSE total END AS questions, correct, total,
                        finished_at AS date
                    FROM games WHERE mode IN ('yesno', 'classic', 'millionaire')
                    UNION ALL
                    SELECT mode, CASE mode WHEN 'millionaire' THEN 0 ELSE best_total END, best_correct, best_total, best_date
                    FROM tallies WHERE mode IN ('yesno', 'classic', 'millionaire') AND best_correct IS NOT NULL))
            WHERE rank = 1;
        """

    /// The grade a player gave a card they turned over (`play review
    /// --flip`): 1 Again to 4 Easy, as the review log counts them; NULL
    /// where the answer itself says how well it was known.
    static let version8 = """
        ALTER TABLE answers ADD COLUMN rating INTEGER CHECK (rating BETWEEN 1 AND 4);
        """
}
