import QuizPlatform

/// The poster stand-in beside a movie question: a framed card with the
/// film's rank, year, genres and director, as far as the source knows them,
/// and a link to the real poster where the terminal can open one. Its frame
/// turns green or red with the question's.
struct PosterCard {
    let poster: Poster
    let style: Style
    let language: Language
    /// Whether to write the poster's address as an OSC 8 hyperlink: only on
    /// a terminal known to support them (never in a script or a plain tmux).
    let hyperlinks: Bool

    /// Cards narrower than this say too little to be worth their room.
    static let minimumWidth = 22
    static let preferredWidth = 30

    /// The framed card, `width` columns wide; empty when there is nothing to show.
    func lines(width: Int, border: BorderColor) -> [String] {
        var content: [String] = []
        if let rank = poster.rank { content.append(style.bold(Strings.posterRank(rank)(language))) }
        if let year = poster.year { content.append(style.dim(Strings.posterYear(language) + ": ") + String(year)) }
        if !poster.genres.isEmpty {
            let genres = poster.genres.map { Strings.genreName($0)(language) }
            content.append(style.dim(Strings.posterGenres(language) + ": ") + genres.joined(separator: ", ").terminalSafe)
        }
        if !poster.directors.isEmpty {
            content.append(style.dim(Strings.posterDirector(language) + ": ") + poster.directors.joined(separator: ", ").terminalSafe)
        }
        if hyperlinks, let url = poster.imageURL, let link = Self.hyperlink(url.absoluteString, text: Strings.posterLink(language)) {
            content.append(style.cyan(link))
        }
        guard !content.isEmpty else { return [] }
        return Box(width: width, border: border, style: style).render(content).split(separator: "\n").map(String.init)
    }

    /// `text` as an OSC 8 hyperlink to `address`; nil when the address holds
    /// anything that could end the sequence early or is not http(s).
    static func hyperlink(_ address: String, text: String) -> String? {
        guard address.hasPrefix("https://") || address.hasPrefix("http://"),
            address.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else { return nil }
        return "\u{1B}]8;;\(address)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }
}
