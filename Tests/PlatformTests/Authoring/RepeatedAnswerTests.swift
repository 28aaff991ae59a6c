import Foundation
import Testing

@testable import QuizPlatform

/// `QuestionBuilder` tells repeated answers apart by the hashes of their
/// keys first and lowers only the options whose hashes meet: it must find
/// exactly the repeats that comparing every key finds, in every script and
/// case, with white space at the ends, and with empty options between.
@Suite struct RepeatedAnswerTests {
    static let variants = [
        "Paris", "paris", " PARIS", "Paris\n", "\nparis", "ПАРИЖ", "париж", "Париж ", "Σίσυφος", "σίσυφος", "ΣΊΣΥΦΟΣ", "straße",
        "STRASSE", "İstanbul", "istanbul", "", "Ｐａｒｉｓ", "ｐａｒｉｓ", "Lyon", "LYON", "lyon\u{2028}", "Ÿes", "ÿes", "42", "4 2",
    ]

    @Test func theRepeatsFoundAreThoseOfTheKeys() {
        var random = SplitMix64(seed: 15)
        var withRepeats = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 2...5, using: &random)
            let options = (0..<count).map { _ in Self.variants.randomElement(using: &random)! }
            let draft = PackEntry(text: "Which?", correct: options[0], incorrect: Array(options.dropFirst()))
            let found = QuestionBuilder().problems(ofTrimmed: draft).filter {
                if case .duplicateOption = $0 { true } else { false }
            }
            let expected = Self.repeats(of: draft)
            #expect(found == expected, "\(options)")
            if !expected.isEmpty { withRepeats += 1 }
        }
        // Both kinds of draft are met, so neither half of the check is vacuous.
        #expect(withRepeats > 500 && withRepeats < 2_500, "\(withRepeats)")
    }

    /// The repeats as found by comparing every option's key with the
    /// earlier ones' (the rule, made plainly).
    static func repeats(of draft: PackEntry) -> [QuestionProblem] {
        let options = [draft.correct] + draft.incorrect.filter { !$0.isEmpty }
        let keys = options.map { $0.isEmpty ? nil : QuestionTextKey.normalized($0) }
        var reported: [String] = []
        var problems: [QuestionProblem] = []
        for (index, option) in options.enumerated() {
            guard let key = keys[index], keys[..<index].contains(key), !reported.contains(key) else { continue }
            reported.append(key)
            problems.append(.duplicateOption(option))
        }
        return problems
    }
}
