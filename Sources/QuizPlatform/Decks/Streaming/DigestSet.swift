/// A set of 64-bit digests in about 8 bytes each, for the ids a deck import
/// gives: a sorted array, searched by halves, and the latest few in a small
/// `Set` merged into it now and then. A `Set` of 30,000 digests takes
/// 512 KB, and 768 KB for a moment while it grows.
struct DigestSet {
    private var sorted: [UInt64] = []
    private var recent: Set<UInt64> = []
    /// Merged into `sorted` at this size: a merge costs a pass over it.
    private static let recentLimit = 2048

    func contains(_ digest: UInt64) -> Bool {
        if recent.contains(digest) { return true }
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < digest { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == digest
    }

    mutating func insert(_ digest: UInt64) {
        guard !contains(digest) else { return }
        recent.insert(digest)
        guard recent.count >= Self.recentLimit else { return }
        // Two sorted runs, which the standard library's sort merges in one pass.
        sorted += recent.sorted()
        sorted.sort()
        recent.removeAll(keepingCapacity: true)
    }
}
