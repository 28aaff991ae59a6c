import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Aiken files as Moodle accepts them (issue 14): a tab, a no-break space or
/// nothing after `A)`/`A.`, and CR-only line ends. Each fixture is a real
/// Aiken file written here byte by byte.
@Suite struct AuthoringAikenMoodleTests {
    static let expected = [
        PackEntry(text: "What is the capital of France?", correct: "Paris", incorrect: ["Berlin", "Madrid"]),
        PackEntry(text: "Which gas do plants take in?", correct: "Carbon dioxide", incorrect: ["Oxygen"]),
    ]

    /// The two questions, with `gap` after each option's letter and `end` ending each line.
    static func bank(gap: String, end: String) -> String {
        [
            "What is the capital of France?", "A)\(gap)Berlin", "B)\(gap)Paris", "C.\(gap)Madrid", "ANSWER: B", "",
            "Which gas do plants take in?", "A.\(gap)Oxygen", "B)\(gap)Carbon dioxide", "ANSWER: B", "",
        ].joined(separator: end)
    }

    @Test(arguments: ["\t", "\u{00A0}", "", " \t"])
    func acceptsWhatMoodleAcceptsAfterTheLetter(_ gap: String) throws {
        #expect(try Authoring.parse(Self.bank(gap: gap, end: "\n"), .aiken).entries == Self.expected)
    }

    @Test func acceptsCarriageReturnLineEnds() throws {
        #expect(try Authoring.parse(Self.bank(gap: " ", end: "\r"), .aiken).entries == Self.expected)
        #expect(try Authoring.parse(Self.bank(gap: "\t", end: "\r\n"), .aiken).entries == Self.expected)
    }

    @Test func anEmptyOptionIsReportedAtItsOwnLineAndNothingIsImported() {
        let text = Self.bank(gap: " ", end: "\n") + "\nThird?\nA) one\nB)\nANSWER: A\n"
        #expect(Authoring.problems(text, .aiken, file: "bank.txt") == ["bank.txt:14: option B has no text"])
    }

    @Test func aFifthOptionIsRefusedAtItsLineSayingSo() {
        let text = "Q?\nA) 1\nB) 2\nC) 3\nD) 4\nE) 5\nF) 6\nANSWER: A\n"
        let problems = Authoring.problems(text, .aiken)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("pack:6: 6 options; quizctl questions have at most 4") == true)
        #expect(problems.first?.contains("refused") == true)
    }

    @Test func theAnswerIsQuotedAsWritten() {
        let text = "Q?\nA) one\nB) two\nANSWER: c\n"
        #expect(Authoring.problems(text, .aiken) == ["pack:4: ANSWER 'c' is not one of the options A–B"])
        // Lower case still names an option, as before.
        #expect(throws: Never.self) { try Authoring.parse("Q?\nA) one\nB) two\nANSWER: b\n", .aiken) }
    }

    @Test func aSecondAnswerLineIsNamedAsSuch() {
        #expect(
            Authoring.problems("Q1?\nA. a\nB. b\nANSWER: A\nANSWER: B\n", .aiken, file: "bank.txt") == [
                "bank.txt:5: an ANSWER: line with no question before it; each question has one, after its options"
            ])
    }

    @Test func optionsWithNoQuestionAreNamedAsSuch() {
        #expect(
            Authoring.problems("Q1?\nA. a\nB. b\nANSWER: A\n\nA. c\nB. d\nANSWER: B\n", .aiken, file: "bank.txt") == [
                "bank.txt:6: options with no question before them; a question's text comes first, then A., B., …"
            ])
        // A question that merely starts like an option is still a question.
        #expect(
            (try? Authoring.parse("A. Lincoln was which president?\nA) 16th\nB) 1st\nANSWER: A\n", .aiken).entries.count) == 1)
    }

    @Test func anAikenFileWhoseLinesEndInATabImportsAsAiken() throws {
        let text = "What is the capital of France?\t\nA. Berlin\t\nB. Paris\t\nANSWER: B\t\n"
        #expect(PackFormat(fileName: "bank.txt", contents: Data(text.utf8)) == .aiken)
        #expect(try Authoring.parse(text, .aiken).entries.map(\.correct) == ["Paris"])
    }
}
