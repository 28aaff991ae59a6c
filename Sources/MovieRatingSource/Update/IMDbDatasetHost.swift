import FoundationEssentials

/// Where IMDb's non-commercial datasets are downloaded from: IMDb's own
/// host (https://developer.imdb.com/non-commercial-datasets/), or a mirror
/// or a test server named by `QUIZCTL_IMDB_DATASETS_URL`.
public struct IMDbDatasetHost: Sendable, Equatable {
    public static let defaultBaseURL = URL(string: "https://datasets.imdbws.com/")!
    public static let environmentVariable = "QUIZCTL_IMDB_DATASETS_URL"
    /// Ratings and vote counts of every rated title (about 7 MB).
    public static let ratingsFile = "title.ratings.tsv.gz"
    /// Type, title, year and genres of every title (about 200 MB).
    public static let basicsFile = "title.basics.tsv.gz"

    /// The most each file may be: IMDb's own are about 7 MB and 200 MB, so
    /// the caps leave room for years of growth and stop a body that never
    /// ends long before it fills a disk.
    public static func byteCap(of file: String) -> Int64 {
        file == basicsFile ? 1_000_000_000 : 64_000_000
    }

    public let baseURL: URL

    public init(baseURL: URL = defaultBaseURL) {
        self.baseURL = baseURL
    }

    /// The host `QUIZCTL_IMDB_DATASETS_URL` names, else IMDb's.
    public init(environment: [String: String]) {
        let named = environment[Self.environmentVariable].flatMap { $0.isEmpty ? nil : URL(string: $0) }
        self.init(baseURL: named ?? Self.defaultBaseURL)
    }

    /// The URL of one of the files, whether or not the base ends with a slash.
    public func url(of file: String) -> URL {
        let base = baseURL.absoluteString
        return URL(string: (base.hasSuffix("/") ? base : base + "/") + file) ?? baseURL.appending(path: file)
    }
}
