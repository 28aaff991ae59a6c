import FoundationEssentials
import QuizPlatform

/// OMDb as the movie rounds use it: the films a round asks about are looked
/// up (from the cache when fresh), within a daily budget of requests well
/// under OMDb's free 1,000, and whatever fails leaves the list's own values.
public struct OMDbRatings: Sendable {
    /// Half of OMDb's free daily quota: other programs may share the key,
    /// and a day of heavy play still stays inside it.
    public static let defaultDailyBudget = 500

    public let client: OMDbClient
    public let cache: OMDbCache
    public let dailyBudget: Int

    public init(client: OMDbClient, cache: OMDbCache, dailyBudget: Int = OMDbRatings.defaultDailyBudget) {
        self.client = client
        self.cache = cache
        self.dailyBudget = dailyBudget
    }

    /// What a refresh did: the films with OMDb's values where it had them,
    /// how many answers came from the network, and the problem that kept
    /// some films on the list's values.
    public struct Refresh: Sendable, Equatable {
        public var movies: [Movie]
        public var requests: Int
        public var problem: OMDbError?
        /// Films that kept the list's values.
        public var unchanged: Int
    }

    /// The films with today's OMDb values. Cached answers cost nothing; the
    /// rest are asked for at once, as many as today's budget allows, unless
    /// OMDb already said today that the quota is spent.
    public func refresh(_ movies: [Movie]) async -> Refresh {
        let origin = origin
        var contents = cache.load(origin: origin)
        let today = cache.today()
        if contents.day != today { (contents.day, contents.requests) = (today, 0) }

        var films: [String: OMDbFilm?] = [:]
        var missing: [String] = []
        for movie in movies where films[movie.imdbID] == nil {
            if let entry = cache.fresh(movie.imdbID, in: contents) {
                films[movie.imdbID] = .some(entry.film)
            } else if !missing.contains(movie.imdbID) {
                missing.append(movie.imdbID)
            }
        }

        var problem: OMDbError?
        var allowed = missing
        if contents.limitReachedOn == today {
            (allowed, problem) = ([], missing.isEmpty ? nil : .limitReached)
        } else if missing.count > dailyBudget - contents.requests {
            allowed = Array(missing.prefix(max(0, dailyBudget - contents.requests)))
            problem = .budgetSpent(limit: dailyBudget)
        }
        let (answers, sent) = await lookUp(allowed)
        contents.requests += sent
        var worst: OMDbError?
        for (id, result) in answers {
            switch result {
            case .success(let film):
                films[id] = .some(film)
                contents.films[id] = OMDbCache.Entry(fetchedAt: cache.clock.now(), film: film)
            case .failure(.notFound):
                films[id] = .some(nil)
                contents.films[id] = OMDbCache.Entry(fetchedAt: cache.clock.now(), film: nil)
                if worst == nil { worst = .notFound(imdbID: id) }
            case .failure(let error):
                if error == .limitReached { contents.limitReachedOn = today }
                if worst == nil || (error.stopsTheRound && worst?.stopsTheRound == false) { worst = error }
            }
        }
        if sent > 0 { contents.lastFetch = cache.clock.now() }
        // Expired answers are dropped, so the file holds at most a week of films.
        contents.films = contents.films.filter { cache.fresh($0.key, in: contents) != nil }
        cache.save(contents)

        let refreshed = movies.map { movie in films[movie.imdbID]??.applied(to: movie) ?? movie }
        let unchanged = movies.filter { (films[$0.imdbID] ?? nil) == nil }.count
        return Refresh(movies: refreshed, requests: sent, problem: worst ?? problem, unchanged: unchanged)
    }

    /// Asks about the ids a few at a time (polite to a free service, and a
    /// round of ten is still quick); once the key, the quota or the network
    /// fails, the ids not yet asked about fail the same way, unsent.
    /// Returns each id's answer and how many requests were sent.
    private func lookUp(_ ids: [String]) async -> (answers: [(String, Result<OMDbFilm, OMDbError>)], sent: Int) {
        guard !ids.isEmpty else { return ([], 0) }
        let client = client
        return await withTaskGroup(of: (String, Result<OMDbFilm, OMDbError>).self) { group in
            var pending = ids[...]
            var answers: [(String, Result<OMDbFilm, OMDbError>)] = []
            var sent = 0
            var stop: OMDbError?
            while true {
                while stop == nil, sent - answers.count < 4, let id = pending.popFirst() {
                    sent += 1
                    group.addTask {
                        do throws(OMDbError) {
                            return (id, .success(try await client.film(id)))
                        } catch {
                            return (id, .failure(error))
                        }
                    }
                }
                guard let answer = await group.next() else { break }
                answers.append(answer)
                if case .failure(let error) = answer.1, error.stopsTheRound { stop = error }
            }
            let unsent = pending.map { ($0, Result<OMDbFilm, OMDbError>.failure(stop ?? .malformed)) }
            return (answers + unsent, sent)
        }
    }

    /// The base URL and a digest of the key (the key itself is never written).
    public var origin: String {
        "\(client.baseURL.absoluteString) key:\(FNV1a.hex(client.apiKey))"
    }

    /// The line of `quizctl sources`: the service (nil: not asked, offline),
    /// the cache, today's requests.
    public func statusLine(reachable: Bool?) -> LocalizedText {
        let contents = cache.load(origin: origin)
        let fresh = contents.films.keys.filter { cache.fresh($0, in: contents) != nil }.count
        let age = contents.lastFetch.map { max(0, cache.clock.now().timeIntervalSince($0)) }
        return Strings.omdbStatus(
            host: client.baseURL.host ?? client.baseURL.absoluteString, reachable: reachable, cached: fresh,
            lastFetchAge: age, requestsToday: cache.requestsToday(in: contents), budget: dailyBudget,
            limitReached: contents.limitReachedOn == cache.today())
    }
}
