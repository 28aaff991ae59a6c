import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Thousands of seeded mutations of valid packs, in every import format: the
/// importer refuses what it must with a problem to show, never crashes, and
/// every question it accepts keeps the `QuestionBuilder` rules. The libFuzzer
/// targets in Fuzz/ search the same space for longer; this runs on every test.
@Suite struct AuthoringPropertyTests {
    static let seeds: [PackFormat: [String]] = [
        .csv: [
            "text,correct,incorrect1,incorrect2,incorrect3,category,difficulty\r\n"
                + "Which planet is largest?,Jupiter,Mars,Venus,Earth,Science,easy\r\n"
                + "\"Who said \"\"Eureka\"\", and where?\",Archimedes,\"Newton, Isaac\",\"Line\nbreak\",,History,hard\r\n",
            "\u{FEFF}The Sun is a star.,True,False,,,,\n2 + 2?,4,5\n",
        ],
        .aiken: [
            "What is the capital of France?\nA. Berlin\nB) Paris\nC. Madrid\nANSWER: B\n\n"
                + "Which one is a prime\nnumber?\nA. 4\nB. 9\nC. 7\nD. 10\nanswer:c\n"
        ],
        .json: [
            #"{"questions": [{"text": "Which planet is largest?", "correct": "Jupiter", "incorrect": ["Mars", "Venus"], "#
                + #""category": "Science", "difficulty": "easy"}, {"text": "Sun\tstar?", "correct": "True", "incorrect": ["False"]}]}"#,
            #"{"response_code": 0, "results": [{"question": "What&#039;s Pok&eacute;mon #25?", "correct_answer": "Pikachu", "#
                + #""incorrect_answers": ["Raichu", "&quot;Pichu&quot;"], "category": "Games &amp; Fun", "difficulty": "hard"}]}"#,
        ],
    ]

    @Test(arguments: [PackFormat.csv, .aiken, .json])
    func mutatedPacksAreRefusedOrKeepTheRules(_ format: PackFormat) throws {
        let seeds = try #require(Self.seeds[format]).map { Array($0.utf8) }
        var random = SplitMix64(seed: 7).derived(format.rawValue)
        var accepted = 0
        var refused = 0
        for round in 0..<1_500 {
            var mutator = PackMutator(random: random, seeds: seeds)
            let bytes = mutator.mutate(seeds[round % seeds.count])
            random = mutator.random
            do {
                let result = try PackImporter().parse(Data(bytes), fileName: "fuzz", format: format)
                accepted += 1
                for entry in result.entries {
                    Self.expectRules(entry, input: bytes)
                }
            } catch {
                refused += 1
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { $0.text.en.isFreeOfControlCharacters && $0.text.ru.isFreeOfControlCharacters })
            }
        }
        // Both outcomes are exercised, so neither half of the property is vacuous.
        #expect(accepted > 100 && refused > 100, "accepted \(accepted), refused \(refused)")
    }

    /// 2–4 options, the right answer not among the wrong ones, everything terminal-safe and within the limits.
    static func expectRules(_ entry: PackEntry, input: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let options = [entry.correct] + entry.incorrect
        let texts = [entry.text, entry.category ?? ""] + options
        let broken =
            !QuestionBuilder().problems(of: entry).isEmpty
            || !(2...4).contains(options.count)
            || Set(options.map { QuestionBuilder.normalized($0) }).count != options.count
            || options.contains(where: \.isEmpty) || entry.text.isEmpty
            || texts.contains { !$0.isFreeOfControlCharacters || $0.terminalSafe != $0 }
            || entry.text.count > QuestionBuilder.textLimit || options.contains { $0.count > QuestionBuilder.optionLimit }
        #expect(
            !broken, "accepted \(entry) from \(String(decoding: input, as: UTF8.self).debugDescription)", sourceLocation: sourceLocation)
    }
}

extension String {
    /// No C0 control (tabs and line breaks included), DEL or C1 character.
    fileprivate var isFreeOfControlCharacters: Bool {
        !unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}

/// Small random edits of a valid pack, biased to the bytes the formats give
/// meaning to (delimiters, quotes, line breaks, escapes) and to Unicode that
/// changes length when cased or trimmed.
struct PackMutator {
    var random: SplitMix64
    let seeds: [[UInt8]]

    static let fragments: [[UInt8]] = [
        ",", "\"", "\n", "\r\n", "\t", ";", ":", ".", ")", "A. ", "E) ", "ANSWER: ", "answer:z", "[", "]", "{", "}",
        "\\", "\\u001b", "null", "&", "&#27;", "&#x9B;", "&amp;", "&#0;", "&#1114112;", "\u{1B}[2J", "\u{9B}",
        "\u{7F}", "\u{202E}", "\u{2028}", "\u{00A0}", "\u{301}", "ß", "ﬃ", "İ", "\u{FEFF}", "  ", "easy", "extreme",
    ].map { Array($0.utf8) }

    mutating func mutate(_ seed: [UInt8]) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<7, using: &random) {
            case 0: bytes.insert(contentsOf: Self.fragments.randomElement(using: &random)!, at: at)
            case 1: if at < bytes.count { bytes[at] = UInt8.random(in: 0...255, using: &random) }
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
            case 3: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int.random(in: 1...40, using: &random))], at: at)
            case 4: bytes.removeSubrange(at...)
            case 5: bytes.insert(contentsOf: seeds.randomElement(using: &random)!, at: at)
            default: bytes.insert(contentsOf: Self.fragments.randomElement(using: &random)!, at: at)
            }
        }
        return bytes
    }
}
