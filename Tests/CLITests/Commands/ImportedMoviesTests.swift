import DataFiles
import Foundation
import MovieRatingSource
import QuizPlatform
import QuizStore
import Testing

@testable import QuizCLI

/// The movie source's storage on quizctl.db (`DataStores+Movies`): the list
/// and its refresh come back field for field, its summary is read without
/// the films, a folder without a list makes no database, and the OMDb cache
/// is kept as a document.
@Suite struct ImportedMoviesTests {
    private static let movies = [
        Movie(rank: 1, imdbID: "tt0111161", title: "The \"Shawshank\" Redemption", year: 1994, rating: 9.3, votes: 3_000_000),
        Movie(
            rank: 2, imdbID: "tt0079944", title: "Сталкер", year: 1979, rating: 8, votes: 150_000, directors: ["Andrei Tarkovsky"],
            genres: ["Drama", "Sci-Fi"], posterURL: URL(string: "https://example.com/p.jpg")),
    ]

    @Test func theSavedListAndItsRefreshReadBackFieldForField() throws {
        let folder = TestData.temporaryFolder()
        let stores = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in })
        #expect(try stores.importedMovies.summary() == nil)
        #expect(try stores.importedMovies.movies().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: DataStores.databaseName).path), "reading made nothing")

        let refresh = MovieListRefresh(date: Date(timeIntervalSince1970: 1_795_321_080.25), kind: .imported, origin: "/a/b")
        try stores.importedMovies.save(Self.movies, refresh)
        // A new value for the folder: what the next run of quizctl reads.
        let again = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in }).importedMovies
        #expect(try again.movies() == Self.movies)
        #expect(try again.summary() == ImportedMovieList.Summary(count: 2, refresh: refresh))

        let shorter = MovieListRefresh(date: Date(timeIntervalSince1970: 1_795_400_000), kind: .ratings, origin: "http://mirror/")
        try stores.importedMovies.save([Self.movies[1]], shorter)
        #expect(try again.movies() == [Self.movies[1]], "a save replaces the whole list")
        #expect(try again.summary() == ImportedMovieList.Summary(count: 1, refresh: shorter))
    }

    @Test func theOMDbCacheIsADocumentOfTheDatabase() throws {
        let folder = TestData.temporaryFolder()
        let stores = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in })
        #expect(stores.omdbCacheStorage.load() == nil)
        var contents = OMDbCache.Contents(origin: "https://omdb.example/ key:1234")
        contents.films["tt0111161"] = OMDbCache.Entry(fetchedAt: Date(timeIntervalSince1970: 1_795_321_080.5), film: nil)
        contents.day = "2026-11-27"
        contents.requests = 7
        stores.omdbCacheStorage.save(contents)
        let again = DataStores(directory: DataDirectory(url: folder), onQuarantine: { _ in })
        #expect(again.omdbCacheStorage.load() == contents)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "omdb-cache.json").path))
    }
}
