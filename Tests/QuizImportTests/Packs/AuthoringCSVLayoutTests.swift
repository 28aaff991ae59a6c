import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// CSV banks whose header is not quizctl's (issue 14): the header row is
/// recognised by its names, known layouts are mapped by them, anything else
/// is refused naming the expected columns, and a right answer is never taken
/// from the wrong column. The fixtures are CSV files as spreadsheets save them.
@Suite struct AuthoringCSVLayoutTests {
    @Test func letterAnswerColumnsAreMappedByTheirNames() throws {
        let csv = """
            question,A,B,C,D,answer
            What is the capital of France?,Berlin,Paris,Madrid,Rome,B
            Which planet is largest?,Jupiter,Mars,Venus,Earth,a
            The Sun is a star.,False,True,,,B

            """
        let result = try Authoring.parse(csv, .csv)
        #expect(
            result.entries == [
                PackEntry(text: "What is the capital of France?", correct: "Paris", incorrect: ["Berlin", "Madrid", "Rome"]),
                PackEntry(text: "Which planet is largest?", correct: "Jupiter", incorrect: ["Mars", "Venus", "Earth"]),
                PackEntry(text: "The Sun is a star.", correct: "True", incorrect: ["False"]),
            ])
    }

    @Test func quizctlNamesWithQuestionForTextAreAHeaderNotAQuestion() throws {
        let csv =
            "question,correct,incorrect1,incorrect2,incorrect3,category,difficulty\r\nLargest ocean?,Pacific,Atlantic,Indian,,Geography,easy\r\n"
        #expect(
            try Authoring.parse(csv, .csv).entries == [
                PackEntry(
                    text: "Largest ocean?", correct: "Pacific", incorrect: ["Atlantic", "Indian"], category: "Geography", difficulty: .easy)
            ])
    }

    @Test func columnsInAnotherOrderAreReadByName() throws {
        let csv =
            "Difficulty,Category,Correct Answer,Question,Incorrect Answer 1,Incorrect Answer 2\nhard,Art,Monet,Who painted Water Lilies?,Manet,Degas\n"
        #expect(
            try Authoring.parse(csv, .csv).entries == [
                PackEntry(
                    text: "Who painted Water Lilies?", correct: "Monet", incorrect: ["Manet", "Degas"], category: "Art", difficulty: .hard)
            ])
    }

    @Test func kahootsTemplateIsMapped() throws {
        let csv = """
            Question - max 120 characters,Answer 1 - max 75 characters,Answer 2 - max 75 characters,Answer 3 - max 75 characters,Answer 4 - max 75 characters,"Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs",Correct answer(s) - choose at least one
            How many legs has a spider?,6,8,10,12,20,2
            """
        #expect(
            try Authoring.parse(csv, .csv).entries == [
                PackEntry(text: "How many legs has a spider?", correct: "8", incorrect: ["6", "10", "12"])
            ])
    }

    @Test func answerKeysThatNameNoSingleOptionAreRefusedAtTheirLine() {
        let csv = """
            question,A,B,C,D,answer
            Q1?,one,two,three,four,E
            Q2?,one,two,three,four,"1,3"
            Q3?,one,two,,,C
            Q4?,one,two,three,four,
            """
        #expect(
            Authoring.problems(csv, .csv, file: "bank.csv") == [
                "bank.csv:2: the answer 'E' names none of the options: use a letter A–D, a number 1–4 or an option's text",
                "bank.csv:3: the answer '1,3' names several options; quizctl questions have exactly one right answer",
                "bank.csv:4: the answer 'C' names an empty option",
                "bank.csv:5: the answer '' names none of the options: use a letter A–D, a number 1–4 or an option's text",
            ])
    }

    @Test func anUnknownColumnIsRefusedNamingTheExpectedOnes() {
        let csv = "question,answer,explanation\nQ?,yes,because\n"
        let problems = Authoring.problems(csv, .csv, file: "bank.csv")
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix("bank.csv:1: the header names an unknown column 'explanation'; quizctl reads the columns text")
                == true)
    }

    @Test func aHeaderWithoutWrongAnswersOrAKeyIsRefused() {
        let problems = Authoring.problems("question,answer\nQ?,yes\n", .csv, file: "bank.csv")
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("bank.csv:1: the header's columns do not make a question with one right answer") == true)
    }

    @Test func semicolonSeparatedFilesGetAHint() {
        let csv = "question;A;B;C;D;answer\nCapital of France?;Berlin;Paris;Madrid;Rome;B\n"
        #expect(
            Authoring.problems(csv, .csv, file: "bank.csv") == [
                "bank.csv:1: the fields are separated by semicolons; quizctl's CSV uses commas: save or export the file as comma-separated CSV"
            ])
    }
}
