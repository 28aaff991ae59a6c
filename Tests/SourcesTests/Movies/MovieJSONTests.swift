import Foundation
import QuizPlatform
import Testing

@testable import MovieRatingSource

/// A movie list (movies.json) is written by `JSONWriter` as JSONEncoder
/// writes it (see `JSONWriterTests`), so older quizctl and JSONDecoder read
/// it as before.
@Suite struct MovieJSONTests {
    private static let pieces = [
        "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{7F}", "Ж", "ё", "😀", "e\u{301}", "Amélie", "Сталкер",
    ]

    private static func text(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private static func movie(_ random: inout SplitMix64) -> Movie {
        let posters = [nil, "https://m.media-amazon.com/images/M/x.jpg", "http://example.com/a b/ü?q=1&r=\"2\"", "file:///tmp/p.png"]
        return Movie(
            rank: Int.random(in: 1...100_000, using: &random), imdbID: "tt\(Int.random(in: 1...9_999_999, using: &random))",
            title: text(&random), year: Int.random(in: 1874...2030, using: &random),
            rating: Double(Int.random(in: 10...100, using: &random)) / 10, votes: Int.random(in: 0...3_000_000, using: &random),
            directors: (0..<Int.random(in: 0...2, using: &random)).map { _ in text(&random) },
            genres: (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) },
            posterURL: posters.randomElement(using: &random)!.flatMap { URL(string: $0) })
    }

    @Test func moviesAndTheirRefreshAreWrittenAsJSONEncoderWritesThem() throws {
        var random = SplitMix64(seed: 21)
        let movies = (0..<300).map { _ in Self.movie(&random) }
        #expect(movies.contains { $0.posterURL != nil })
        let refreshes = [MovieListRefresh.Kind.ratings, .rebuilt, .imported].map {
            MovieListRefresh(date: Date(timeIntervalSince1970: 1_795_321_080), kind: $0, origin: "/tmp/title.ratings.tsv.gz")
        }
        // Pretty output sorts keys as JSONEncoder does; compact output keeps
        // declaration order (JSONEncoder's is a hash table's), so it is
        // compared as JSON values.
        let pretty = JSONCoding.encoder(pretty: true)
        #expect(try JSONWriter.text(of: movies, .pretty) == Array(try pretty.encode(movies)))
        let compact = try JSONSerialization.jsonObject(with: Data(try JSONWriter.text(of: movies, .compact))) as? NSArray
        let encoded = try JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(movies)) as? NSArray
        #expect(compact != nil && compact == encoded)
        for refresh in refreshes {
            #expect(try JSONWriter.text(of: refresh, .pretty) == Array(try pretty.encode(refresh)))
            #expect(
                try JSONWriter.text(of: refresh, .compact)
                    == Array(
                        #"{"date":"2026-11-22T04:18:00Z","kind":"\#(refresh.kind.rawValue)","origin":"/tmp/title.ratings.tsv.gz"}"#.utf8))
        }
        let read = try JSONCoding.decoder().decode([Movie].self, from: Data(try JSONWriter.text(of: movies, .compact)))
        #expect(read == movies)
    }
}
