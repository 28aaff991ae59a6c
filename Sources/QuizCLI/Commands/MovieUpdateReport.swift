import MovieRatingSource
import QuizPlatform

/// What `movies update` changed (or with `--dry-run` would change): as
/// `--json`, every change; as text, the biggest of each kind and a count
/// of the rest.
struct MovieUpdateReport: Encodable {
    struct Film: Encodable {
        let imdbID: String
        let title: String
        let year: Int
        let rating: Double
        let votes: Int
    }

    struct Change: Encodable {
        let imdbID: String
        let title: String
        let year: Int
        let rating: Double
        let oldRating: Double
        let votes: Int
        let oldVotes: Int
    }

    let dryRun: Bool
    let full: Bool
    let source: String
    /// Films in the list after the update.
    let movies: Int
    let added: [Film]
    let dropped: [Film]
    /// The biggest rating moves first.
    let changed: [Change]
    let unchanged: Int

    /// Films listed per kind in the text report.
    static let shown = 10

    init(dryRun: Bool, full: Bool, source: String, movies: Int, changes: MovieListChanges) {
        self.dryRun = dryRun
        self.full = full
        self.source = source
        self.movies = movies
        let film = { (movie: Movie) in
            Film(imdbID: movie.imdbID, title: movie.title, year: movie.year, rating: movie.rating, votes: movie.votes)
        }
        added = changes.added.map(film)
        dropped = changes.dropped.map(film)
        changed = changes.changed.map {
            Change(
                imdbID: $0.movie.imdbID, title: $0.movie.title, year: $0.movie.year, rating: $0.movie.rating, oldRating: $0.oldRating,
                votes: $0.movie.votes, oldVotes: $0.oldVotes)
        }
        unchanged = changes.unchanged
    }

    /// The text report; titles come from outside and are made safe to print.
    @MainActor func lines(console: Console) -> [String] {
        var lines: [String] = []
        func section<T>(_ heading: LocalizedText, _ items: [T], _ line: (T) -> String) {
            guard !items.isEmpty else { return }
            lines.append(console.text(heading))
            for item in items.prefix(Self.shown) { lines.append("  " + line(item)) }
            if items.count > Self.shown { lines.append("  " + console.text(Strings.moviesAndMore(items.count - Self.shown))) }
        }
        section(Strings.moviesAddedHeading(added.count), added) { film in
            console.style.green("+") + " \(film.title.terminalSafe) (\(film.year))  \(Self.rating(film.rating))"
        }
        section(Strings.moviesDroppedHeading(dropped.count), dropped) { film in
            console.style.red("-") + " \(film.title.terminalSafe) (\(film.year))  \(Self.rating(film.rating))"
        }
        section(Strings.moviesChangedHeading(changed.count), changed) { change in
            let rating =
                change.rating == change.oldRating
                ? Self.rating(change.rating) : "\(Self.rating(change.oldRating)) → \(Self.rating(change.rating))"
            return "\(change.title.terminalSafe) (\(change.year))  \(rating)  "
                + console.style.dim(console.text(Strings.moviesVotesChange(from: change.oldVotes, to: change.votes)))
        }
        if unchanged > 0 { lines.append(console.text(Strings.moviesUnchanged(unchanged))) }
        lines.append(console.text(dryRun ? Strings.moviesUpdateDryRun(movies) : Strings.moviesUpdated(movies, source: source.terminalSafe)))
        return lines
    }

    /// One decimal, as IMDb shows ratings.
    private static func rating(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
