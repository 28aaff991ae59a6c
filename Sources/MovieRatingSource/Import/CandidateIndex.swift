/// The candidates of a basics pass by the number of their tconst, behind a
/// bit filter: ten million ids are looked up and a few thousand found, so
/// most answers are one bit ("not a candidate") instead of a hash.
struct CandidateIndex {
    private let byID: [Int: TopVotedCandidates.Candidate]
    /// Bit `id & mask` is set for every candidate's id (ids are close to
    /// consecutive, so their low bits spread evenly).
    private let bits: [UInt64]
    private let mask: Int

    init(_ candidates: [TopVotedCandidates.Candidate]) {
        byID = Dictionary(candidates.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // About 32 bits a candidate (one false "maybe" in 32 at most), 512 bytes to 1 MiB.
        var size = 1 << 12
        while size < candidates.count * 32, size < 1 << 23 { size <<= 1 }
        mask = size - 1
        var bits = [UInt64](repeating: 0, count: size / 64)
        for candidate in candidates { bits[(candidate.id & (size - 1)) >> 6] |= 1 << UInt64(candidate.id & 63) }
        self.bits = bits
    }

    var count: Int { byID.count }

    subscript(id: Int) -> TopVotedCandidates.Candidate? {
        let slot = id & mask
        guard bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0 else { return nil }
        return byID[id]
    }
}
