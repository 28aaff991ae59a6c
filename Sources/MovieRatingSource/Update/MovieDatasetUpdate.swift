import DataFiles
import FoundationEssentials
import HTTPClient
import QuizPlatform

/// The work of `quizctl movies update`: download IMDb's datasets into a
/// folder (resuming what an interrupted run left), check each file whole,
/// and make the new list. Nothing but the part files is written: the caller
/// installs the files and saves the list only once all of it succeeded, so
/// the list in play stays until its successor is complete and valid.
public struct MovieDatasetUpdate: Sendable {
    /// IMDb's title.ratings lists about 1.5 million titles; a file with
    /// fewer than this is a sample or the wrong file.
    public static let defaultMinimumRatings = 10_000

    /// Which file is downloading, and how far it has come.
    public typealias Progress = @Sendable (_ file: String, _ progress: DownloadProgress) -> Void

    /// Each file's whole download (`movies update --timeout`): title.ratings
    /// takes seconds on a home line, title.basics a minute or two. A file
    /// cut at its deadline resumes on the next run.
    public static let defaultTimeout: Duration = .seconds(5 * 60)

    public var host: IMDbDatasetHost
    public var http: HTTPClient
    public var minimumRatings: Int
    public var timeout: Duration
    public var diskReserve: Int64

    public init(
        host: IMDbDatasetHost, http: HTTPClient, minimumRatings: Int = defaultMinimumRatings, timeout: Duration = defaultTimeout,
        diskReserve: Int64 = DownloadLimits.defaultDiskReserve
    ) {
        self.host = host
        self.http = http
        self.minimumRatings = minimumRatings
        self.timeout = timeout
        self.diskReserve = diskReserve
    }

    /// Downloads title.ratings (and with `full` title.basics) into `folder`
    /// and makes the new list: `current` with fresh ratings and votes, or
    /// with `full` the `limit` most-voted movies rebuilt through the
    /// importer. Throws `MovieUpdateError`; a downloaded file found invalid
    /// is deleted, a cut download is kept to resume.
    public func prepare(current: [Movie], full: Bool, limit: Int, folder: URL, progress: @escaping Progress) async throws
        -> PreparedMovieUpdate
    {
        let files = try await download(full: full, into: folder, progress: progress)
        return try build(current: current, limit: limit, from: files)
    }

    /// The first half of `prepare`: the files downloaded (resumed) into `folder`, still as ".part".
    public func download(full: Bool, into folder: URL, progress: @escaping Progress) async throws -> [PreparedMovieUpdate.File] {
        try DataDirectory(url: folder).create()
        var files = [try await download(IMDbDatasetHost.ratingsFile, into: folder, progress)]
        if full { files.append(try await download(IMDbDatasetHost.basicsFile, into: folder, progress)) }
        return files
    }

    /// The second half of `prepare`: each file checked whole, and the new
    /// list made from them (rebuilt when title.basics is among them). Slow
    /// for a full rebuild (it reads about a gigabyte of text): run it off the main actor.
    public func build(current: [Movie], limit: Int, from files: [PreparedMovieUpdate.File]) throws -> PreparedMovieUpdate {
        let ratings = files[0]
        let movies: [Movie]
        if let basics = files.dropFirst().first {
            try check(files) { _ = try DatasetRatings.read(path: ratings.part.path, titles: [], minimumRows: minimumRatings) }
            let rebuilt = try check(files) {
                try IMDbDatasetImporter(limit: limit).importMovies(ratings: ratings.part, basics: basics.part)
            }
            movies = Self.carryingOver(current, into: rebuilt)
        } else {
            let titles = Set(current.compactMap(\.titleNumber))
            let found = try check(files) {
                try DatasetRatings.read(path: ratings.part.path, titles: titles, minimumRows: minimumRatings)
            }
            movies = Self.refreshed(current, with: found.ratings)
        }
        return PreparedMovieUpdate(movies: movies, changes: MovieListChanges(from: current, to: movies), files: files)
    }

    private func download(_ name: String, into folder: URL, _ progress: @escaping Progress) async throws -> PreparedMovieUpdate.File {
        let file = PreparedMovieUpdate.File(name: name, folder: folder)
        let url = host.url(of: name)
        do {
            let limits = DownloadLimits(maxBytes: IMDbDatasetHost.byteCap(of: name), deadline: timeout, diskReserve: diskReserve)
            _ = try await http.download(url, file.part, limits) { progress(name, $0) }
        } catch {
            throw MovieUpdateError.download(url: url, error)
        }
        return file
    }

    /// Runs a check of the downloaded files; a file it refuses is deleted
    /// (a later run must download it again, not resume after its end).
    private func check<T>(_ files: [PreparedMovieUpdate.File], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as IMDbDatasetError {
            let refused = files.filter { $0.part.path == error.path }
            for file in refused.isEmpty ? files : refused { try? FileManager.default.removeItem(at: file.part) }
            throw MovieUpdateError.invalidFile(file: (refused.first ?? files[0]).name, error)
        }
    }

    /// `movies` with the ratings and votes the file gives; a film the file
    /// does not list keeps its own.
    static func refreshed(_ movies: [Movie], with ratings: [Int: TopVotedCandidates.Candidate]) -> [Movie] {
        movies.map { movie in
            guard let number = movie.titleNumber, let found = ratings[number] else { return movie }
            var fresh = movie
            fresh.rating = found.rating
            fresh.votes = found.votes
            return fresh
        }
    }

    /// The datasets carry no directors or posters: a rebuilt film that was
    /// in the old list keeps those it had.
    static func carryingOver(_ old: [Movie], into rebuilt: [Movie]) -> [Movie] {
        let oldByID = Dictionary(old.map { ($0.imdbID, $0) }, uniquingKeysWith: { first, _ in first })
        return rebuilt.map { movie in
            guard let before = oldByID[movie.imdbID] else { return movie }
            var kept = movie
            if kept.directors.isEmpty { kept.directors = before.directors }
            if kept.posterURL == nil { kept.posterURL = before.posterURL }
            return kept
        }
    }
}

extension Movie {
    /// The number in the IMDb id ("tt0111161" → 111161), as the datasets' rows are keyed.
    var titleNumber: Int? {
        imdbID.hasPrefix("tt") ? Int(imdbID.dropFirst(2)) : nil
    }
}
