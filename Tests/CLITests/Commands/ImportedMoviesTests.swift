import Foundation
import MovieRatingSource
import QuizPlatform
import QuizStore
import Testing

@testable import QuizCLI

/// movies.json is written by `JSONWriter` as JSONEncoder writes it (in
/// declaration order) and read back whole.
@Suite struct ImportedMoviesTests {
    @Test func theSavedListIsJSONEncodersTextAndReadsBack() throws {
        let stores = DataStores(directory: DataDirectory(url: TestData.temporaryFolder()), onQuarantine: { _ in })
        let store = ImportedMovies.store(in: stores)
        let movies = [
            Movie(rank: 1, imdbID: "tt0111161", title: "The \"Shawshank\" Redemption", year: 1994, rating: 9.3, votes: 3_000_000),
            Movie(
                rank: 2, imdbID: "tt0079944", title: "Сталкер", year: 1979, rating: 8, votes: 150_000, directors: ["Andrei Tarkovsky"],
                genres: ["Drama", "Sci-Fi"], posterURL: URL(string: "https://example.com/p.jpg")),
        ]
        for list in [
            ImportedMovies(),
            ImportedMovies(
                movies: movies, refresh: MovieListRefresh(date: Date(timeIntervalSince1970: 1_795_321_080), kind: .imported, origin: "/a/b")
            ),
        ] {
            try store.save(list)
            let file = try Data(contentsOf: store.url)
            #expect(file.last == UInt8(ascii: "\n") && file.starts(with: #"{"movies":["#.utf8))
            let written = try JSONSerialization.jsonObject(with: file) as? NSDictionary
            let encoded = try JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(list)) as? NSDictionary
            #expect(written != nil && written == encoded)
            let read = try store.load()
            #expect(read.movies == list.movies && read.refresh == list.refresh)
        }
    }
}
