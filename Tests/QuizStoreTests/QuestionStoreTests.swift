import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

@Suite struct QuestionStoreTests {
    @Test func questionsComeBackInTheOrderAdded() throws {
        let client = try QuizStoreClient.inMemory()
        let questions = [Fixtures.question("Zebra?", pack: "animals"), Fixtures.question("Apple?"), Fixtures.question("Ёж?")]
        let addition = try client.addQuestions(questions, true)
        #expect(addition == QuestionAddition(added: questions, repeats: []))
        #expect(try client.allQuestions() == questions)
        #expect(try client.questionCount() == 3)
    }

    @Test func repeatsOfSavedQuestionsAndWithinTheBatchAreSkipped() throws {
        let client = try QuizStoreClient.inMemory()
        let saved = Fixtures.question("What is the capital of France?")
        _ = try client.addQuestions([saved], true)
        let again = Fixtures.question("  what is the CAPITAL of france?\n")
        let new = Fixtures.question("Сколько ног у паука?")
        let newAgain = Fixtures.question("СКОЛЬКО НОГ У ПАУКА?")
        let addition = try client.addQuestions([again, new, newAgain], true)
        #expect(addition.added == [new])
        #expect(addition.repeats == [again, newAgain])
        #expect(
            try client.savedRepeatKeys(["what is the capital of france?", "сколько ног у паука?", "unknown"]) == [
                "what is the capital of france?", "сколько ног у паука?",
            ])
        // Without the rule (bringing over a bank that has repeats), only a taken id is skipped.
        let kept = try client.addQuestions([again, saved], false)
        #expect(kept == QuestionAddition(added: [again], repeats: [saved]))
    }

    @Test func questionsAreFoundByIDPrefixReplacedAndRemoved() throws {
        let client = try QuizStoreClient.inMemory()
        var question = Fixtures.question("Old text?")
        question.id = UUID(uuidString: "ABCD0000-0000-4000-8000-000000000001")!
        let other = Fixtures.question("Other?")
        _ = try client.addQuestions([question, other], true)
        #expect(try client.questionsWithIDPrefix("abcd") == [question])
        question.entry.text = "New text?"
        question.entry.incorrect = []
        #expect(try client.replaceQuestion(question))
        #expect(try client.allQuestions() == [question, other])
        #expect(try client.savedRepeatKeys(["old text?", "new text?"]) == ["new text?"])
        #expect(try client.removeQuestion(question.id))
        #expect(try !client.removeQuestion(question.id))
        #expect(try client.allQuestions() == [other])
        #expect(try !client.replaceQuestion(question))
    }

    @Test func aLongListIsVisitedAcrossPages() throws {
        let client = try QuizStoreClient.inMemory()
        let questions = (0..<(LiveStore.pageSize * 2 + 1)).map { Fixtures.question("Question \($0)?") }
        #expect(try client.addQuestions(questions, true).added.count == questions.count)
        #expect(try client.allQuestions() == questions)
    }
}
