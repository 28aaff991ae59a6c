import Foundation
import Testing

@testable import MovieRatingSource

/// MovieQuiz rounds of the built quizctl: on the snapshot, and against a
/// loopback IMDb-API.
@Suite struct MovieRoundEndToEndTests {
    private let tenAnswers = String(repeating: "y\nn\n", count: 5)

    /// "Is the rating of this movie greater than 8.5?" → (greater, 8.5).
    private func parse(_ question: String) throws -> (greater: Bool, threshold: Double) {
        let greater = question.contains("greater than")
        let number = try #require(question.split(separator: " ").last.map { Double($0.dropLast()) } ?? nil)
        return (greater, number)
    }

    @Test func anOfflineRoundIsRightByTheSnapshotsRatings() throws {
        let quizctl = QuizctlProcess()
        let result = try quizctl.run(["play", "yesno", "--offline", "--seed", "1", "--json"], input: tenAnswers)
        #expect(result.status == 0, "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.count == 10)
        let bySubject = Dictionary(
            MovieSnapshot.movies.map { ("\($0.title) (\($0.year))", $0.rating) }, uniquingKeysWith: { first, _ in first })
        #expect(Set(answers.compactMap { $0["subject"] as? String }).count == 10, "no movie repeats")
        for answer in answers {
            let subject = try #require(answer["subject"] as? String)
            let rating = try #require(bySubject[subject], "\(subject) is not in the snapshot")
            let (greater, threshold) = try parse(try #require(answer["question"] as? String))
            let truth = greater ? rating > threshold : rating < threshold
            #expect(answer["correctAnswer"] as? String == (truth ? "Yes" : "No"), "\(subject) rated \(rating)")
        }
        #expect(result.stderr.contains("— rated "), "feedback explains the answer with the rating")
    }

    @Test func russianQuestionsAndTheSameRulesFollowTheLanguage() throws {
        var quizctl = QuizctlProcess()
        quizctl.environment["LANG"] = "ru_RU.UTF-8"
        let result = try quizctl.run(
            ["play", "yesno", "--offline", "--seed", "2", "--json"], input: String(repeating: "да\nнет\n", count: 5))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Рейтинг этого фильма"))
        let stats = try quizctl.run(["stats"])
        #expect(stats.stdout.contains("Количество сыгранных квизов: 1"))
    }

    /// The API's shape: every field a string, an unrated title, an error field.
    private static func items(_ movies: [(id: String, title: String, year: Int, rating: String)]) -> String {
        movies.enumerated().map { index, movie in
            #"{"id":"\#(movie.id)","rank":"\#(index + 1)","title":"\#(movie.title)","fullTitle":"\#(movie.title) (\#(movie.year))","year":"\#(movie.year)","image":"https://m.media-amazon.com/images/M/x._V1_UX128_.jpg","crew":"Someone (dir.), Actor A","imDbRating":"\#(movie.rating)","imDbRatingCount":"\#(1000 + index)"}"#
        }.joined(separator: ",")
    }

    @Test func aLiveRoundAsksOnlyAboutTheServedMovies() throws {
        let top = (1...12).map {
            (id: "tt90000\($0)", title: "Loopback Movie \($0)", year: 1990 + $0, rating: String(format: "%.1f", 6.0 + Double($0) / 5))
        }
        let popular = [
            (id: "tt990001", title: "Unrated Premiere", year: 2026, rating: ""),
            (id: "tt990002", title: "Popular Hit", year: 2025, rating: "7.3"),
        ]
        let server = try LoopbackHTTPServer { request in
            if request.path.hasSuffix("/Top250Movies/k") { return .json(#"{"items":[\#(Self.items(top))],"errorMessage":""}"#) }
            if request.path.hasSuffix("/MostPopularMovies/k") { return .json(#"{"items":[\#(Self.items(popular))],"errorMessage":""}"#) }
            return .json(#"{"items":null,"errorMessage":"Invalid API Key"}"#)
        }
        defer { server.stop() }
        var quizctl = QuizctlProcess()
        quizctl.environment["QUIZCTL_IMDB_URL"] = server.baseURL.absoluteString
        quizctl.environment["IMDB_API_KEY"] = "k"
        let result = try quizctl.run(["play", "yesno", "--seed", "3", "--json"], input: tenAnswers)
        #expect(result.status == 0, "\(result.stderr)")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let served = Set((top + popular).map { "\($0.title) (\($0.year))" })
        for answer in try #require(game["answers"] as? [[String: Any]]) {
            let subject = try #require(answer["subject"] as? String)
            #expect(served.contains(subject), "\(subject) was not served")
            #expect(subject != "Unrated Premiere (2026)", "an unrated title is skipped")
        }

        quizctl.environment["IMDB_API_KEY"] = "wrong"
        let rejected = try quizctl.run(["play", "yesno"], input: tenAnswers)
        #expect(rejected.status == 1)
        #expect(rejected.stderr.contains("Couldn't load movies: Invalid API Key"), "\(rejected.stderr)")
    }

    @Test func importedDatasetsReplaceTheSnapshot() throws {
        let quizctl = QuizctlProcess()
        let ratings = quizctl.file("title.ratings.tsv")
        let basics = quizctl.file("title.basics.tsv")
        try "tconst\taverageRating\tnumVotes\ntt01\t7.9\t5000\ntt02\t6.1\t9000\ntt03\t8.8\t100\ntt04\t9.0\t99999\n"
            .write(to: ratings, atomically: true, encoding: .utf8)
        try """
        tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres
        tt01\tmovie\tFirst Import\tFirst Import\t0\t2001\t\\N\t100\tDrama
        tt02\tmovie\tSecond Import\tSecond Import\t0\t2002\t\\N\t90\tComedy
        tt03\tmovie\tThird Import\tThird Import\t0\t2003\t\\N\t\\N\t\\N
        tt04\ttvSeries\tA Series\tA Series\t0\t2004\t2006\t30\tDrama

        """.write(to: basics, atomically: true, encoding: .utf8)
        let imported = try quizctl.run(["import", ratings.path, "--basics", basics.path, "--limit", "2"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let game = try #require(
            try quizctl.json(["play", "yesno", "--offline", "--count", "2", "--json"], input: "y\ny\n") as? [String: Any])
        let subjects = Set((game["answers"] as? [[String: Any]])?.compactMap { $0["subject"] as? String } ?? [])
        #expect(subjects == ["Second Import (2002)", "First Import (2001)"], "the two most-voted movies; the series is left out")
    }
}
