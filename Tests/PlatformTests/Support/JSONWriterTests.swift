import Foundation
import Testing

@testable import QuizPlatform

/// What `JSONWriter` writes is what JSONEncoder writes, byte for byte.
///
/// Pretty output is compared with `JSONCoding.encoder(pretty: true)` as it
/// is. Compact output is compared with the same encoder plus `.sortedKeys`:
/// JSONEncoder on Linux writes compact keys in a hash table's order, which
/// changes from run to run, while the writer writes them sorted; the values
/// are compared as JSON too, against the encoder quizctl used before.
@Suite struct JSONWriterTests {
    /// The reference: quizctl's encoder, keys sorted when compact.
    private static func encoder(_ layout: JSONWriter.Layout, dates: JSONEncoder.DateEncodingStrategy = .iso8601) -> JSONEncoder {
        let encoder = JSONCoding.encoder(pretty: layout == .pretty)
        encoder.outputFormatting.insert(.sortedKeys)
        encoder.dateEncodingStrategy = dates
        return encoder
    }

    private static func expectWrittenAsEncoded<Value: JSONWritable & Encodable>(
        _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for layout in [JSONWriter.Layout.compact, .pretty] {
            let written = String(decoding: try JSONWriter.text(of: value, layout), as: UTF8.self)
            let encoded = String(decoding: try encoder(layout).encode(value), as: UTF8.self)
            #expect(written == encoded, sourceLocation: sourceLocation)
        }
        // And as JSON values, against the encoder quizctl wrote its files with.
        let written = try JSONSerialization.jsonObject(with: Data(try JSONWriter.text(of: value, .compact))) as? NSDictionary
        let before = try JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(value)) as? NSDictionary
        #expect(written != nil && written == before, sourceLocation: sourceLocation)
    }

    // MARK: - Numbers

    static let doubles: [Double] = [
        0, -0.0, 1, 3, -3, 0.1, 0.2, 0.30000000000000004, 1e-7, 1e-6, 1e-5, 1e15, 1e16, 1e21, 1e22, 123456.789,
        2.0 / 3.0, 1795321080.75, 1.5e300, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 100, 99.5, 4.35,
    ]

    @Test(arguments: doubles) func aDoubleIsWrittenAsJSONEncoderWritesIt(_ value: Double) throws {
        var json = JSONWriter(.compact)
        json.array([value]) { $0.double($1) }
        #expect(String(decoding: try json.finished(), as: UTF8.self) == String(decoding: try JSONEncoder().encode([value]), as: UTF8.self))
    }

    @Test func randomDoublesAreWrittenAsJSONEncoderWritesThem() throws {
        var random = SplitMix64(seed: 31)
        var values: [Double] = []
        while values.count < 5_000 {
            let value = Double(bitPattern: random.next())
            if value.isFinite { values.append(value) }
        }
        values += (0..<5_000).map { _ in (Double.random(in: 0...100, using: &random) * 10).rounded() / 10 }
        #expect(try JSONWriter.text(of: values, .compact) == Array(try JSONEncoder().encode(values)))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNumberJSONCannotHoldIsRefusedAsJSONEncoderRefusesIt(_ value: Double) {
        #expect(throws: JSONWriter.Failure.self) { try JSONWriter.text(of: [1, value], .compact) }
        #expect(throws: (any Error).self) { try JSONEncoder().encode([1, value]) }
    }

    @Test(arguments: [0, 1, -1, 42, Int.max, Int.min]) func anIntIsWrittenAsJSONEncoderWritesIt(_ value: Int) throws {
        #expect(try JSONWriter.text(of: [value], .compact) == Array(try JSONEncoder().encode([value])))
    }

    // MARK: - Layout

    @Test func emptyAndNestedContainersAreLaidOutAsJSONEncoderLaysThemOut() throws {
        let values: [[String: [[String]]]] = [[:], ["a": []], ["a": [[]], "b": [["x", "y"], []]], ["é": [["\u{1F}"]], "Z": []]]
        for layout in [JSONWriter.Layout.compact, .pretty] {
            var json = JSONWriter(layout)
            json.array(values) { json, members in json.object(members) }
            #expect(
                String(decoding: try json.finished(), as: UTF8.self)
                    == String(decoding: try Self.encoder(layout).encode(values), as: UTF8.self))
        }
    }

    // MARK: - Values quizctl saves

    @Test func everyRandomGameIsWrittenAsJSONEncoderWritesIt() throws {
        var random = SplitMix64(seed: 77)
        var modes = Set<ModeKind>()
        for _ in 0..<400 {
            let game = RandomGame.make(&random, answers: 0...5, extras: true)
            modes.insert(game.mode)
            try Self.expectWrittenAsEncoded(game)
            // The history line is read back whole, by the fast reader unless
            // it has a party's players (those it leaves to JSONDecoder).
            let line = Data(try game.historyLine())
            #expect(GameLine.game(in: line, decoder: JSONCoding.decoder()) == game)
            if game.players == nil { #expect(GameRecordReader.read(line) == game) }
        }
        #expect(modes == Set(ModeKind.allCases))
    }

    @Test func aGameWithEveryOptionalAbsentAndPresentIsWrittenAsEncoded() throws {
        let answer = AnswerRecord(question: "Q", options: [], correctAnswer: "A", chosenAnswer: nil, isCorrect: false, seconds: 30)
        let date = Date(timeIntervalSince1970: 1_795_321_080)
        var game = GameRecord(
            mode: .millionaire, source: "offline", startedAt: date, finishedAt: date, outcome: .walkedAway, correct: 0, total: 1,
            answers: [answer])
        try Self.expectWrittenAsEncoded(game)
        game.daily = "2026-11-22"
        game.walkAwayHints = []
        game.players = [PartyPlayerRecord(name: "Аня", points: 0, correct: 0, answers: [])]
        game.answers[0].subject = "s"
        game.answers[0].chosenAnswer = "B"
        game.answers[0].hints = [.fiftyFifty, .askTheAudience]
        game.answers[0].questionID = "id"
        game.answers[0].category = "c"
        game.answers[0].difficulty = .medium
        try Self.expectWrittenAsEncoded(game)
    }

    @Test func statisticsAreWrittenAsJSONEncoderWritesThem() throws {
        var random = SplitMix64(seed: 5)
        var statistics = Statistics()
        try Self.expectWrittenAsEncoded(statistics)
        for count in 1...60 {
            var game = RandomGame.make(&random, answers: 0...2, extras: true)
            if game.players != nil { game.mode = .party }
            statistics.record(game)
            guard count % 6 == 0 else { continue }
            try Self.expectWrittenAsEncoded(statistics)
            // statistics.json is read back by the fast reader or, failing that, the decoder.
            let file = Data(try JSONWriter.text(of: statistics, .compact))
            let read = try StatisticsReader.read(file) ?? JSONCoding.decoder().decode(Statistics.self, from: file)
            #expect(read == statistics)
        }
        #expect(statistics.players?.isEmpty == false)
    }

    @Test func reviewLogLinesAreWrittenAsJSONEncoderWritesThem() throws {
        var random = SplitMix64(seed: 9)
        func date() -> Date { Date(timeIntervalSince1970: Double(Int.random(in: 0...4_102_444_800, using: &random))) }
        func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &random) ? make() : nil }
        let encoder = Self.encoder(.compact, dates: .secondsSince1970)
        for _ in 0..<200 {
            let event = ReviewEvent(
                id: "q-\(random.next() % 1000) \"Ж\"", at: date(), rating: ReviewRating.allCases.randomElement(using: &random)!,
                fuzz: Bool.random(using: &random))
            let card = ReviewCard(
                phase: ReviewPhase.allCases.randomElement(using: &random)!, step: maybe { Int.random(in: 0...3, using: &random) },
                stability: maybe { Double.random(in: 0...400, using: &random) },
                difficulty: maybe { Double.random(in: 1...10, using: &random) },
                due: maybe(date), lastReview: maybe(date), firstReview: maybe(date), reps: Int.random(in: 0...50, using: &random),
                lapses: Int.random(in: 0...9, using: &random), reviewsInReview: Int.random(in: 0...40, using: &random))
            for line in [ReviewLog.Line(event: event), ReviewLog.Line(id: event.id, card: card)] {
                var json = JSONWriter(.compact)
                line.write(to: &json)
                #expect(String(decoding: try json.finished(), as: UTF8.self) == String(decoding: try encoder.encode(line), as: UTF8.self))
            }
        }
    }
}

/// The stores that write their value themselves save the writer's text.
@Suite struct JSONWritingStoreTests {
    @Test func statisticsJSONIsTheWritersText() throws {
        let stores = DataStores(directory: DataDirectory(url: TestData.temporaryFolder()), onQuarantine: { _ in })
        var random = SplitMix64(seed: 2)
        for _ in 0..<3 { _ = try stores.saveGame(RandomGame.make(&random)) }
        let statistics = try stores.statistics.load()
        let file = try Data(contentsOf: stores.statistics.url)
        #expect(Array(file) == (try JSONWriter.text(of: statistics, .compact)) + [UInt8(ascii: "\n")])
        #expect(statistics.overall.gamesPlayed == 3)
    }
}
