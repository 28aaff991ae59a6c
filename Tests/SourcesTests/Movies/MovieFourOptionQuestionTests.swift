import MovieRatingSource
import QuizPlatform
import Testing

/// Four-option questions: four distinct options, exactly one right by the data.
@Suite struct MovieFourOptionQuestionTests {
    static let movies = MovieSnapshot.movies

    @Test(arguments: Difficulty.allCases)
    func highestRatingHasOneClearWinner(difficulty: Difficulty) throws {
        var factory = MovieQuestionFactory(movies: Self.movies, generator: SplitMix64(seed: 5))
        for _ in 0..<10 {
            let next = factory.fourOptionQuestion(.highestRating, band: difficulty, language: .en)
            let question = try #require(next)
            #expect(question.text == "Which of these movies has the highest IMDb rating?")
            let ratings = try question.options.map { option in try #require(Self.movies.first { $0.titleWithYear == option }).rating }
            #expect(Set(ratings).count == 4)
            #expect(ratings[0] == ratings.max())
            let lead = Int(((ratings[0] - ratings.dropFirst().max()!) * 10).rounded())
            #expect(MovieQuestionFactory.ratingLead(for: difficulty).contains(lead))
            #expect(question.difficulty == difficulty)
        }
    }

    @Test(arguments: Difficulty.allCases)
    func releaseYearOffersDistinctPlausibleYears(difficulty: Difficulty) throws {
        var factory = MovieQuestionFactory(movies: Self.movies, generator: SplitMix64(seed: 6))
        for _ in 0..<10 {
            let next = factory.fourOptionQuestion(.releaseYear, band: difficulty, language: .en)
            let question = try #require(next)
            let movie = try #require(Self.movies.first { $0.title == question.subject })
            #expect(question.text == "In which year was \(movie.title) released?")
            #expect(question.options[0] == String(movie.year))
            #expect(Set(question.options).count == 4)
            let offsets = try question.options.dropFirst().map { abs(try #require(Int($0)) - movie.year) }
            #expect(offsets.allSatisfy(MovieQuestionFactory.yearOffsets(for: difficulty).contains))
            #expect(try question.options.allSatisfy { try #require(Int($0)) <= 2023 })
        }
    }

    @Test(arguments: Difficulty.allCases)
    func directorOffersOtherMoviesDirectors(difficulty: Difficulty) throws {
        var factory = MovieQuestionFactory(movies: Self.movies, generator: SplitMix64(seed: 8))
        for _ in 0..<10 {
            let next = factory.fourOptionQuestion(.director, band: difficulty, language: .ru)
            let question = try #require(next)
            let movie = try #require(Self.movies.first { $0.titleWithYear == question.subject })
            #expect(question.text == "Кто снял фильм «\(movie.title)»?")
            #expect(question.options[0] == movie.directors.joined(separator: ", "))
            #expect(Set(question.options).count == 4)
            for wrong in question.options.dropFirst() {
                #expect(wrong.split(separator: ",").allSatisfy { !movie.directors.contains($0.trimmingCharacters(in: .whitespaces)) })
            }
            #expect(question.details?.contains(movie.directors[0]) != true, "details must not give the answer away")
        }
    }

    @Test func aMixedRoundNeverAsksAboutTheSameMovieTwice() {
        var factory = MovieQuestionFactory(movies: Self.movies, generator: SplitMix64(seed: 9))
        let questions = factory.fourOptionQuestions(count: 15, difficulty: nil, language: .en)
        #expect(questions.count == 15)
        #expect(questions.allSatisfy { $0.options.count == 4 && Set($0.options).count == 4 && $0.correctIndex == 0 })
        let anchors = questions.map { $0.subject ?? $0.correctOption }
        #expect(Set(anchors).count == 15)
    }

    @Test func aListWithoutDirectorsAsksOtherKinds() {
        let imported = Self.movies.map { movie in
            var stripped = movie
            stripped.directors = []
            return stripped
        }
        var factory = MovieQuestionFactory(movies: imported, generator: SplitMix64(seed: 10))
        #expect(factory.fourOptionQuestion(.director, band: .easy, language: .en) == nil)
        let questions = factory.fourOptionQuestions(count: 10, difficulty: nil, language: .en)
        #expect(questions.count == 10)
        #expect(!questions.contains { $0.text.hasPrefix("Who directed") })
    }
}
