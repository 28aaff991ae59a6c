import MovieRatingSource
import QuizPlatform
import Testing

/// The built-in Top 250, generated from ../shared/data/imdb-top250-2023-10-20.tsv.
@Suite struct MovieSnapshotTests {
    @Test func holdsTheTop250OfItsDate() {
        let movies = MovieSnapshot.movies
        #expect(MovieSnapshot.date == "2023-10-20")
        #expect(movies.count == 250)
        #expect(movies.map(\.rank) == Array(1...250))
        #expect(Set(movies.map(\.imdbID)).count == 250)
        #expect(movies.first?.title == "The Shawshank Redemption")
        #expect(movies.first { $0.imdbID == "tt0068646" }?.titleWithYear == "The Godfather (1972)")
    }

    @Test func everyMovieHasSaneValues() {
        for movie in MovieSnapshot.movies {
            #expect(movie.imdbID.hasPrefix("tt") && !movie.title.isEmpty, "\(movie)")
            #expect((1920...2023).contains(movie.year), "\(movie)")
            #expect((8.0...9.3).contains(movie.rating), "\(movie)")
            #expect(movie.votes > 25_000, "\(movie)")
            #expect(!movie.directors.isEmpty && !movie.genres.isEmpty, "\(movie)")
            #expect(movie.title == movie.title.terminalSafe, "\(movie)")
        }
    }

    @Test func carriesIMDbsAttribution() {
        #expect(MovieSnapshot.attribution.en == "Information courtesy of IMDb (https://www.imdb.com). Used with permission.")
    }
}
