import Foundation
import Testing

@testable import MovieRatingSource

/// The built quizctl with OMDB_API_KEY and QUIZCTL_OMDB_URL at a loopback
/// OMDb: a scripted yes/no round is right by OMDb's ratings, not the snapshot's.
@Suite struct OMDbRoundEndToEndTests {
    /// OMDb rates every snapshot film far from its snapshot rating (4.0–7.9),
    /// so an answer checked against the snapshot would often be wrong.
    static let omdbRatings = Dictionary(
        uniqueKeysWithValues: MovieSnapshot.movies.map { ($0.imdbID, String(format: "%.1f", 4.0 + Double($0.rank % 40) / 10)) })

    @Test func aScriptedRoundUsesOMDbsRatings() throws {
        let server = try OMDbFixtures.server(ratings: Self.omdbRatings)
        defer { server.stop() }
        var quizctl = QuizctlProcess()
        quizctl.environment["OMDB_API_KEY"] = OMDbFixtures.key
        quizctl.environment["QUIZCTL_OMDB_URL"] = server.baseURL.absoluteString
        let result = try quizctl.run(["play", "yesno", "--seed", "5", "--json"], input: String(repeating: "y\nn\n", count: 5))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(server.requests.count == 10, "only the round's ten films are looked up")
        let game = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let answers = try #require(game["answers"] as? [[String: Any]])
        #expect(answers.count == 10)
        let ids = Dictionary(MovieSnapshot.movies.map { ($0.titleWithYear, $0.imdbID) }, uniquingKeysWith: { first, _ in first })
        for answer in answers {
            let subject = try #require(answer["subject"] as? String)
            let rating = try #require(ids[subject].flatMap { Self.omdbRatings[$0] }.flatMap(Double.init))
            let question = try #require(answer["question"] as? String)
            let threshold = try #require(question.split(separator: " ").last.flatMap { Double($0.dropLast()) })
            let truth = question.contains("greater than") ? rating > threshold : rating < threshold
            #expect(answer["correctAnswer"] as? String == (truth ? "Yes" : "No"), "\(subject): OMDb rates it \(rating)")
        }

        // --offline never asks OMDb: the snapshot plays.
        let offline = try quizctl.run(["play", "yesno", "--offline", "--count", "2", "--json"], input: "y\ny\n")
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(server.requests.count == 10)

        let sources = try quizctl.run(["sources"])
        #expect(sources.stdout.contains("OMDb at 127.0.0.1: key set, reachable"), "\(sources.stdout)")
        #expect(sources.stdout.contains("10 of 500 requests today"), "\(sources.stdout)")
    }

    @Test func anInvalidKeyIsSaidAndTheSnapshotPlays() throws {
        let server = try OMDbFixtures.server(ratings: Self.omdbRatings)
        defer { server.stop() }
        var quizctl = QuizctlProcess()
        quizctl.environment["OMDB_API_KEY"] = "wrong"
        quizctl.environment["QUIZCTL_OMDB_URL"] = server.baseURL.absoluteString
        let result = try quizctl.run(["play", "yesno", "--count", "3", "--json"], input: "y\ny\ny\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("OMDb refused the key (Invalid API key!): check OMDB_API_KEY — 3 films keep the list's rating"),
            "\(result.stderr)")

        quizctl.environment["LANG"] = "ru_RU.UTF-8"
        let russian = try quizctl.run(["play", "yesno", "--count", "2", "--json"], input: "да\nда\n")
        #expect(russian.stderr.contains("OMDb не принял ключ"), "\(russian.stderr)")
    }

    @Test func withoutAKeySourcesSaysHowToConfigureIt() throws {
        let result = try QuizctlProcess().run(["sources"])
        #expect(result.stdout.contains("OMDb: not configured (set OMDB_API_KEY"), "\(result.stdout)")
    }
}
