/// The `capacity` most-voted titles seen so far, in a min-heap whose root is
/// the least-voted one kept: each of the ~1.4 million rating rows costs one
/// comparison with the root, and memory stays at `capacity` entries.
struct TopVotedCandidates {
    struct Candidate: Equatable {
        /// The numeric part of the tconst (tt0111161 → 111161).
        var id: Int
        var rating: Double
        var votes: Int
    }

    let capacity: Int
    private var heap: [Candidate] = []

    init(capacity: Int) {
        self.capacity = capacity
        // IMDb rates about 1.4 million titles: room for more would never be used.
        heap.reserveCapacity(min(capacity, 1 << 21))
    }

    mutating func offer(_ candidate: Candidate) {
        guard capacity > 0 else { return }
        if heap.count < capacity {
            heap.append(candidate)
            siftUp(from: heap.count - 1)
        } else if Self.ranksBelow(heap[0], candidate) {
            heap[0] = candidate
            siftDown(from: 0)
        }
    }

    /// Most votes first; equal votes by id, so the result never depends on file order.
    var mostVotedFirst: [Candidate] {
        heap.sorted { Self.ranksBelow($1, $0) }
    }

    /// Fewer votes, or as many with a later id.
    static func ranksBelow(_ lhs: Candidate, _ rhs: Candidate) -> Bool {
        lhs.votes != rhs.votes ? lhs.votes < rhs.votes : lhs.id > rhs.id
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.ranksBelow(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            var lowest = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && Self.ranksBelow(heap[child], heap[lowest]) {
                lowest = child
            }
            guard lowest != parent else { return }
            heap.swapAt(parent, lowest)
            parent = lowest
        }
    }
}
