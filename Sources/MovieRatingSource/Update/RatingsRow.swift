extension TSVTable {
    /// The columns every reading of title.ratings.tsv needs.
    static let ratingsColumns = ["tconst", "averageRating", "numVotes"]

    /// One line of title.ratings.tsv, in a table made with `required:
    /// TSVTable.ratingsColumns`: the title's number, its rating (1 to 10)
    /// and its votes; anything else is a bad line.
    func ratingsRow(_ line: Field, number: Int) throws -> TopVotedCandidates.Candidate {
        try checkWidth(of: line, number: number)
        let id = try titleID(Self.field(positions[0], of: line), number: number)
        let ratingField = Self.field(positions[1], of: line)
        guard let rating = TSVTable.decimal(ratingField), (1...10).contains(rating) else {
            throw badValue("averageRating", ratingField, number: number)
        }
        let votesField = Self.field(positions[2], of: line)
        guard let votes = TSVTable.integer(votesField) else { throw badValue("numVotes", votesField, number: number) }
        return TopVotedCandidates.Candidate(id: id, rating: rating, votes: votes)
    }
}
