import FoundationEssentials
import QuizPlatform

/// OMDb's answers kept for a week, and how many requests were sent today,
/// so that repeated rounds cost no request and the daily budget holds
/// across runs. Where they are kept is injected (`OMDbCacheStorage`:
/// quizctl.db in the app, memory in tests).
///
/// A cache, not user data: replaced whole without a lock, an unreadable one
/// is a miss, a failed write only costs requests. Two quizctl at once may
/// each miss the other's answers; the count of requests may then run a
/// little low, which the budget's margin absorbs.
public struct OMDbCache: Sendable {
    /// OMDb's ratings move slowly; a week keeps a round current and cheap.
    public static let defaultMaxAge: TimeInterval = 7 * 24 * 60 * 60

    public let storage: OMDbCacheStorage
    public let clock: WallClock
    public let maxAge: TimeInterval

    public init(storage: OMDbCacheStorage, clock: WallClock = .live, maxAge: TimeInterval = OMDbCache.defaultMaxAge) {
        self.storage = storage
        self.clock = clock
        self.maxAge = maxAge
    }

    /// The whole cache as last written for `origin`; empty when missing,
    /// unreadable or written for another server or key.
    public func load(origin: String) -> Contents {
        guard let contents = storage.load(), contents.origin == origin else { return Contents(origin: origin) }
        return contents
    }

    public func save(_ contents: Contents) {
        storage.save(contents)
    }

    /// The answer about `imdbID` if it is younger than `maxAge`.
    public func fresh(_ imdbID: String, in contents: Contents) -> Entry? {
        guard let entry = contents.films[imdbID] else { return nil }
        return (0..<maxAge).contains(clock.now().timeIntervalSince(entry.fetchedAt)) ? entry : nil
    }

    /// Today as the request count knows it: the UTC day, since OMDb's quota
    /// is daily and a day that moves with the traveller would cheat it.
    public func today() -> String {
        CivilTime(clock.now()).isoDay
    }

    /// Requests sent today, from the contents as loaded.
    public func requestsToday(in contents: Contents) -> Int {
        contents.day == today() ? contents.requests : 0
    }

    public struct Contents: Codable, Sendable, Equatable {
        /// The base URL and a digest of the key the answers came from.
        public var origin: String
        public var films: [String: Entry] = [:]
        /// The UTC day `requests` counts, "2026-11-23".
        public var day: String = ""
        public var requests = 0
        /// The day OMDb said its quota was reached: no more requests that day.
        public var limitReachedOn: String?
        /// When the last request was answered, for `quizctl sources`.
        public var lastFetch: Date?

        /// An empty cache for answers from `origin`.
        public init(origin: String) {
            self.origin = origin
        }
    }

    /// One film's answer: what OMDb said, or that it knows no such film
    /// (kept too, so a missing film is not asked about every round).
    public struct Entry: Codable, Sendable, Equatable {
        public var fetchedAt: Date
        public var film: OMDbFilm?

        public init(fetchedAt: Date, film: OMDbFilm?) {
            self.fetchedAt = fetchedAt
            self.film = film
        }
    }
}
