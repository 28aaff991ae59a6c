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
        // The count and the refresh alone: the list's films are not read.
        guard let saved = try environment.stores.importedMovies.summary() else {
            console.print(Strings.snapshotLine(date: MovieSnapshot.date, count: MovieSnapshot.movies.count))
            console.print(Strings.datasetsNotDownloaded)
            return
        }
        console.print(MovieSource.datasetsLine(saved))
    }
}
