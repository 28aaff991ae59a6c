import Foundation
import Testing

@testable import QuizPlatform

/// What `JSONWriter` writes is what JSONEncoder writes.
///
/// Pretty output (keys sorted) is compared byte for byte with
/// `JSONCoding.encoder(pretty: true)`. Compact output keeps declaration
/// order, which JSONEncoder on Linux does not (it writes keys in a hash
/// table's order, different on every run), so it is compared as JSON
/// values with JSONEncoder's and decoded back; its numbers, strings and
/// dates are the pretty output's, written by the same code.
@Suite struct JSONWriterTests {
    /// The reference: quizctl's encoder, keys sorted when compact.
    private static func encoder(_ layout: JSONWriter.Layout, dates: JSONEncoder.DateEncodingStrategy = .iso8601) -> JSONEncoder {
        let encoder = JSONCoding.encoder(pretty: layout == .pretty)
        encoder.outputFormatting.insert(.sortedKeys)
        encoder.dateEncodingStrategy = dates
        return encoder
    }

    /// The same JSON value, whatever the order of keys.
    private static func sameJSON(_ one: some Sequence<UInt8>, _ other: Data) throws -> Bool {
        let first = try JSONSerialization.jsonObject(with: Data(one), options: .fragmentsAllowed) as? NSObject
        let second = try JSONSerialization.jsonObject(with: other, options: .fragmentsAllowed) as? NSObject
        return first != nil && first == second
    }

    private static func expectWrittenAsEncoded<Value: JSONWritable & Codable & Equatable>(
        _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let pretty = String(decoding: try JSONWriter.text(of: value, .pretty), as: UTF8.self)
        #expect(pretty == String(decoding: try encoder(.pretty).encode(value), as: UTF8.self), sourceLocation: sourceLocation)
        let compact = try JSONWriter.text(of: value, .compact)
        #expect(try sameJSON(compact, JSONCoding.encoder().encode(value)), sourceLocation: sourceLocation)
        #expect(try JSONCoding.decoder().decode(Value.self, from: Data(compact)) == value, sourceLocation: sourceLocation)
        #expect(!compact.contains(UInt8(ascii: "\n")), sourceLocation: sourceLocation)
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
            // The compact text decodes back whole (what `play --json` scripts read).
            let line = Data(try JSONWriter.text(of: game, .compact))
            #expect(line.starts(with: #"{"id":""#.utf8))
            #expect(try JSONCoding.decoder().decode(GameRecord.self, from: line) == game)
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

    /// `history --json`'s element of a game the decoder read (a party's, say)
    /// is JSONEncoder's text of each field, the players as JSONEncoder lays
    /// them out one level into the element (the old code indented the
    /// blank line of an empty array too; JSONEncoder leaves it empty).
    @Test func aDecodedGamesSummaryElementIsWhatTheEncoderWrote() throws {
        var random = SplitMix64(seed: 40)
        let encoder = JSONCoding.encoder()
        let pretty = JSONCoding.encoder(pretty: true)
        func json(_ value: some Encodable) throws -> [UInt8] { Array(try encoder.encode(value)) }
        var parties = 0
        for _ in 0..<150 {
            let game = RandomGame.make(&random, answers: 0...2, extras: true)
            if game.players != nil { parties += 1 }
            let values = try GameSummaryJSON.Field.allCases.map { field -> [UInt8]? in
                switch field {
                case .id: try json(game.id)
                case .mode: try json(game.mode)
                case .source: try json(game.source)
                case .startedAt: try json(game.startedAt)
                case .finishedAt: try json(game.finishedAt)
                case .outcome: try json(game.outcome)
                case .correct: try json(game.correct)
                case .total: try json(game.total)
                case .prize: try json(game.prize)
                case .daily: try game.daily.map(json)
                case .players:
                    // As JSONEncoder lays the players out two levels in: `[[players]]` without its outer two brackets.
                    try game.players.map { players in
                        let lines = String(decoding: try pretty.encode([[players]]), as: UTF8.self).split(
                            separator: "\n", omittingEmptySubsequences: false)
                        return Array(lines[2..<lines.count - 2].joined(separator: "\n").dropFirst(4).utf8)
                    }
                }
            }
            let expected = GameSummaryJSON.element { values[$0.rawValue] }
            let written = try #require(GameSummaryJSON.element(of: game))
            #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        }
        #expect(parties > 20)
    }
}
