import Foundation
import Testing

@testable import QuizPlatform

/// `GameRecordReader` is the fast path of the one rule for history lines, so
/// it must never disagree with JSONDecoder: whenever it returns a record, the
/// decoder returns an equal one. Lines quizctl writes must take the fast path.
@Suite struct GameRecordReaderTests {
    private static let decoder = JSONCoding.decoder()

    /// The decoder's verdict on `line`, the reference.
    private static func decoded(_ line: Data) -> GameRecord? {
        try? decoder.decode(GameRecord.self, from: line)
    }

    /// The reader either declines or agrees with the decoder; reading
    /// without the answers declines and agrees exactly when it does.
    private static func expectSound(_ line: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        var withoutAnswers = GameRecordReader.read(line)
        withoutAnswers?.answers = []
        #expect(GameRecordReader.readSummary(line) == withoutAnswers, sourceLocation: sourceLocation)
        guard let fast = GameRecordReader.read(line) else { return }
        #expect(fast == decoded(line), "\(String(decoding: line, as: UTF8.self))", sourceLocation: sourceLocation)
    }

    // MARK: - Lines quizctl writes

    @Test func readsEveryRandomGameAsTheDecoderDoes() throws {
        var random = SplitMix64(seed: 12)
        let encoder = JSONCoding.encoder()
        for _ in 0..<1_500 {
            let game = RandomGame.make(&random)
            let line = try encoder.encode(game)
            let expected = try #require(Self.decoded(line))
            let fast = GameRecordReader.read(line)
            #expect(fast == expected, "\(String(decoding: line, as: UTF8.self))")
            #expect(fast == game)
            Self.expectSound(line)
        }
    }

    @Test func theOneRuleReadsAWrittenLineWithoutTheDecoder() throws {
        var random = SplitMix64(seed: 3)
        let game = RandomGame.make(&random)
        let line = try JSONCoding.encoder().encode(game)
        // A decoder that cannot read dates: only the fast path can succeed.
        let blind = JSONDecoder()
        blind.dateDecodingStrategy = .custom { _ in throw CocoaError(.coderInvalidValue) }
        #expect(GameLine.game(in: line, decoder: blind) == game)
    }

    // MARK: - Lines written otherwise

    private static let base =
        #"{"id":"9A2EF80F-58EE-4571-B499-8D7C4093F6DE","mode":"classic","source":"trivia","startedAt":"2023-11-02T12:12:46Z","finishedAt":"2023-11-02T12:15:46Z","outcome":"completed","correct":1,"total":2,"prize":0,"answers":[{"question":"Q?","subject":null,"options":["A","B"],"correctAnswer":"A","chosenAnswer":"A","isCorrect":true,"seconds":5.1,"hints":["fiftyFifty"],"questionID":"x","category":"c","difficulty":"hard"}]}"#

