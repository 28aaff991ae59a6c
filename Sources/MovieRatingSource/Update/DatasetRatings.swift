/// The ratings of the titles a list plays, read from title.ratings.tsv(.gz):
/// the whole file is checked on the way (gzip's verdict, the header, every
/// line), and only the wanted titles are kept, so memory stays flat.
struct DatasetRatings {
    /// The ratings found, by the number of their tconst.
    var ratings: [Int: TopVotedCandidates.Candidate] = [:]
    /// Rated titles in the file.
    var rows = 0

    /// Reads `path`; a file with fewer than `minimumRows` rated titles is
    /// refused: a mirror's sample or an error page would make a poor list.
    static func read(path: String, titles: Set<Int>, minimumRows: Int) throws -> DatasetRatings {
        var result = DatasetRatings()
        var table: TSVTable?
        try TSVLineReader(path: path).forEachLine { number, line in
            guard let columns = table else {
                table = try TSVTable(header: line, path: path, required: TSVTable.ratingsColumns)
                return
            }
            guard !line.isEmpty else { return }
            let row = try columns.ratingsRow(line, number: number)
            result.rows += 1
            if titles.contains(row.id) { result.ratings[row.id] = row }
        }
        guard table != nil else { throw IMDbDatasetError.missingColumns(path: path, columns: TSVTable.ratingsColumns) }
        guard result.rows >= minimumRows else { throw IMDbDatasetError.tooFewRows(path: path, rows: result.rows, minimum: minimumRows) }
        return result
    }
}
