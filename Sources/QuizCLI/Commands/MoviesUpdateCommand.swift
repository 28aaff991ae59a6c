import FoundationEssentials
import MovieRatingSource
import QuizPlatform

/// `quizctl movies update [--full] [--limit N] [--dry-run] [--json]`:
/// refreshes the ratings and vote counts of the movie list from IMDb's
/// title.ratings, or with `--full` rebuilds the list from title.basics too.
struct MoviesUpdateCommand: Command {
    static let full = Option<Bool>.flag("full", help: Strings.Commands.moviesFullOption)
    static let limit = Option<Int?>.integer("limit", in: 1...1_000_000, help: Strings.Commands.moviesLimitOption)
    static let dryRun = Option<Bool>.flag("dry-run", help: Strings.Commands.moviesDryRunOption)
    static let timeout = Option<Int?>.integer(
        "timeout", valueName: "SECONDS", in: 1...86_400, help: Strings.Commands.moviesTimeoutOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "update",
            summary: Strings.Commands.moviesUpdateSummary,
            options: [full, limit, timeout, dryRun, CommonOptions.json],
            discussion: Strings.Commands.moviesUpdateDiscussion,
            examples: LocalizedText(
                verbatim: """
                    quizctl movies update
                    quizctl movies update --dry-run
                    quizctl movies update --full --limit 500
                    quizctl movies update --timeout 900
                    """)
        )
    }

    let arguments: ParsedArguments

    /// `--limit` says how many films a rebuilt list keeps; a ratings refresh keeps the list's own films.
    func validate() throws(UsageError) {
        if let limit = arguments[Self.limit], !arguments[Self.full] {
            throw .invalidValue(
                option: "--limit", value: String(limit), expected: .described(Strings.moviesLimitNeedsFull), path: arguments.path)
        }
    }

    @MainActor func run(in environment: AppEnvironment) async throws {
        try await MovieListUpdateRun(
            environment: environment, full: arguments[Self.full], limit: arguments[Self.limit], dryRun: arguments[Self.dryRun],
            timeout: arguments[Self.timeout].map { .seconds($0) } ?? MovieDatasetUpdate.defaultTimeout, json: arguments[CommonOptions.json]
        ).run()
    }
}
