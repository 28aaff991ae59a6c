/// What an update would change in the movie list: films that join it,
/// films that leave it, and ratings or vote counts that move.
public struct MovieListChanges: Sendable, Equatable {
    /// A film in both lists whose rating or vote count differs.
    public struct RatingChange: Sendable, Equatable {
        /// The film as it would be.
        public var movie: Movie
        public var oldRating: Double
        public var oldVotes: Int

        /// The rating's move in tenths (+3 for 8.1 → 8.4).
        public var ratingTenths: Int { movie.ratingTenths - Int((oldRating * 10).rounded()) }
        public var votesDelta: Int { movie.votes - oldVotes }
    }

    public var added: [Movie]
    public var dropped: [Movie]
    /// The biggest rating moves first, then the biggest vote moves.
    public var changed: [RatingChange]
    /// Films in both lists with the same rating and votes.
    public var unchanged: Int

    public init(from old: [Movie], to new: [Movie]) {
        let oldByID = Dictionary(old.map { ($0.imdbID, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.map(\.imdbID))
        added = new.filter { oldByID[$0.imdbID] == nil }
        dropped = old.filter { !newIDs.contains($0.imdbID) }
        var changed: [RatingChange] = []
        var unchanged = 0
        for movie in new {
            guard let before = oldByID[movie.imdbID] else { continue }
            if before.ratingTenths == movie.ratingTenths && before.votes == movie.votes {
                unchanged += 1
            } else {
                changed.append(RatingChange(movie: movie, oldRating: before.rating, oldVotes: before.votes))
            }
        }
        self.changed = changed.sorted { lhs, rhs in
            if abs(lhs.ratingTenths) != abs(rhs.ratingTenths) { return abs(lhs.ratingTenths) > abs(rhs.ratingTenths) }
            if abs(lhs.votesDelta) != abs(rhs.votesDelta) { return abs(lhs.votesDelta) > abs(rhs.votesDelta) }
            return lhs.movie.imdbID < rhs.movie.imdbID
        }
        self.unchanged = unchanged
    }

    public var isEmpty: Bool { added.isEmpty && dropped.isEmpty && changed.isEmpty }
}
