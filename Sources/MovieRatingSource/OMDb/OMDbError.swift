import QuizPlatform

/// Why OMDb gave no answer for a film, each said plainly: the round then
/// plays on the list's own ratings (the built-in snapshot or an import).
public enum OMDbError: Error, Sendable, Equatable {
    /// "Invalid API key!" or "No API key provided." (HTTP 401).
    case invalidKey
    /// "Request limit reached!": the key's daily quota is spent.
    case limitReached
    /// OMDb knows no film of that id ("Incorrect IMDb ID.", "Error getting data.").
    case notFound(imdbID: String)
    /// No answer at all: no connection, a time-out, no curl.
    case unreachable(LocalizedText)
    /// An answer that is not OMDb's JSON.
    case malformed
    /// Another status or error OMDb sent, as it said it.
    case service(String)
    /// quizctl's own daily budget of requests is used up.
    case budgetSpent(limit: Int)

    public var message: LocalizedText {
        switch self {
        case .invalidKey: Strings.omdbInvalidKey
        case .limitReached: Strings.omdbLimitReached
        case .notFound(let id): Strings.omdbNotFound(id)
        case .unreachable(let reason): reason
        case .malformed: Strings.omdbMalformed
        case .service(let message): Strings.omdbService(message)
        case .budgetSpent(let limit): Strings.omdbBudgetSpent(limit: limit)
        }
    }

    /// Whether asking again today about other films is pointless: the key,
    /// the quota or the network is the problem, not the film.
    var stopsTheRound: Bool {
        switch self {
        case .notFound, .malformed, .service: false
        case .invalidKey, .limitReached, .unreachable, .budgetSpent: true
        }
    }
}
