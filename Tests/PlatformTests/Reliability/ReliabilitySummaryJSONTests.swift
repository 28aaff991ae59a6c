import Foundation
import Testing

@testable import QuizPlatform

/// `HistoryLog.writeSummaryJSON`, the streaming `history --json`: it must
/// print what encoding `recent(limit:mode:)` as `GameSummary` prints, for
/// every kind of line the history can hold.
@Suite struct ReliabilitySummaryJSONTests {
    private func streamed(_ history: HistoryLog, limit: Int, mode: ModeKind? = nil, pieceSize: Int = 64 * 1024) throws -> (
        text: String, pieces: [Data]
    ) {
        var pieces: [Data] = []
        try history.writeSummaryJSON(limit: limit, mode: mode, pieceSize: pieceSize) { pieces.append($0) }
        return (String(decoding: pieces.reduce(Data(), +), as: UTF8.self), pieces)
    }

    private func encoded(_ games: [GameRecord]) throws -> String {
        String(decoding: try JSONCoding.encoder(pretty: true).encode(games.map(GameSummary.init)), as: UTF8.self) + "\n"
    }

    /// Parsed, so that key order (random in Linux's encoder) does not matter.
    private func parsed(_ text: String) throws -> NSArray {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSArray)
    }

    private func append(_ line: String, to folder: PersistenceFolder) throws {
        let handle = try FileHandle(forWritingTo: folder.directory.file("history.jsonl"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((line + "\n").utf8))
        try handle.close()
    }

    @Test func listsWhatTheEncoderListsInGameSummaryOrder() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history(chunkSize: 53)
            var games = (0..<9).map { persistenceGame([.classic, .yesno, .millionaire][$0 % 3], correct: $0, minute: $0) }
            games[4].daily = "2026-11-22"
            games[5].prize = 32_000
            games[6].source = "pack \"€uro\"/тест"
            for game in games { try history.append(game) }

            for (limit, mode) in [(100, nil), (4, nil), (2, ModeKind.yesno), (10, .millionaire), (5, .review)] as [(Int, ModeKind?)] {
                let text = try streamed(history, limit: limit, mode: mode).text
                #expect(try parsed(text) == parsed(encoded(history.recent(limit: limit, mode: mode))))
            }
            let newest = try streamed(history, limit: 1).text
            #expect(
                newest == """
                    [
                      {
                        "id" : "\(games[8].id.uuidString)",
                        "mode" : "millionaire",
                        "source" : "custom",
                        "startedAt" : "2026-11-18T11:14:40Z",
                        "finishedAt" : "2026-11-18T11:14:40Z",
                        "outcome" : "completed",
                        "correct" : 8,
                        "total" : 5,
                        "prize" : 0
                      }
                    ]

                    """)
        }
    }

    @Test func anEmptyOrMissingHistoryIsAnEmptyArray() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            #expect(try streamed(history, limit: 20).text == encoded([]))
            try history.append(persistenceGame())
            #expect(try streamed(history, limit: 0).text == encoded([]))
            #expect(try streamed(history, limit: 5, mode: .review).text == encoded([]))
        }
    }

    @Test func tornGarbageAndWrongSchemaLinesAreSkippedAsRecentSkipsThem() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            try history.append(persistenceGame(minute: 1))
            for line in [
                #"{"id":"5D4C","mode":"cla"#, "\u{1}\u{2}binary\u{7F}", "[1,2,3]", #"{"id":"x"}"#, "{}", #"{"a":01}"#, #"{"a":[1,]}"#,
            ] {
                try append(line, to: folder)
            }
            try history.append(persistenceGame(.yesno, minute: 2))
            try append(#"{"id":"#, to: folder)
            let text = try streamed(history, limit: 50).text
            #expect(try history.recent(limit: 50, mode: nil).count == 2)
            #expect(try parsed(text) == parsed(encoded(history.recent(limit: 50, mode: nil))))
        }
    }

    @Test func linesWrittenByHandGoThroughTheDecoder() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            try history.append(persistenceGame(minute: 1))
            let id = UUID()
            let answers =
                #"[{"question":"Q","subject":null,"options":["A","B"],"correctAnswer":"A","chosenAnswer":"A","isCorrect":true,"seconds":1,"hints":[]}]"#
            try append(
                #"{ "id" : "\#(id.uuidString.lowercased())", "mode":"classic", "source":"by \u0068and", "startedAt":"2026-11-22T07:18:00+03:00", "finishedAt":"2026-11-22T04:18:00Z", "outcome":"completed", "correct":1.0, "total":1, "prize":0, "daily":null, "answers":\#(answers) }"#,
                to: folder)
            let text = try streamed(history, limit: 5).text
            let expected = try history.recent(limit: 5, mode: nil)
            #expect(expected.first?.id == id)
            #expect(try parsed(text) == parsed(encoded(expected)))
        }
    }

    /// One game as quizctl writes it and the same game written by hand in a
    /// form the fast path refuses: the two print byte for byte the same.
    @Test func aLineTheFastPathRefusesPrintsTheBytesOfItsCanonicalTwin() throws {
        var game = persistenceGame(.millionaire, correct: 4, total: 6, minute: 7)
        game.source = "by hand/€"
        game.prize = 1_000
        game.daily = "2026-11-22"
        let canonical = try JSONCoding.encoder().encode(game)
        let moscow = ISO8601DateFormatter()
        moscow.timeZone = TimeZone(secondsFromGMT: 3 * 3600)
        let answers = String(decoding: try JSONCoding.encoder().encode(game.answers), as: UTF8.self)
        let members = [
            #""answers" : \#(answers)"#, #""daily":"2026-11-22""#, #""prize":1000.0"#, #""total":6"#, #""correct":4"#,
            #""outcome":"completed""#, #""finishedAt":"\#(moscow.string(from: game.finishedAt))""#,
            #""startedAt":"\#(moscow.string(from: game.startedAt))""#, #""source":"by hand\/\u20ac""#, #""mode":"millionaire""#,
            #""id":"\#(game.id.uuidString.lowercased())""#,
        ]
        let byHand = Data(("{ " + members.joined(separator: ",  ") + " }").utf8)
        #expect(GameSummaryLine.copied(canonical) != nil, "a line quizctl wrote is copied")
        #expect(GameSummaryLine.copied(byHand) == nil)
        let negativeZero = String(decoding: canonical, as: UTF8.self).replacingOccurrences(of: #""correct":4"#, with: #""correct":-0"#)
        #expect(GameSummaryLine.copied(Data(negativeZero.utf8)) == nil, "-0 prints as 0 once decoded")
        let lowerCaseID = String(decoding: canonical, as: UTF8.self)
            .replacingOccurrences(of: game.id.uuidString, with: game.id.uuidString.lowercased())
        #expect(GameSummaryLine.copied(Data(lowerCaseID.utf8)) == nil, "the id prints in upper case once decoded")
        #expect(try JSONCoding.decoder().decode(GameRecord.self, from: byHand) == game)

        let printed = try [canonical, byHand].map { line in
            try PersistenceFolder.with { folder in
                try folder.write(String(decoding: line, as: UTF8.self) + "\n", to: "history.jsonl")
                return try streamed(folder.history(), limit: 5).text
            }
        }
        #expect(printed[0] == printed[1])
        #expect(
            printed[1] == """
                [
                  {
                    "id" : "\(game.id.uuidString)",
                    "mode" : "millionaire",
                    "source" : "by hand/€",
                    "startedAt" : "2026-11-18T11:13:40Z",
                    "finishedAt" : "2026-11-18T11:13:40Z",
                    "outcome" : "completed",
                    "correct" : 4,
                    "total" : 6,
                    "prize" : 1000,
                    "daily" : "2026-11-22"
                  }
                ]

                """)
    }

    @Test func piecesEndOnWholeElementsAndAddUpToTheSameText() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            for minute in 0..<30 {
                var game = persistenceGame(minute: minute)
                game.source = "источник \(minute)"
                try history.append(game)
            }
            let whole = try streamed(history, limit: 30).text
            let split = try streamed(history, limit: 30, pieceSize: 100)
            #expect(split.pieces.count > 10)
            #expect(split.text == whole)
            for piece in split.pieces { #expect(String(validating: piece, as: UTF8.self) != nil) }
        }
    }

    @Test func noStrictPrefixOfALineIsAGame() throws {
        var line = try JSONCoding.encoder().encode(persistenceGame())
        #expect(GameSummaryLine.element(of: FileLine(bytes: line, offset: 0), mode: nil) != nil)
        line.append(contentsOf: Array("  ".utf8))
        for end in 0..<(line.count - 2) {
            let prefix = FileLine(bytes: line.prefix(end), offset: 0)
            #expect(GameSummaryLine.element(of: prefix, mode: nil) == nil, "prefix of \(end) bytes")
        }
    }

    @Test func whateverTheScannerAcceptsIsJSON() throws {
        let line = Array(try JSONCoding.encoder().encode(persistenceGame()))
        let printable = Array(UInt8(ascii: " ")...UInt8(ascii: "~"))
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            var mutated = line
            for _ in 0...Int.random(in: 0...2, using: &random) {
                mutated[Int.random(in: mutated.indices, using: &random)] = printable.randomElement(using: &random)!
            }
            let data = Data(mutated)
            if GameSummaryLine.copied(data) != nil {
                #expect((try? JSONSerialization.jsonObject(with: data)) is NSDictionary, "\(String(decoding: data, as: UTF8.self))")
            }
        }
    }
}
