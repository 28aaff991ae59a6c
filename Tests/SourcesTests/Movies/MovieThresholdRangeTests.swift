import Foundation
import MovieRatingSource
import QuizPlatform
import Testing

/// Thresholds lie strictly inside the ratings of the list being played, and
/// the difficulty bands still mean far (easy) and close (hard).
@Suite struct MovieThresholdRangeTests {
    private static func movie(_ number: Int, rating: Double) -> Movie {
        Movie(rank: number, imdbID: "tt\(number)", title: "Film \(number)", year: 2000, rating: rating, votes: 1000)
    }

    /// Offline yes/no rounds through the source, as `play yesno --offline --seed N` loads them.
    private static func rounds(_ seeds: ClosedRange<UInt64>, imported: [Movie]? = nil, difficulty: Difficulty? = nil) async throws
        -> [Question]
    {
        let folder = FileManager.default.temporaryDirectory.appending(path: "thresholds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = MovieSource(
            apiKey: nil, baseURL: MovieFixtures.closedPortURL, dataFolder: folder, importedList: imported.map { .inMemory($0) }, http: .live
        )
        var questions: [Question] = []
        for seed in seeds {
            questions += try await source.loadQuestions(
                QuestionQuery(count: 10, format: .yesNo, difficulty: difficulty, offline: true, seed: seed))
        }
        return questions
    }

    @Test func fortySeededOfflineRoundsKeepEveryThresholdInsideTheBuiltInRange() async throws {
        let ratings = MovieSnapshot.movies.map(\.rating)
        let (lowest, highest) = (try #require(ratings.min()), try #require(ratings.max()))
        let questions = try await Self.rounds(1...40)
        #expect(questions.count == 400)
        for question in questions {
            let threshold = try #require(MovieFixtures.threshold(of: question), "\(question.text)")
            #expect(threshold > lowest && threshold < highest, "\(question.text) outside \(lowest)–\(highest)")
        }
        #expect(!questions.contains { $0.text.hasSuffix(" 10?") })
    }

    @Test func anImportedListSetsItsOwnRange() async throws {
        let movies = (1...30).map { Self.movie($0, rating: 5.0 + Double($0) / 10) }  // 5.1 … 8.0
        let questions = try await Self.rounds(1...10, imported: movies)
        for question in questions {
            let threshold = try #require(MovieFixtures.threshold(of: question))
            #expect(threshold > 5.1 && threshold < 8.0, "\(question.text)")
        }
    }

    @Test func bothAnswersStayPossibleAcrossTheRounds() async throws {
        let questions = try await Self.rounds(1...40)
        let yes = questions.count { $0.correctIndex == 0 }
        #expect(yes > questions.count / 4 && yes < questions.count * 3 / 4, "yes \(yes) of \(questions.count)")
    }

    @Test(arguments: Difficulty.allCases)
    func bandsKeepTheirMeaningOnTheNarrowBuiltInList(difficulty: Difficulty) async throws {
        let range = ThresholdRange(movies: MovieSnapshot.movies)
        let questions = try await Self.rounds(1...5, difficulty: difficulty)
        for question in questions {
            let movie = try #require(MovieSnapshot.movies.first { $0.titleWithYear == question.subject })
            let threshold = try #require(MovieFixtures.threshold(of: question))
            let distance = Int((abs(threshold - movie.rating) * 10).rounded())
            #expect(distance > 0, "never the rating itself")
            #expect(question.difficulty == difficulty)
            #expect(range.difficulty(distance: distance) == difficulty, "\(question.text) \(movie.rating)")
        }
    }

    @Test func easyIsFartherThanHardOnAverage() async throws {
        func meanDistance(_ difficulty: Difficulty) async throws -> Double {
            let questions = try await Self.rounds(1...10, difficulty: difficulty)
            let distances = try questions.map { question in
                let movie = try #require(MovieSnapshot.movies.first { $0.titleWithYear == question.subject })
                return abs(try #require(MovieFixtures.threshold(of: question)) - movie.rating)
            }
            return distances.reduce(0, +) / Double(distances.count)
        }
        let easy = try await meanDistance(.easy)
        let medium = try await meanDistance(.medium)
        let hard = try await meanDistance(.hard)
        #expect(easy > medium && medium > hard, "easy \(easy), medium \(medium), hard \(hard)")
    }

    @Test func theRangeExcludesBothEndsAndScalesItsBands() {
        let narrow = ThresholdRange(minimum: 80, maximum: 93)
        #expect(narrow.lowest == 81 && narrow.highest == 92)
        #expect(narrow.hardLimit < 5 && narrow.mediumLimit < 10)
        let wide = ThresholdRange(minimum: 20, maximum: 95)
        #expect(wide.lowest == 21 && wide.highest == 94)
        #expect(wide.hardLimit == 5 && wide.mediumLimit == 10)
        #expect(narrow.candidates(for: 86, in: .easy).allSatisfy { (81...92).contains($0) && abs($0 - 86) > narrow.mediumLimit })
    }

    @Test func aListOfOneStillHasAThresholdThatIsNotItsRating() {
        let range = ThresholdRange(minimum: 85, maximum: 85)
        for difficulty in Difficulty.allCases {
            let candidates = range.candidates(for: 85, in: difficulty)
            #expect(!candidates.isEmpty && !candidates.contains(85))
        }
    }
}
