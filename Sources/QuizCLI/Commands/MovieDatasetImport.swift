import Foundation
import MovieRatingSource
import QuizPlatform

/// `quizctl import title.ratings.tsv --basics title.basics.tsv [--limit N]`:
/// the N most-voted movies of IMDb's datasets become the movie source's list.
@MainActor
struct MovieDatasetImport {
    let stores: DataStores
    let console: Console

    func run(ratings: String, basics: String, limit: Int) async throws {
        let movies = try await Spinner.run(message: console.text(Strings.importingDatasets), on: console.terminal) {
            try IMDbDatasetImporter(limit: limit).importMovies(ratings: URL(fileURLWithPath: ratings), basics: URL(fileURLWithPath: basics))
        }
        try ImportedMovies.store(in: stores).save(ImportedMovies(movies: movies))
        console.print(Strings.moviesImported(movies.count))
    }
}
