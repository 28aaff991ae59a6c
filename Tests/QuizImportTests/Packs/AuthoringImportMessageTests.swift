import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// What an import says about duplicates (issue 14): an answer repeated in
/// one question is one problem, and a question asked twice in the file is
/// counted apart from one you already had.
@Suite struct AuthoringImportMessageTests {
    @Test func aRepeatedAnswerIsReportedOnce() {
        let csv = "Which is red?,Apple,apple,APPLE,Apple\n"
        #expect(Authoring.problems(csv, .csv) == ["pack:1: the answer 'apple' appears twice"])
    }

    @Test func repeatsWithinTheFileAreCountedApartFromQuestionsYouHad() throws {
        let existing = [PackEntry(text: "Old question?", correct: "Yes", incorrect: ["No"])]
        let csv = "Old question?,Yes,No\nNew question?,Yes,No\nNEW QUESTION?,Yes,No\nnew question? ,Yes,No\n"
        let result = try Authoring.parse(csv, .csv, existing: existing)
        #expect(result.entries.map(\.text) == ["New question?"])
        #expect(result.skippedDuplicates == 3)
        #expect(result.alreadyHad == 1)
        #expect(result.repeatedInFile == 2)
    }
}
