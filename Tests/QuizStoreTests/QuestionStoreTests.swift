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

    /// A streamed addition tells a repeat of a question saved before it from
    /// one of its own, and adds nothing when its producer throws.
    @Test func aStreamedAdditionTellsRepeatsApartAndIsAllOrNothing() throws {
        let client = try QuizStoreClient.inMemory()
        _ = try client.addQuestions([Fixtures.question("Saved?")], true)
        var outcomes: [CustomQuestions.Outcome] = []
        try client.addingQuestions { add in
            for text in ["New?", "SAVED?", " new? ", "Other?"] { outcomes.append(try add(Fixtures.question(text))) }
        }
        #expect(outcomes == [.added, .saved, .repeated, .added])
        #expect(try client.allQuestions().map(\.entry.text) == ["Saved?", "New?", "Other?"])

        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try client.addingQuestions { add in
                _ = try add(Fixtures.question("Never kept?"))
                throw Refused()
            }
        }
        #expect(try client.questionCount() == 3)
    }

    /// Past the first lookups the saved hashes are read into memory: the
    /// outcome is the same either side of that point.
    @Test func aLongAdditionFindsRepeatsOfSavedQuestionsAsAShortOneDoes() throws {
        let client = try QuizStoreClient.inMemory()
        let count = QuestionAdding.lookupsBeforeReading * 3
        _ = try client.addQuestions((0..<count).map { Fixtures.question("Saved \($0)?") }, true)
        var outcomes: [CustomQuestions.Outcome] = []
        try client.addingQuestions { add in
            for number in 0..<(count * 2) {
                outcomes.append(try add(Fixtures.question(number.isMultiple(of: 2) ? "SAVED \(number / 2)?" : "New \(number)?")))
            }
        }
        #expect(outcomes.count { $0 == .saved } == count)
        #expect(outcomes.count { $0 == .added } == count)
    }

    @Test func aDrawReadsQuestionsByPositionInTheOrderAdded() throws {
        let client = try QuizStoreClient.inMemory()
        let questions = (0..<10).map { Fixtures.question("Q\($0)?") }
        _ = try client.addQuestions(questions, true)
        _ = try client.removeQuestion(questions[3].id)
        var drawn: (count: Int, texts: [String]) = (0, [])
        try client.sampleQuestions { count, read in drawn = (count, try read([0, 3, 8, 9, -1]).map(\.entry.text)) }
        #expect(drawn.count == 9)
        #expect(drawn.texts == ["Q0?", "Q4?", "Q9?"])
    }

    /// Two connections on one file, as two processes would have, adding at
    /// once: each addition is a transaction, so both keep every question,
    /// each in its order.
    @Test func twoConnectionsAddingAtOnceLoseNothing() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("quizctl.db")
        let clients = [try QuizStoreClient.live(path: path), try QuizStoreClient.live(path: path)]
        async let first = onThread { try Self.add(25, "W0", with: clients[0]) }
        async let second = onThread { try Self.add(25, "W1", with: clients[1]) }
        _ = try await (first, second)
        let texts = try QuizStoreClient.live(path: path).allQuestions().map(\.entry.text)
        #expect(texts.count == 50)
        #expect(texts.filter { $0.hasPrefix("W0-") } == (0..<25).map { "W0-\($0)?" })
    }

    private static func add(_ count: Int, _ writer: String, with client: QuizStoreClient) throws {
        for number in 0..<count { try client.customQuestions.add([Fixtures.question("\(writer)-\(number)?")]) }
    }
}
