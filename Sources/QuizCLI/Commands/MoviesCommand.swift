import MovieRatingSource
import QuizPlatform

/// `quizctl movies`: the movie list games play, and where it came from;
/// `movies update` refreshes it from IMDb's datasets.
struct MoviesCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "movies",
            summary: Strings.Commands.moviesSummary,
            subcommands: [MoviesUpdateCommand.self],
            discussion: Strings.Commands.moviesDiscussion
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let saved = try ImportedMovies.store(in: environment.stores).load()
        guard !saved.movies.isEmpty else {
            console.print(Strings.snapshotLine(date: MovieSnapshot.date, count: MovieSnapshot.movies.count))
            console.print(Strings.datasetsNotDownloaded)
            return
        }
        console.print(
            saved.refresh.map { Strings.datasetsListLine(count: saved.movies.count, refresh: $0) }
                ?? Strings.importedListLine(count: saved.movies.count))
    }
}
