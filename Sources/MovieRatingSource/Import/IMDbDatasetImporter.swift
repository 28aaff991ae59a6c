import FoundationEssentials
import QuizPlatform

/// Builds a movie list from IMDb's own datasets (https://datasets.imdbws.com):
/// title.ratings.tsv (tconst, averageRating, numVotes) and title.basics.tsv
/// (tconst, titleType, primaryTitle, …, startYear, …, genres), tab-separated
/// with a header line and `\N` for a missing value, plain or ".gz".
///
/// Both files are streamed. The ratings pass keeps only the most-voted
/// candidates in a heap; the basics pass (about 1 GB) parses a line fully only
/// when its id is a candidate. Candidates are `limit × 16 + 100` titles, not
/// `limit`, because series, episodes and games share the ratings file and drop
/// out in the basics pass. A candidate costs some 40 bytes and another pass
/// a whole decompression of basics, so the first pass takes plenty: enough
/// for files where only one rated title in ten is a movie (a tenth of IMDb's
/// titles are; among its most-voted, far more). On other files (a sample,
/// say, where most rated titles are episodes)
/// the passes are repeated with four times the candidates until `limit` movies
/// are found or every rated title was a candidate: the result has `limit`
/// movies whenever the files hold that many, and fewer only when they do not.
/// Adult titles and movies without a year are left out.
/// The datasets carry no directors: imported movies have none.
/// A line is checked the same way whatever `limit` is: a cut-off line is
/// an error even when its title is not among the candidates.
public struct IMDbDatasetImporter: Sendable {
    /// The most `limit` may be: far more movies than IMDb lists, and small
    /// enough that the candidate count cannot overflow.
    public static let largestLimit = 10_000_000

    /// How many movies to keep, the most-voted first.
    public let limit: Int

    /// `limit` is clamped to `0...largestLimit`.
    public init(limit: Int = 250) {
        self.limit = min(max(limit, 0), Self.largestLimit)
    }

    /// The `limit` most-voted movies, ranked by votes (rank 1 = most votes).
    /// Throws `IMDbDatasetError` on an unreadable file, a missing column or a
    /// bad line, and `.noMovies` when `limit` asks for some and none matched:
    /// an empty list must never replace one that worked.
    public func importMovies(ratings: URL, basics: URL) throws -> [Movie] {
        var capacity = limit * 16 + 100
        var movies: [Movie]
        // The first pass reads the two files at once (see ConcurrentBasicsPass); a rare second one, one after the other.
        var concurrent: ConcurrentBasicsPass? = ConcurrentBasicsPass(path: basics.path)
        while true {
            let (candidates, rated): (CandidateIndex, Int)
            do {
                (candidates, rated) = try mostVotedTitles(in: ratings.path, capacity: capacity)
            } catch {
                concurrent?.cancel()
                throw error
            }
            if let pass = concurrent {
                movies = try pass.movies(among: candidates)
                concurrent = nil
            } else {
                movies = try self.movies(among: candidates, in: basics.path)
            }
            if movies.count >= limit || rated <= capacity { break }
            // At most every rated title: the next pass is then the last.
            capacity = min(capacity * 4, rated)
        }
        if limit > 0, movies.isEmpty { throw IMDbDatasetError.noMovies(ratings: ratings.path, basics: basics.path) }
        return movies.prefix(limit).enumerated().map { index, movie in
            var ranked = movie
            ranked.rank = index + 1
            return ranked
        }
    }

    /// The `capacity` most-voted titles, and how many rated titles the file lists.
    private func mostVotedTitles(in path: String, capacity: Int) throws -> (CandidateIndex, Int) {
        var top = TopVotedCandidates(capacity: capacity)
        var rated = 0
        var table: TSVTable?
        try TSVLineReader(path: path).forEachLine { number, line in
            guard let columns = table else {
                table = try TSVTable(header: line, path: path, required: TSVTable.ratingsColumns)
                return
            }
            guard !line.isEmpty else { return }
            top.offer(try columns.ratingsRow(line, number: number))
            rated += 1
        }
        guard table != nil else { throw IMDbDatasetError.missingColumns(path: path, columns: TSVTable.ratingsColumns) }
        return (CandidateIndex(top.mostVotedFirst), rated)
    }

    /// The candidates that basics lists as non-adult movies with a year, most votes first.
    private func movies(among candidates: CandidateIndex, in path: String) throws -> [Movie] {
        var pass = BasicsPass(path: path)
        try TSVLineReader(path: path).forEachLine { number, line in
            if try pass.takeHeader(line) { return }
            try pass.take(line, number: number, candidates: candidates)
        }
        return try pass.movies()
    }
}
