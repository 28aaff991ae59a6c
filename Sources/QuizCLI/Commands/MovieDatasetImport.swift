import FoundationEssentials
import MovieRatingSource
import QuizPlatform
import QuizStore

/// `quizctl import title.ratings.tsv --basics title.basics.tsv [--limit N] [--dry-run]`:
/// the N most-voted movies of IMDb's datasets become the movie source's list.
/// A dry run reads and checks both files and writes nothing.
@MainActor
struct MovieDatasetImport {
    let stores: DataStores
    let console: Console
    /// When the import happens, kept beside the list for `quizctl sources`.
    let date: Date

    func run(ratings: String, basics: String, limit: Int, dryRun: Bool) async throws {
        let movies = try await Spinner.run(
            message: console.text(Strings.importingDatasets), on: console.terminal, glyphs: console.style.glyphs
        ) {
            try IMDbDatasetImporter(limit: limit).importMovies(ratings: URL(fileURLWithPath: ratings), basics: URL(fileURLWithPath: basics))
        }
        if dryRun {
            console.print(Strings.moviesWouldImport(movies.count))
        } else {
            let refresh = MovieListRefresh(date: date, kind: .imported, origin: "\(ratings), \(basics)")
            try stores.importedMovies.save(movies, refresh)
            console.print(Strings.moviesImported(movies.count))
        }
        // The importer looks past its first candidates until it finds `limit`: fewer means the files hold no more.
        if movies.count < limit { console.note(Strings.moviesFewerThanLimit(movies.count, limit: limit)) }
    }
}
