import MovieRatingSource
import QuizPlatform
import Testing

/// Threshold questions: the answer is exact, the difficulty follows the distance, no movie repeats.
@Suite struct MovieQuestionFactoryTests {
    typealias Factory = MovieQuestionFactory

    @Test(arguments: [
        (70, Factory.Comparison.greater, 0), (92, .greater, 1), (95, .greater, 1),
        (95, .less, 0), (92, .less, 1), (85, .less, 1),
    ])
    func theAnswerIsExactIncludingEquality(threshold: Int, comparison: Factory.Comparison, correctIndex: Int) {
        let question = Factory.thresholdQuestion(
            about: MovieFixtures.godfather, threshold: threshold, comparison: comparison, language: .en)
        #expect(question.correctIndex == correctIndex)
        #expect(question.options == ["Yes", "No"])
    }

    @Test func writesTheCoursesWordingInBothLanguages() {
        let greater = Factory.thresholdQuestion(about: MovieFixtures.godfather, threshold: 70, comparison: .greater, language: .en)
        #expect(greater.text == "Is the rating of this movie greater than 7?")
        #expect(greater.subject == "The Godfather (1972)")
        #expect(greater.explanation == "rated 9.2")
        #expect(greater.details == "Francis Ford Coppola · Crime, Drama")
        #expect(greater.difficulty == .easy)
        let less = Factory.thresholdQuestion(about: MovieFixtures.godfather, threshold: 85, comparison: .less, language: .en)
        #expect(less.text == "Is the rating of this movie less than 8.5?")
        let russian = Factory.thresholdQuestion(about: MovieFixtures.godfather, threshold: 70, comparison: .greater, language: .ru)
        #expect(russian.text == "Рейтинг этого фильма больше чем 7?")
        #expect(russian.options == ["Да", "Нет"])
        #expect(russian.explanation == "рейтинг 9,2")
        let russianLess = Factory.thresholdQuestion(about: MovieFixtures.godfather, threshold: 85, comparison: .less, language: .ru)
        #expect(russianLess.text == "Рейтинг этого фильма меньше чем 8,5?")
    }

    @Test(arguments: [(0, Difficulty.hard), (5, .hard), (6, .medium), (10, .medium), (11, .easy), (25, .easy)])
    func theCloserTheThresholdTheHarder(distance: Int, difficulty: Difficulty) {
        #expect(Factory.thresholdDifficulty(distance: distance) == difficulty)
    }

    @Test func aRoundHasNoRepeatsAndEveryAnswerAgreesWithTheRating() throws {
        var factory = Factory(movies: MovieSnapshot.movies, generator: SplitMix64(seed: 1))
        let questions = factory.thresholdQuestions(count: 10, difficulty: nil, language: .en)
        #expect(questions.count == 10)
        #expect(Set(questions.compactMap(\.subject)).count == 10)
        for question in questions {
            let movie = try #require(MovieSnapshot.movies.first { $0.titleWithYear == question.subject })
            let threshold = try #require(MovieFixtures.threshold(of: question))
            let yes = question.text.contains("greater") ? movie.rating > threshold : movie.rating < threshold
            #expect(question.correctIndex == (yes ? 0 : 1), "\(question.text) \(movie.titleWithYear) \(movie.rating)")
            #expect(threshold * 10 == (threshold * 10).rounded(), "tenths only")
        }
    }

    @Test func theListRunsOutRatherThanRepeating() {
        let movies = Array(MovieSnapshot.movies.prefix(3))
        var factory = Factory(movies: movies, generator: SplitMix64(seed: 7))
        let questions = factory.thresholdQuestions(count: 10, difficulty: .hard, language: .en)
        #expect(Set(questions.compactMap(\.subject)) == Set(movies.map(\.titleWithYear)))
    }

    @Test(arguments: Difficulty.allCases)
    func aRequestedDifficultyPicksThresholdsAtThatDistance(difficulty: Difficulty) throws {
        var factory = Factory(movies: MovieSnapshot.movies, generator: SplitMix64(seed: 3))
        let questions = factory.thresholdQuestions(count: 40, difficulty: difficulty, language: .en)
        #expect(questions.count == 40)
        for question in questions {
            let movie = try #require(MovieSnapshot.movies.first { $0.titleWithYear == question.subject })
            let threshold = try #require(MovieFixtures.threshold(of: question))
            let distance = Int((abs(threshold - movie.rating) * 10).rounded())
            #expect(question.difficulty == difficulty)
            #expect(factory.thresholds.difficulty(distance: distance) == difficulty)
        }
    }

    @Test func theSameSeedAsksTheSameRound() {
        var first = Factory(movies: MovieSnapshot.movies, generator: SplitMix64(seed: 42))
        var second = Factory(movies: MovieSnapshot.movies, generator: SplitMix64(seed: 42))
        #expect(
            first.thresholdQuestions(count: 10, difficulty: nil, language: .en)
                == second.thresholdQuestions(count: 10, difficulty: nil, language: .en))
    }
}
