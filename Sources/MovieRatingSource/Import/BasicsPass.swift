import FoundationEssentials
import QuizPlatform

/// The basics pass of `IMDbDatasetImporter`, one line at a time: the header,
/// then every line's id checked, and the candidates' lines parsed into movies.
struct BasicsPass {
    /// `TSVTable.positions` follows this order: tconst first, titleType second.
    static let required = ["tconst", "titleType", "primaryTitle", "isAdult", "startYear", "genres"]

    let path: String
    private(set) var table: TSVTable?
    private(set) var found: [(candidate: TopVotedCandidates.Candidate, movie: Movie)] = []

    init(path: String) { self.path = path }

    /// Reads the header; false when `line` is not the header (it was read before).
    mutating func takeHeader(_ line: TSVTable.Field) throws -> Bool {
        guard table == nil else { return false }
        table = try TSVTable(header: line, path: path, required: Self.required)
        return true
    }

    /// One line after the header, checked and, when it is a candidate's, parsed.
    mutating func take(_ line: TSVTable.Field, number: Int, candidates: CandidateIndex) throws {
        guard let columns = table, !line.isEmpty else { return }
        try columns.checkWidth(of: line, number: number)
        let idField = TSVTable.field(columns.positions[0], of: line)
        guard let candidate = candidates[try columns.titleID(idField, number: number)] else { return }
        let fields = try columns.fields(of: line, number: number)
        let text = { (column: String) in TSVTable.text(fields[columns[column]]) }
        guard text("titleType") == "movie", text("isAdult") != "1",
            let year = text("startYear").flatMap({ Int($0) }), let title = text("primaryTitle")
        else { return }
        let genres = text("genres")?.split(separator: ",").map { String($0).terminalSafe } ?? []
        // titleID read the id as "tt" and digits: it is safe text as it is.
        let movie = Movie(
            rank: 0, imdbID: String(decoding: idField, as: UTF8.self), title: title.terminalSafe, year: year,
            rating: candidate.rating, votes: candidate.votes, genres: genres)
        found.append((candidate, movie))
    }

    /// Whether `line` could matter once the candidates are known: false only
    /// for a well-formed line of another type than a movie, which `take`
    /// would pass over without a word whatever the candidates.
    func mayMatter(_ line: TSVTable.Field, number: Int) -> Bool {
        guard let columns = table, !line.isEmpty else { return false }
        guard (try? columns.checkWidth(of: line, number: number)) != nil,
            (try? columns.titleID(TSVTable.field(columns.positions[0], of: line), number: number)) != nil
        else { return true }
        return TSVTable.field(columns.positions[1], of: line).elementsEqual("movie".utf8)
    }

    /// The movies found, most votes first.
    func movies() throws -> [Movie] {
        guard table != nil else { throw IMDbDatasetError.missingColumns(path: path, columns: Self.required) }
        return found.sorted { TopVotedCandidates.ranksBelow($1.candidate, $0.candidate) }.map(\.movie)
    }
}
