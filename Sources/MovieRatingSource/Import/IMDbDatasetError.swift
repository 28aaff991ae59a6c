import QuizPlatform

/// Why an import of IMDb's datasets failed. A bad line stops the import with
/// `FILE:LINE: reason`, like every import in quizctl: IMDb's files are
/// machine-written, so a line that does not parse means a wrong or damaged
/// file, and a quiz built from half of it would mislead.
public enum IMDbDatasetError: UserFacingError, Equatable {
    case unreadable(path: String, reason: String)
    /// A ".gz" file (or one that starts as gzip does) is not gzip data, is damaged or is cut short.
    case decompressionFailed(path: String, reason: LocalizedText)
    /// The header line lacks columns the import needs (or the file is empty).
    case missingColumns(path: String, columns: [String])
    case badLine(path: String, line: Int, reason: LocalizedText)
    /// No rated title is a movie basics lists (non-adult, with a year): nothing to import.
    case noMovies(ratings: String, basics: String)
    /// Fewer rated titles than a real title.ratings holds: a sample or a wrong file.
    case tooFewRows(path: String, rows: Int, minimum: Int)

    public var message: LocalizedText {
        switch self {
        case .unreadable(let path, let reason): Strings.datasetUnreadable(path: path, reason: reason)
        case .decompressionFailed(let path, let reason): Strings.datasetDecompressionFailed(path: path, reason: reason)
        case .missingColumns(let path, let columns): Strings.datasetMissingColumns(path: path, columns: columns)
        case .badLine(let path, let line, let reason): Strings.datasetBadLine(path: path, line: line, reason: reason)
        case .noMovies(let ratings, let basics): Strings.datasetNoMovies(ratings: ratings, basics: basics)
        case .tooFewRows(let path, let rows, let minimum): Strings.datasetTooFewRows(path: path, rows: rows, minimum: minimum)
        }
    }

    /// The file the error is about (the basics file for `.noMovies`).
    public var path: String {
        switch self {
        case .unreadable(let path, _), .decompressionFailed(let path, _), .missingColumns(let path, _), .badLine(let path, _, _),
            .tooFewRows(let path, _, _):
            path
        case .noMovies(_, let basics): basics
        }
    }
}
