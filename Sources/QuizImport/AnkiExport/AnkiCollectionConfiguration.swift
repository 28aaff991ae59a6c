import QuizPlatform

/// The collection's settings (`col.conf`) and its one set of deck options
/// (`col.dconf`), as schema 11 keeps them.
///
/// The scheduler is Anki's v2 with days counted from the collection's
/// creation in UTC and no rollover hour, so a review card's day number means
/// the same UTC day wherever the package is opened. The options are FSRS's
/// with quizctl's parameters: its learning steps, desired retention and weights.
struct AnkiCollectionConfiguration {
    var modified: Int64
    /// The position the next new card would take.
    var nextPosition: Int
    var parameters = FSRSParameters.defaults

    var conf: AnkiJSON {
        .object([
            ("activeDecks", .array([.int(1)])), ("curDeck", .int(1)), ("newSpread", .int(0)), ("collapseTime", .int(1200)),
            ("timeLim", .int(0)), ("estTimes", .bool(true)), ("dueCounts", .bool(true)), ("curModel", .null),
            ("nextPos", .int(nextPosition)), ("sortType", .string("noteFld")), ("sortBackwards", .bool(false)),
            ("addToCur", .bool(true)), ("dayLearnFirst", .bool(false)), ("schedVer", .int(2)), ("sched2021", .bool(true)),
            ("creationOffset", .int(0)), ("rollover", .int(0)),
        ])
    }

    var deckOptions: AnkiJSON {
        let minutes = { (steps: [Double]) in AnkiJSON.array(steps.map { .double($0 / 60) }) }
        let options = AnkiJSON.object([
            ("id", .int(1)), ("mod", .int(modified)), ("name", .string("Default")), ("usn", .int(-1)), ("maxTaken", .int(60)),
            ("autoplay", .bool(true)), ("timer", .int(0)), ("replayq", .bool(true)),
            (
                "new",
                .object([
                    ("bury", .bool(false)), ("delays", minutes(parameters.learningSteps)),
                    ("initialFactor", .int(AnkiCardSchedule.startingFactor)),
                    ("ints", .array([.int(1), .int(4), .int(0)])), ("order", .int(1)), ("perDay", .int(20)),
                ])
            ),
            (
                "rev",
                .object([
                    ("bury", .bool(false)), ("ease4", .double(1.3)), ("ivlFct", .double(1)), ("maxIvl", .int(parameters.maximumInterval)),
                    ("perDay", .int(200)), ("hardFactor", .double(1.2)),
                ])
            ),
            (
                "lapse",
                .object([
                    ("delays", minutes(parameters.relearningSteps)), ("leechAction", .int(1)), ("leechFails", .int(8)), ("minInt", .int(1)),
                    ("mult", .double(0)),
                ])
            ),
            ("dyn", .bool(false)), ("fsrsParams6", .array(parameters.weights.map { .double($0) })),
            ("desiredRetention", .double(parameters.desiredRetention)),
        ])
        return .object([("1", options)])
    }
}
