import FoundationEssentials
import MovieRatingSource
import QuizImport
import QuizPlatform

/// One run of `quizctl movies update`: the downloads with their progress,
/// the new list checked whole, then (unless a dry run) the files installed
/// and the list saved in one transaction of quizctl.db; the report of what changed.
///
/// A dry run downloads into a scratch folder it deletes afterwards, so the
/// data folder is left as it was.
@MainActor
struct MovieListUpdateRun {
    let environment: AppEnvironment
    let full: Bool
    /// The films a rebuilt list keeps; nil keeps as many as the list has.
    let limit: Int?
    let dryRun: Bool
    /// Each file's whole download.
    let timeout: Duration
    let json: Bool

    func run() async throws {
        let console = environment.console
        let list = environment.stores.importedMovies
        let saved = try list.movies()
        let current = saved.isEmpty ? MovieSnapshot.movies : saved
        let host = IMDbDatasetHost(environment: environment.variables)
        // A dry run downloads into a scratch folder of the data folder's tmp/, removed after (or swept after a kill).
        let scratch = dryRun ? try ScratchFolder(in: environment.stores.directory, prefix: "movies") : nil
        defer { scratch?.remove() }
        let folder = scratch.map { URL(fileURLWithPath: $0.path) } ?? environment.stores.directory.url.appending(path: "datasets")

        let update = MovieDatasetUpdate(host: host, http: environment.http, timeout: timeout)
        let display = DownloadProgressDisplay(console: console)
        display.start()
        let files: [PreparedMovieUpdate.File]
        do {
            files = try await update.download(full: full, into: folder, progress: display.report)
            await display.stop()
        } catch {
            await display.stop()
            throw error
        }
        let message = console.text(full ? Strings.moviesRebuilding : Strings.moviesChecking)
        let limit = limit ?? current.count
        let prepared = try await Spinner.run(message: message, on: console.terminal) {
            try update.build(current: current, limit: limit, from: files)
        }
        if !dryRun {
            try prepared.installFiles()
            let refresh = MovieListRefresh(
                date: environment.clock.now(), kind: full ? .rebuilt : .ratings, origin: host.baseURL.absoluteString)
            try list.save(prepared.movies, refresh)
        }
        let report = MovieUpdateReport(
            dryRun: dryRun, full: full, source: host.baseURL.absoluteString, movies: prepared.movies.count, changes: prepared.changes)
        if json {
            console.print(try JSONOutput.string(report))
        } else {
            for line in report.lines(console: console) { console.print(line) }
        }
    }
}
