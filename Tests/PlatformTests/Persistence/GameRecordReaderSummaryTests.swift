import Foundation
import Testing

@testable import QuizPlatform

/// `readSummary` checks a line's answers on a path of its own, building
/// nothing, yet `stats` and `history` must skip exactly the lines every
/// other reader skips. So it is compared with `read` on lines written as
/// quizctl writes them and on many damaged forms of those: every byte
/// replaced, deleted or doubled; keys dropped, doubled, reordered,
/// misspelled or escaped; every value swapped for nulls, odd numbers,
/// escapes, bytes that are not UTF-8, unknown lifeline and difficulty names.
/// Wherever the reader answers, JSONDecoder must agree.
@Suite struct GameRecordReaderSummaryTests {
    private static let decoder = JSONCoding.decoder()

    /// Counts of the lines the reader read and refused, so that a test
    /// can show it tried both.
    private struct Tally {
        var read = 0
        var refused = 0
    }

    /// Expects one verdict on `line`: `readSummary` returns `read`'s game
    /// without its answers (nil exactly when `read` is nil), and whichever
    /// returns a game returns the decoder's.
    private static func expectOneVerdict(
        _ line: [UInt8], _ tally: inout Tally, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(line)
        let full = GameRecordReader.read(data)
        let summary = GameRecordReader.readSummary(data)
        var expected = full
        expected?.answers = []
        let text = String(decoding: line, as: UTF8.self)
        #expect(summary == expected, "\(text)", sourceLocation: sourceLocation)
        if full == nil {
            tally.refused += 1
        } else {
            tally.read += 1
        }
        guard full != nil || summary != nil else { return }
        var decoded = try? decoder.decode(GameRecord.self, from: data)
        if let full { #expect(full == decoded, "\(text)", sourceLocation: sourceLocation) }
        decoded?.answers = []
        if let summary { #expect(summary == decoded, "\(text)", sourceLocation: sourceLocation) }
    }

    // MARK: - Lines built from parts

    /// A member of an answer: its key as written, quotes included, and its value's text.
    private typealias Member = (key: String, value: String)

    /// An answer as quizctl writes it: every key, in its order, with a
    /// question holding escaped quotes and options beyond ASCII.
    private static let answer: [Member] = [
        (#""question""#, #""Who painted \"Girl with a Pearl Earring\"?""#),
        (#""subject""#, "null"),
        (#""options""#, #"["Vermeer","Rembrandt","Jan van Eyck","Жёлтый 😀"]"#),
        (#""correctAnswer""#, #""Vermeer""#),
        (#""chosenAnswer""#, #""Rembrandt""#),
        (#""isCorrect""#, "false"),
        (#""seconds""#, "2.4"),
        (#""hints""#, #"["fiftyFifty","askTheAudience"]"#),
        (#""questionID""#, #""8878a6422322341a""#),
        (#""category""#, #""Art""#),
        (#""difficulty""#, #""medium""#),
    ]

    private static let head =
        #"{"id":"72CBDC11-81B1-4963-ACB8-C590898994B2","mode":"millionaire","source":"trivia","startedAt":"2026-11-24T02:27:28Z","finishedAt":"2026-11-24T02:29:28Z","outcome":"walked-away","correct":2,"total":3,"prize":500,"answers":["#
    private static let tail = #"],"walkAwayHints":["phoneAFriend"]}"#

    /// Private-use characters standing for bytes a Swift string cannot
    /// hold: a stray 0xFF, an overlong NUL, an encoded surrogate.
    private static let notUTF8: [Character: [UInt8]] = [
        "\u{E000}": [0xFF], "\u{E001}": [0xC0, 0x80], "\u{E002}": [0xED, 0xA0, 0x80],
    ]

    private static func bytes(_ text: String) -> [UInt8] {
        text.flatMap { notUTF8[$0] ?? Array(String($0).utf8) }
    }

    /// A line of three answers: the first as given, the second as given
    /// (read with the key order the first taught), the third as written.
    private static func line(_ first: [Member], _ second: [Member]) -> [UInt8] {
        func object(_ members: [Member]) -> String { "{" + members.map { $0.key + ":" + $0.value }.joined(separator: ",") + "}" }
        return bytes(head + [object(first), object(second), object(answer)].joined(separator: ",") + tail)
    }

    /// Values put in place of each member's: every kind of JSON value,
    /// numbers in odd forms, strings with escapes (good and bad), bytes that
    /// are not UTF-8, and lifeline and difficulty names right, wrong and escaped.
    private static let values: [String] = [
        "null", "true", "false", "tru", "0", "-0", "7", "2.4", "00", "+1", ".5", "5.", "0e1", "1e400", "1e-400", "-1.5E+2",
        "4.9e-324", "0.1000000000000000055511151231257827", #""""#, #""x""#, #""a\"b\\c\/d\b\f\n\r\t""#,
        #""\u00e9\u0416\uD83D\uDE00""#, #""\uD83D""#, #""\uDE00x""#, #""\uD83D\u0041""#, #""\u12G4""#, #""\u12""#,
        #""\x""#, "\"tab\there\"", "\"nul\u{0}\"", #""a\u0000b""#, "\"\u{E000}\"", "\"é\u{E001}\"", "\"\u{E002}\"",
        "\"Жёлтый 😀 e\u{301}\"", #""unterminated"#, "[]", #"["A"]"#, #"["A",]"#, #"["A" "B"]"#, "[null]", #"[["A"]]"#,
        #"[1]"#, "{}", #"{"a":1}"#, #"["fiftyFifty"]"#, #"["fifty\u0046ifty"]"#, #"["fifty"]"#, #"["FiftyFifty"]"#,
        #"["phoneAFriend","askTheAudience","fiftyFifty"]"#, #"["askTheAudienceX"]"#, #"["fiftyFifty\u0000"]"#,
        #"[""]"#, #"["fiftyFifty",null]"#, "[\"fifty\u{E000}\"]", #""easy""#, #""medium""#, #""hard""#,
        #""h\u0061rd""#, #""Hard""#, #""extreme""#, #""hard ""#, #""mediummediummedium""#, #""hard\u0000""#,
    ]

    /// Ways to write a key other than quizctl does; some are still the
    /// key to JSONDecoder (an escape, a space), the rest are other keys.
    private static func misspellings(of key: String) -> [String] {
        let name = key.dropFirst().dropLast()
        let first = name.first!
        let escaped = "\\u00" + String(first.asciiValue!, radix: 16)
        return [
            key + " ", " " + key, "\"\(escaped)\(name.dropFirst())\"", "\"\(first.uppercased())\(name.dropFirst())\"",
            "\"\(name.dropLast())\"", "\"\(name)x\"", "\"\(name)\u{E000}\"", "\"\(name)\u{0}\"", String(name), #""""#,
        ]
    }

    @Test func theWrittenLineIsRead() {
        var tally = Tally()
        Self.expectOneVerdict(Self.line(Self.answer, Self.answer), &tally)
        #expect(tally.read == 1)
    }

    @Test func everyValueInEveryPlaceHasOneVerdict() {
        var tally = Tally()
        for index in Self.answer.indices {
            for value in Self.values {
                var changed = Self.answer
                changed[index].value = value
                Self.expectOneVerdict(Self.line(changed, Self.answer), &tally)
                Self.expectOneVerdict(Self.line(Self.answer, changed), &tally)
                // With spaces around the value: read the same.
                changed[index].value = " \(value) "
                Self.expectOneVerdict(Self.line(Self.answer, changed), &tally)
            }
        }
        #expect(tally.read > 200)
        #expect(tally.refused > 1_000)
    }

    @Test func escapedNamesAreReadAsTheDecoderReadsThem() throws {
        var changed = Self.answer
        changed[7].value = #"["fifty\u0046ifty","\u0070honeAFriend"]"#
        changed[10].value = #""h\u0061rd""#
        let data = Data(Self.line(Self.answer, changed))
        let summary = try #require(GameRecordReader.readSummary(data))
        #expect(summary.answers.isEmpty)
        #expect(GameRecordReader.read(data)?.answers[1].hints == [.fiftyFifty, .phoneAFriend])
    }

    @Test func everyKeyDroppedDoubledOrMisspelledHasOneVerdict() {
        var tally = Tally()
        for index in Self.answer.indices {
            var dropped = Self.answer
            dropped.remove(at: index)
            var doubled = Self.answer
            doubled.append(Self.answer[index])
            var variants = [dropped, doubled]
            for key in Self.misspellings(of: Self.answer[index].key) {
                var misspelled = Self.answer
                misspelled[index].key = key
                variants.append(misspelled)
            }
            for variant in variants {
                Self.expectOneVerdict(Self.line(variant, Self.answer), &tally)
                Self.expectOneVerdict(Self.line(Self.answer, variant), &tally)
                Self.expectOneVerdict(Self.line(variant, variant), &tally)
            }
        }
        #expect(tally.read > 50)
        #expect(tally.refused > 200)
    }

    @Test func keysInAnyOrderHaveOneVerdict() {
        var random = SplitMix64(seed: 15)
        var tally = Tally()
        for _ in 0..<200 {
            let first = Self.answer.shuffled(using: &random)
            let second = Bool.random(using: &random) ? first : Self.answer.shuffled(using: &random)
            Self.expectOneVerdict(Self.line(first, second), &tally)
            // Optional keys left out, each answer its own way.
            Self.expectOneVerdict(Self.line(first.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }, second), &tally)
        }
        #expect(tally.read >= 200)
    }

    // MARK: - Every byte

    /// Bytes that end strings, start escapes, build numbers and literals,
    /// or are not ASCII.
    private static let interesting =
        Array(#"{}[],:"\/ -+.019eEunltfaTZ"#.utf8) + [0x00, 0x0A, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xED, 0xF0, 0xFF]

    @Test func everyByteReplacedDeletedOrDoubledHasOneVerdict() throws {
        var random = SplitMix64(seed: 16)
        let written = try [RandomGame.make(&random, answers: 2...2), RandomGame.make(&random, answers: 1...1)].map {
            var line = try $0.historyLine()
            line.removeLast()
            return line
        }
        var tally = Tally()
        for base in [Self.line(Self.answer, Self.answer)] + written {
            for at in base.indices {
                var deleted = base
                deleted.remove(at: at)
                Self.expectOneVerdict(deleted, &tally)
                var doubled = base
                doubled.insert(base[at], at: at)
                Self.expectOneVerdict(doubled, &tally)
                for byte in Self.interesting where byte != base[at] {
                    var replaced = base
                    replaced[at] = byte
                    Self.expectOneVerdict(replaced, &tally)
                }
            }
        }
        #expect(tally.read > 5_000)
        #expect(tally.refused > 10_000)
    }
}
