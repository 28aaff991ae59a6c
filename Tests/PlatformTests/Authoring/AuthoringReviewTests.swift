import Foundation
import Testing

@testable import QuizCLI
@testable import QuizPlatform

@Suite struct AuthoringReviewTests {
    static let start = Date(timeIntervalSince1970: 1_795_321_080)

    /// An answer to the question numbered `number` (id "q\(number)").
    static func answer(_ number: Int, right: Bool, id: Bool = true, options: [String]? = nil) -> AnswerRecord {
        let options = options ?? ["Right \(number)", "Wrong \(number)", "Other \(number)"]
        return AnswerRecord(
            question: "Question \(number)?", subject: nil, options: options, correctAnswer: options[0],
            chosenAnswer: right ? options[0] : options[1], isCorrect: right, seconds: 1,
            questionID: id ? "q\(number)" : nil, category: "Tests", difficulty: .medium
        )
    }

    static func game(_ answers: AnswerRecord..., mode: ModeKind = .classic) -> GameRecord {
        GameRecord(
            mode: mode, source: "trivia", startedAt: start, finishedAt: start, outcome: .completed,
            correct: answers.count { $0.isCorrect }, total: answers.count, answers: answers)
    }

    static func reviewed(_ games: [GameRecord]) -> [String] {
        ReviewSet(games: games).questions.map(\.id)
    }

    @Test func wrongOnceThenRightTwiceInARowLeaves() {
        var games = [Self.game(Self.answer(1, right: false))]
        #expect(Self.reviewed(games) == ["q1"])
        games.append(Self.game(Self.answer(1, right: true), mode: .review))
        #expect(Self.reviewed(games) == ["q1"])
        games.append(Self.game(Self.answer(1, right: true), mode: .review))
        #expect(Self.reviewed(games).isEmpty)
    }

    @Test func rightWrongRightStays() {
        let games = [Self.answer(1, right: true), Self.answer(1, right: false), Self.answer(1, right: true)].map { Self.game($0) }
        #expect(Self.reviewed(games) == ["q1"])
    }

    @Test func neverMissedIsNeverReviewedAndMissingAgainComesBack() {
        var games = [Self.game(Self.answer(1, right: true), Self.answer(2, right: true))]
        #expect(Self.reviewed(games).isEmpty)
        games.append(Self.game(Self.answer(2, right: false), Self.answer(2, right: true), Self.answer(2, right: true)))
        #expect(Self.reviewed(games).isEmpty)
        games.append(Self.game(Self.answer(2, right: false)))
        #expect(Self.reviewed(games) == ["q2"])
    }

    @Test func mostRecentlyMissedFirst() {
        let games = [
            Self.game(Self.answer(1, right: false), Self.answer(2, right: false)),
            Self.game(Self.answer(3, right: false)),
            Self.game(Self.answer(1, right: false), Self.answer(4, right: true)),
        ]
        #expect(Self.reviewed(games) == ["q1", "q3", "q2"])
    }

    @Test func theQuestionIsRebuiltFromItsLatestRecord() throws {
        let question = try #require(ReviewSet(games: [Self.game(Self.answer(7, right: false))]).questions.first)
        #expect(
            question
                == Question(
                    id: "q7", text: "Question 7?", options: ["Right 7", "Wrong 7", "Other 7"], correctIndex: 0,
                    category: "Tests", difficulty: .medium
                ))
    }

    /// Records written without an id are matched by the digest the rebuilt
    /// question carries, so answering it in a review game counts.
    @Test func recordsWithoutAnIDMatchTheirReviewAnswers() throws {
        let missed = Self.game(Self.answer(5, right: false, id: false))
        let question = try #require(ReviewSet(games: [missed]).questions.first)
        func reviewAnswer() -> AnswerRecord {
            AnswerRecord(
                question: question.text, options: question.options, correctAnswer: question.correctOption,
                chosenAnswer: question.correctOption, isCorrect: true, seconds: 1, questionID: question.id)
        }
        #expect(ReviewSet(games: [missed, Self.game(reviewAnswer()), Self.game(reviewAnswer())]).questions.isEmpty)
    }

    @Test func timedOutAnswersCountAsWrong() {
        var timedOut = Self.answer(3, right: false)
        timedOut.chosenAnswer = nil
        #expect(Self.reviewed([Self.game(timedOut)]) == ["q3"])
    }

    @Test func theSourceShapesLimitsAndFailsClearlyWhenEmpty() async throws {
        let saved = SavedGames()
        let source = ReviewSource(games: { saved.all })
        let empty = await #expect(throws: SourceError.self) { try await source.loadQuestions(QuestionQuery(count: 10, format: .choice)) }
        #expect(empty == .nothingToReview())
        #expect(empty?.message == Strings.nothingToReview)

        _ = try saved.caretaker.saveGame(
            Self.game(
                Self.answer(1, right: false, options: ["No", "Yes"]),
                Self.answer(2, right: false, options: ["A", "B", "C", "D"]),
                Self.answer(3, right: false)
            ), [])
        #expect(try await source.loadQuestions(QuestionQuery(count: 10, format: .choice)).map(\.id) == ["q3", "q2", "q1"])
        #expect(try await source.loadQuestions(QuestionQuery(count: 2, format: .choice)).map(\.id) == ["q3", "q2"])
        #expect(try await source.loadQuestions(QuestionQuery(count: 10, format: .fourOptions)).map(\.id) == ["q2"])
        let yesNo = try await source.loadQuestions(QuestionQuery(count: 10, format: .yesNo))
        #expect(yesNo.map(\.options) == [["Yes", "No"]] && yesNo.first?.correctOption == "No")
        #expect(await source.status(offline: true).details == [Strings.reviewCount(3)])
    }

    @Test func aReviewRoundPlaysFewerQuestionsThanAskedFor() async throws {
        let saved = SavedGames()
        _ = try saved.caretaker.saveGame(Self.game(Self.answer(1, right: false), Self.answer(2, right: false)), [])
        let request = GameRequest(mode: .review, source: "review", count: 10, seed: 1)
        let questions = try await ReviewRound().questions(for: request, from: ReviewSource(games: { saved.all }))
        #expect(questions.map(\.id) == ["q2", "q1"])
        let fewer = try await ReviewRound().questions(
            for: GameRequest(mode: .review, source: "review", count: 1, seed: 1), from: ReviewSource(games: { saved.all }))
        #expect(fewer.map(\.id) == ["q2"])
    }
}