    private static func variant(_ replacements: (String, String)...) -> String {
        replacements.reduce(base) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Forms the reader handles: it must read them, and as the decoder does.
    static let handled: [String] = [
        base,
        " \t{ \"id\" : \"9A2EF80F-58EE-4571-B499-8D7C4093F6DE\" ,\n" + base.dropFirst(45) + " \r\n",
        variant((#","answers""#, #", "answers" "#), (#":[{"#, #": [ { "#), (#"}]}"#, #" } ] } "#)),
        variant((#""mode":"classic","source":"trivia","#, #""source":"trivia","mode":"classic","#)),
        variant((#""prize":0,"#, #""prize":0,"daily":"2026-11-22","#)),
        variant((#""prize":0,"#, #""prize":0,"daily":null,"#)),
        variant((#""questionID":"x","category":"c","difficulty":"hard""#, #""questionID":null,"category":null,"difficulty":null"#)),
        variant((#","questionID":"x","category":"c","difficulty":"hard""#, "")),
        variant((#""subject":null,"#, ""), (#""chosenAnswer":"A","#, "")),
        variant((#""chosenAnswer":"A""#, #""chosenAnswer":null"#)),
        variant(("9A2EF80F-58EE-4571-B499-8D7C4093F6DE", "9a2ef80f-58ee-4571-b499-8d7c4093f6de")),
        variant((#""Q?""#, #""\"\\\/\b\f\n\r\t\u0041\u00e9\u0416\uD83D\uDE00\u0000""#)),
        variant((#""Q?""#, #""Жёлтый 😀 / \\ e\u0301""#)),
        variant((#""seconds":5.1"#, #""seconds":1e-07"#)),
        variant((#""seconds":5.1"#, #""seconds":-0.0"#)),
        variant((#""seconds":5.1"#, #""seconds":7"#)),
        variant((#""seconds":5.1"#, #""seconds":1.5E+2"#)),
        variant((#""seconds":5.1"#, #""seconds":0.30000000000000004"#)),
        variant((#""correct":1"#, #""correct":-12"#)),
        variant((#""hints":["fiftyFifty"]"#, #""hints":["fiftyFifty","phoneAFriend","askTheAudience"]"#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"2024-02-29T23:59:59Z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"1900-01-01T00:00:00Z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"9999-12-31T23:59:59Z""#)),
        // A later answer whose keys are not where the first one had them,
        // one with a space before its colon: a key is taken whole only
        // when it is written just as expected.
        variant(
            (#"}]}"#, #"},{"options":["A","B"],"question" :"R?","correctAnswer":"B","isCorrect":false,"seconds":2,"hints":[]}]}"#)),
        variant(
            (
                #"}]}"#,
                #"},{"questionID":"y","question":"R?","options":["B"],"correctAnswer":"B","isCorrect":true,"seconds":3,"hints":[]}]}"#
            )),
    ]

    @Test(arguments: handled)
    func readsHandledFormsAsTheDecoderDoes(line: String) throws {
        let data = Data(line.utf8)
        let expected = try #require(Self.decoded(data), "the decoder reads \(line)")
        #expect(GameRecordReader.read(data) == expected)
    }

    /// Forms the reader may decline; whatever it returns must agree.
    static let unusual: [String] = [
        "", " ", "null", "[]", "{}", "\"text\"", #"{"id":1}"#,
        String(base.dropLast()), String(base.dropLast(30)), String(base.prefix(1)),
        base + "}", base + ",", base + " x", "[" + base + "]",
        variant(
            (#"}]}"#, #"},{"question":"R?","question":"S?","options":["A"],"correctAnswer":"A","isCorrect":true,"seconds":1,"hints":[]}]}"#)
        ),
        variant((#""prize":0,"#, #""prize":0,"extra":{"a":[1,2,{"b":null}]},"#)),
        variant((#""prize":0,"#, #""prize":0,"prize":1,"#)),
        variant((#""question":"Q?","#, #""question":"Q?","question":"R?","#)),
        variant((#""prize":0"#, #""prize":1000.0"#)),
        variant((#""prize":0"#, #""prize":1e3"#)),
        variant((#""prize":0"#, #""prize":-0"#)),
        variant((#""prize":0"#, #""prize":00"#)),
        variant((#""prize":0"#, #""prize":+1"#)),
        variant((#""prize":0"#, #""prize":99999999999999999999"#)),
        variant((#""prize":0"#, #""prize":"0""#)),
        variant((#""prize":0"#, #""prize":null"#)),
        variant((#""correct":1,"#, "")),
        variant((#""hints":["fiftyFifty"],"#, "")),
        variant((#""hints":["fiftyFifty"]"#, #""hints":["fifty"]"#)),
        variant((#""hints":["fiftyFifty"]"#, #""hints":null"#)),
        variant((#""isCorrect":true"#, #""isCorrect":1"#)),
        variant((#""isCorrect":true"#, #""isCorrect":tru"#)),
        variant((#""seconds":5.1"#, #""seconds":"5.1""#)),
        variant((#""seconds":5.1"#, #""seconds":.5"#)),
        variant((#""seconds":5.1"#, #""seconds":5."#)),
        variant((#""seconds":5.1"#, #""seconds":1e400"#)),
        variant((#""seconds":5.1"#, #""seconds":1e-400"#)),
        variant((#""seconds":5.1"#, #""seconds":4.9e-324"#)),
        variant((#""seconds":5.1"#, #""seconds":0.1000000000000000055511151231257827"#)),
        variant((#""seconds":5.1"#, #""seconds":NaN"#)),
        // JSONDecoder refuses these two, though JSON allows them.
        variant((#""seconds":5.1"#, #""seconds":0e1"#)),
        variant((#""seconds":5.1"#, #""seconds":0E2"#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"2023-11-02T15:12:46+03:00""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"2023-11-02T12:12:46.250Z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"2023-02-29T12:12:46Z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"2023-11-02T24:00:00Z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"2016-12-31T23:59:60Z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"2023-11-02t12:12:46z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"1500-01-01T00:00:00Z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":"2023-11-02T12:12:4\u0036Z""#)),
        variant((#""startedAt":"2023-11-02T12:12:46Z""#, #""startedAt":1700000000"#)),
        variant((#""id":"9A2EF80F-58EE-4571-B499-8D7C4093F6DE""#, #""id":"9A2EF80F58EE4571B4998D7C4093F6DE""#)),
        variant((#""id":"9A2EF80F-58EE-4571-B499-8D7C4093F6DE""#, #""id":"9A2EF80F-58EE-4571-B499-8D7C4093F6DG""#)),
        variant((#""id":"9A2EF80F-58EE-4571-B499-8D7C4093F6DE""#, #""id":"{9A2EF80F-58EE-4571-B499-8D7C4093F6DE}""#)),
        variant((#""id":"9A2EF80F-58EE-4571-B499-8D7C4093F6DE""#, #""id":"9A2EF80F\u002D58EE-4571-B499-8D7C4093F6DE""#)),
        variant((#""mode":"classic""#, #""mode":"Classic""#)),
        variant((#""mode":"classic""#, #""m\u006fde":"classic""#)),
        variant((#""outcome":"completed""#, #""outcome":"walked-away""#)),
        variant((#""outcome":"completed""#, #""outcome":"walked\/away""#)),
        variant((#""Q?""#, #""\x""#)),
        variant((#""Q?""#, #""\u12""#)),
        variant((#""Q?""#, #""\uD83D""#)),
        variant((#""Q?""#, #""\uDE00\uD83D""#)),
        variant((#""Q?""#, #""\uD83D\u0041""#)),
        variant((#""Q?""#, "\"tab\there\"")),
        variant((#""Q?""#, "\"nul\u{0}\"")),
        variant((#""options":["A","B"]"#, #""options":["A",]"#)),
        variant((#""options":["A","B"]"#, #""options":["A" "B"]"#)),
        variant((#""options":["A","B"]"#, #""options":"A""#)),
        variant((#""options":["A","B"]"#, #""options":[["A"]]"#)),
        variant((#""difficulty":"hard""#, #""difficulty":"extreme""#)),
        variant((#""answers":[{"#, #""answers":[null,{"#)),
        variant((#""answers":[{"#, #""answers":{"#), (#"}]}"#, "}}")),
    ]

    @Test(arguments: unusual)
    func unusualFormsAreReadAsTheDecoderDoesOrLeftToIt(line: String) {
        Self.expectSound(Data(line.utf8))
    }

    @Test func bytesThatAreNotUTF8AreLeftToTheDecoder() {
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3], [0x80]] {
            var line = Array(Self.base.utf8)
            let at = line.firstIndex(of: UInt8(ascii: "?"))!
            line.replaceSubrange(at...at, with: bad)
            let data = Data(line)
            #expect(GameRecordReader.read(data) == nil)
            Self.expectSound(data)
        }
    }

    // MARK: - Random damage

    @Test func randomlyDamagedLinesAreReadAsTheDecoderDoesOrLeftToIt() throws {
        var random = SplitMix64(seed: 14)
        let encoder = JSONCoding.encoder()
        let lines =
            try (0..<40).map { _ in Array(try encoder.encode(RandomGame.make(&random, answers: 0...2))) }
            + Self.handled.map { Array($0.utf8) }
        let interesting = Array(#"{}[],:"\/ -+.0123456789eEuUnltfTZ"#.utf8) + [0x00, 0x0A, 0x1F, 0x7F, 0x80, 0xC3, 0xD0, 0xED, 0xF0, 0xFF]
        var accepted = 0
        for _ in 0..<4_000 {
            var line = lines.randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<line.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: line[at] = interesting.randomElement(using: &random)!
                case 1: line.remove(at: at)
                case 2: line.insert(interesting.randomElement(using: &random)!, at: at)
                default: line[at] = UInt8.random(in: 0...255, using: &random)
                }
                if line.isEmpty { break }
            }
            let data = Data(line)
            if GameRecordReader.read(data) != nil { accepted += 1 }
            Self.expectSound(data)
        }
        // Some damage (a letter inside a string) leaves a game: those must be read too.
        #expect(accepted > 100)
    }
}
