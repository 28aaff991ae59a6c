import DataFiles
import FoundationEssentials
import QuizPlatform

/// The last live movie list, kept in the data folder for a day so that a
/// second game starts without waiting on the network.
///
/// A cache, not user data: it is written with a plain atomic replace (no lock,
/// no quarantine), a file that cannot be read is simply a miss, and a failed
/// write only means the next game fetches again.
public struct MovieListCache: Sendable {
    public static let fileName = "imdb-cache.json"

    public let fileURL: URL
    public let clock: WallClock
    /// How long a list stays fresh, in seconds.
    public let maxAge: TimeInterval

    public init(folder: URL, clock: WallClock = .live, maxAge: TimeInterval = 24 * 60 * 60) {
        self.fileURL = folder.appending(path: Self.fileName)
        self.clock = clock
        self.maxAge = maxAge
    }

    /// The cached movies if they were fetched from `origin` less than `maxAge` ago.
    public func freshMovies(from origin: String) -> [Movie]? {
        guard let data = try? Data(contentsOf: fileURL),
            let entry = try? JSONCoding.decoder().decode(Entry.self, from: data),
            entry.origin == origin
        else { return nil }
        let age = clock.now().timeIntervalSince(entry.fetchedAt)
        return (0..<maxAge).contains(age) ? entry.movies : nil
    }

    /// Replaces the cache with a list just fetched from `origin`.
    public func store(_ movies: [Movie], from origin: String) {
        let entry = Entry(fetchedAt: clock.now(), origin: origin, movies: movies)
        guard let data = try? JSONCoding.encoder().encode(entry) else { return }
        try? PrivateFile.write(data, to: fileURL)
    }

    /// `origin` names where a list came from (base URL and a digest of the key),
    /// so a list from another server or key is never served as this one's.
    private struct Entry: Codable {
        var fetchedAt: Date
        var origin: String
        var movies: [Movie]
    }
}
