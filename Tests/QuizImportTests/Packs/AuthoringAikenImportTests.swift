import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct AuthoringAikenImportTests {
    @Test func readsQuestionsWithBothOptionStyles() throws {
        let text = """
            What is the capital of France?
            A. Berlin
            B. Paris
            C. Madrid
            ANSWER: B

            Which of these is
            a mammal?
            A) Whale
            B) Shark
            answer:a
            """
        #expect(
            try Authoring.parse(text, .aiken).entries == [
                PackEntry(text: "What is the capital of France?", correct: "Paris", incorrect: ["Berlin", "Madrid"]),
                PackEntry(text: "Which of these is a mammal?", correct: "Whale", incorrect: ["Shark"]),
            ])
    }

    @Test func crlfAndBom() throws {
        let text = "\u{FEFF}Q1?\r\nA. one\r\nB. two\r\nANSWER: A\r\n\r\n"
        #expect(try Authoring.parse(text, .aiken).entries == [PackEntry(text: "Q1?", correct: "one", incorrect: ["two"])])
    }

    @Test func aMissingAnswerLineIsReportedAtItsQuestion() {
        let text = """
            Q1?
            A. one
            B. two
            ANSWER: A

            Q2?
            A. one
            B. two

            Q3?
            A. one
            B. two
            ANSWER: B
            Q4?
            A. one
            B. two
            """
        #expect(
            Authoring.problems(text, .aiken, file: "bank.txt") == [
                "bank.txt:6: the question has no ANSWER line (e.g. \"ANSWER: B\") after its options",
                "bank.txt:14: the question has no ANSWER line (e.g. \"ANSWER: B\") after its options",
            ])
    }

    @Test func fiveOptionsAreRefusedWithAReason() {
        let text = "Q?\nA. 1\nB. 2\nC. 3\nD. 4\nE. 5\nANSWER: A\n"
        #expect(
            Authoring.problems(text, .aiken) == [
                "pack:6: 5 options; quizctl questions have at most 4 (one right, three wrong), so the question is refused: "
                    + "keep the right answer and at most three wrong ones"
            ])
    }

    @Test func otherBrokenQuestions() {
        let text = """
            No options here
            ANSWER: A

            Skips a letter
            A. one
            C. two
            ANSWER: A

            Points nowhere
            A. one
            B. two
            ANSWER: D

            Text after options
            A. one
            B. two
            and more text
            """
        #expect(
            Authoring.problems(text, .aiken) == [
                "pack:1: the question has no options (lines like \"A. text\" or \"A) text\")",
                "pack:6: option C where B was expected; options go A, B, C, D",
                "pack:12: ANSWER 'D' is not one of the options A–B",
                "pack:14: the question has no ANSWER line (e.g. \"ANSWER: B\") after its options",
                "pack:17: the question has no options (lines like \"A. text\" or \"A) text\")",
            ])
    }

    /// Was a hang: every line of a question copied the lines before it, so a
    /// 2 MB question of 200,000 lines took minutes. Now it is refused at once.
    @Test func aHugeQuestionIsRefusedQuickly() {
        let text = "Q?\n" + String(repeating: "more text\n", count: 100_000)
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let options = (0..<100_000).map { "\(letters[$0 % 26]). option \($0)\n" }.joined()
        let start = ContinuousClock.now
        #expect(
            Authoring.problems(text + options + "ANSWER: A\n", .aiken) == [
                "pack:100006: 100000 options; quizctl questions have at most 4 (one right, three wrong), so the question is refused: "
                    + "keep the right answer and at most three wrong ones"
            ])
        #expect(Authoring.problems(text + "A. a\nB. b\nANSWER: A\n", .aiken) == ["pack:1: the text is longer than 1000 characters"])
        // A quadratic reader needs minutes for these 200,000 lines; a linear one
        // a few seconds in a debug build, more on a machine busy with other tests.
        #expect(ContinuousClock.now - start < .seconds(30))
    }
}
