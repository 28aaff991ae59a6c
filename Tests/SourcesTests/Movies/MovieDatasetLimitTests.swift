import Foundation
import MovieRatingSource
import QuizPlatform
import Testing

/// The IMDb dataset import on files where the most-voted titles are not
/// movies, where nothing matches, and with a cut-off last line (issue 14).
@Suite struct MovieDatasetLimitTests {
    typealias Files = MovieDatasetImporterTests

    /// A sample shaped like a slice of IMDb's files: `episodes` TV episodes
    /// with many votes, then `movies` movies with fewer.
    static func sample(episodes: Int, movies: Int) -> (ratings: [String], basics: [String]) {
        var ratings = ["tconst\taverageRating\tnumVotes"]
        var basics = [Files.basics[0]]
        for index in 0..<episodes {
            let id = String(format: "tt%07d", 1_000_000 + index)
            ratings.append("\(id)\t8.1\t\(900_000 - index)")
            basics.append("\(id)\ttvEpisode\tEpisode \(index)\tEpisode \(index)\t0\t2011\t\\N\t55\tDrama")
        }
        for index in 0..<movies {
            let id = String(format: "tt%07d", 2_000_000 + index)
            ratings.append("\(id)\t7.2\t\(50_000 - index)")
            basics.append("\(id)\tmovie\tMovie \(index)\tMovie \(index)\t0\t\(1990 + index % 30)\t\\N\t100\tComedy")
        }
        return (ratings, basics)
    }

    @Test func importsWhatTheLimitAsksWhenMostVotedTitlesAreEpisodes() throws {
        let folder = try MovieFixtures.temporaryFolder()
        // More episodes than the first pass's 16 × 250 + 100 candidates: a second pass finds the movies.
        let (ratingLines, basicLines) = Self.sample(episodes: 5_000, movies: 400)
        let ratings = try Files.write(ratingLines, named: "title.ratings.tsv", in: folder)
        let basics = try Files.write(basicLines, named: "title.basics.tsv", in: folder)
        let movies = try IMDbDatasetImporter(limit: 250).importMovies(ratings: ratings, basics: basics)
        #expect(movies.count == 250)
        #expect(movies.first?.title == "Movie 0" && movies.last?.title == "Movie 249")
        #expect(movies.map(\.rank) == Array(1...250))
        // Fewer only when the files hold fewer.
        #expect(try IMDbDatasetImporter(limit: 1_000).importMovies(ratings: ratings, basics: basics).count == 400)
    }

    @Test func noMatchingMovieIsAnErrorNotAnEmptyList() throws {
        let folder = try MovieFixtures.temporaryFolder()
        let (ratingLines, basicLines) = Self.sample(episodes: 20, movies: 0)
        let ratings = try Files.write(ratingLines, named: "r.tsv", in: folder)
        let basics = try Files.write(basicLines, named: "b.tsv", in: folder)
        let error = #expect(throws: IMDbDatasetError.noMovies(ratings: ratings.path, basics: basics.path)) {
            try IMDbDatasetImporter(limit: 5).importMovies(ratings: ratings, basics: basics)
        }
        #expect(error?.message.en.contains("nothing was changed") == true)
    }

    @Test(arguments: [1, 3, 250])
    func aCutOffLastLineIsAnErrorWhateverTheLimit(_ limit: Int) throws {
        let folder = try MovieFixtures.temporaryFolder()
        let ratings = try Files.write(Files.ratings, named: "r.tsv", in: folder)
        // The download stopped in the middle of a title that is not rated at all.
        let text = (Files.basics + ["tt9999999\tmovie\tCut sh"]).joined(separator: "\n")
        let basics = folder.appending(path: "b.tsv")
        try Data(text.utf8).write(to: basics)
        #expect(throws: IMDbDatasetError.badLine(path: basics.path, line: 10, reason: Strings.datasetFieldCount(expected: 9, found: 3))) {
            try IMDbDatasetImporter(limit: limit).importMovies(ratings: ratings, basics: basics)
        }
    }
}
