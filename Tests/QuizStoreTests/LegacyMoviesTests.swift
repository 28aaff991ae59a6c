import DataFiles
import Foundation
import QuizPlatform
import Testing

@testable import QuizStore

/// The movie list of a folder of the older format (movies.json, made by the
/// last version that wrote it: Tests/Fixtures/LegacyMovies) comes over with
/// every movie and its refresh in the legacy import's transaction, and the
/// files go aside with their lock, the OMDb cache unread.
@Suite struct LegacyMoviesTests {
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../Fixtures/LegacyMovies/folder").standardizedFileURL

    /// A copy of the fixture's folder, to migrate.
    private func copy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixture.path) {
            try FileManager.default.copyItem(atPath: Self.fixture.appending(path: name).path, toPath: folder.file(name))
        }
        return folder
    }

    private func run(_ folder: TemporaryFolder) throws -> QuizStoreClient {
        let database = folder.file("quizctl.db")
        try LegacyImport.run(DataDirectory(url: URL(fileURLWithPath: folder.path)), databasePath: database, today: Fixtures.start)
        return try QuizStoreClient.live(path: database)
    }

    private static let expected = [
        StoredMovie(rank: 1, imdbID: "tt0000001", title: "The \"Quoted\" Film", year: 1994, rating: 9.1, votes: 500_000, genres: ["Drama"]),
        StoredMovie(rank: 2, imdbID: "tt0000002", title: "Сталкер", year: 1979, rating: 7.25, votes: 400_000, genres: ["Drama", "Sci-Fi"]),
        StoredMovie(rank: 3, imdbID: "tt0000003", title: "A Film", year: 2001, rating: 6, votes: 300_000),
        StoredMovie(
            rank: 4, imdbID: "tt0000004", title: "B Film", year: 2010, rating: 8.4, votes: 200_000,
            genres: ["Action", "Adventure", "Sci-Fi"]),
        StoredMovie(rank: 5, imdbID: "tt0000005", title: "C Film", year: 1950, rating: 5.5, votes: 100_000, genres: ["Comedy"]),
    ]

    private static let refresh = StoredMovieRefresh(
        date: try! Date("2026-03-05T08:00:00Z", strategy: .iso8601), kind: "imported", origin: "ratings.tsv, basics.tsv")

    @Test func everyMovieAndTheRefreshComeOverAndTheFilesGoAside() throws {
        let folder = try copy()
        let client = try run(folder)
        #expect(try client.movies() == Self.expected)
        #expect(try client.movieList() == StoredMovieList(count: 5, refresh: Self.refresh))
        let aside = folder.file(LegacyImport.folderName(Fixtures.start))
        for name in ["movies.json", "movies.json.lock", "omdb-cache.json"] {
            #expect(!FileManager.default.fileExists(atPath: folder.file(name)), "\(name) left the folder")
            #expect(FileManager.default.fileExists(atPath: aside + "/" + name), "\(name) is kept aside")
        }
        #expect(try client.loadDocument(.omdbCache) == nil, "the OMDb cache is dropped, not imported")
    }

    /// A folder migrated by the version before the movie list moved has a
    /// database and its marker, and still its movies.json: the list comes over.
    @Test func aFolderMigratedBeforeStillBringsItsList() throws {
        let folder = try copy()
        let list = try Data(contentsOf: URL(fileURLWithPath: folder.file("movies.json")))
        try FileManager.default.removeItem(atPath: folder.file("movies.json"))
        let client = try run(folder)
        #expect(try client.movieList() == nil)
        try list.write(to: URL(fileURLWithPath: folder.file("movies.json")))
        try LegacyImport.run(
            DataDirectory(url: URL(fileURLWithPath: folder.path)), databasePath: folder.file("quizctl.db"), today: Fixtures.start)
        #expect(try client.movies() == Self.expected)
        #expect(!FileManager.default.fileExists(atPath: folder.file("movies.json")))
    }

    @Test func aListThatDoesNotDecodeIsNamedAndNothingIsMade() throws {
        let folder = try copy()
        try Data(#"{"movies":[{"rank":1}]}"#.utf8).write(to: URL(fileURLWithPath: folder.file("movies.json")))
        #expect(throws: QuizStoreError.legacyUnreadable(path: folder.file("movies.json"), line: nil)) { _ = try run(folder) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("quizctl.db")))
        #expect(FileManager.default.fileExists(atPath: folder.file("omdb-cache.json")), "the folder is left as it was")
    }
}
