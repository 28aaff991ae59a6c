import Foundation
import QuizImport
import QuizPlatform

/// One run of `PackImporter` on hostile bytes: it may refuse them, but never
/// crash, and what it accepts keeps every `QuestionBuilder` rule.
public enum PackFuzzing {
    public static func run(_ bytes: [UInt8], format: PackFormat) {
        do {
            let result = try PackImporter().parse(Data(bytes), fileName: "fuzz", format: format)
            invariant(!result.entries.isEmpty || result.skippedDuplicates > 0, "an accepted pack with nothing in it")
            result.entries.forEach(check)
        } catch {
            invariant(!error.problems.isEmpty, "a refusal without a problem")
            for problem in error.problems {
                invariant((problem.line ?? 1) >= 1, "problem on line \(problem.line ?? 0)")
                invariant(problem.reason.en.hasNoControlCharacters, "control character in \(problem.reason.en.debugDescription)")
                invariant(problem.reason.ru.hasNoControlCharacters, "control character in \(problem.reason.ru.debugDescription)")
            }
        }
    }

    /// The rules of an accepted entry: 2–4 options, the right answer not
    /// among the wrong ones, nothing that could drive a terminal.
    static func check(_ entry: PackEntry) {
        invariant(QuestionBuilder().problems(of: entry).isEmpty, "accepted entry breaks the builder's rules: \(entry)")
        invariant((1...3).contains(entry.incorrect.count), "\(entry.incorrect.count) wrong answers")
        let options = [entry.correct] + entry.incorrect
        invariant(!entry.text.isEmpty && options.allSatisfy { !$0.isEmpty }, "empty text or option: \(entry)")
        let normalized = options.map { $0.lowercased() }
        invariant(Set(normalized).count == options.count, "an option appears twice: \(options)")
        let texts = [entry.text, entry.category ?? ""] + options
        for text in texts {
            invariant(text.hasNoControlCharacters && text.terminalSafe == text, "not terminal-safe: \(text.debugDescription)")
        }
        invariant(entry.text.count <= QuestionBuilder.textLimit, "text of \(entry.text.count) characters")
        invariant(options.allSatisfy { $0.count <= QuestionBuilder.optionLimit }, "an option over the limit")
    }
}
