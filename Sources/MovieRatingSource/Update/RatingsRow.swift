extension TSVTable {
    /// The columns every reading of title.ratings.tsv needs.
    static let ratingsColumns = ["tconst", "averageRating", "numVotes"]

    /// One line of title.ratings.tsv: the title's number, its rating (1 to
    /// 10) and its votes; anything else is a bad line.
    func ratingsRow(_ line: Field, number: Int) throws -> TopVotedCandidates.Candidate {
        let fields = try fields(of: line, number: number)
        let id = try titleID(fields[self["tconst"]], number: number)
        guard let rating = TSVTable.decimal(fields[self["averageRating"]]), (1...10).contains(rating) else {
            throw badValue("averageRating", fields[self["averageRating"]], number: number)
        }
        guard let votes = TSVTable.integer(fields[self["numVotes"]]) else {
            throw badValue("numVotes", fields[self["numVotes"]], number: number)
        }
        return TopVotedCandidates.Candidate(id: id, rating: rating, votes: votes)
    }
}
