import FoundationEssentials

/// When and from what the movie list in play was last made or refreshed,
/// kept beside the list so `quizctl sources` can say it.
public struct MovieListRefresh: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable {
        /// Ratings and vote counts refreshed from title.ratings (`movies update`).
        case ratings
        /// The list rebuilt from title.ratings and title.basics (`movies update --full`).
        case rebuilt
        /// Imported from files the player gave (`quizctl import … --basics …`).
        case imported
    }

    public var date: Date
    public var kind: Kind
    /// The dataset host's URL, or the files' paths.
    public var origin: String

    public init(date: Date, kind: Kind, origin: String) {
        self.date = date
        self.kind = kind
        self.origin = origin
    }
}
