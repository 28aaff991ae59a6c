/// The lines of title.basics that `ConcurrentBasicsPass` keeps until the
/// candidates are known, one after another in a single buffer (no array per
/// line), up to `capacity` bytes: the pass then waits for the ratings
/// rather than hold more, so memory stays flat whatever the file's size.
struct HeldBasicsLines {
    /// About 20,000 movie lines of IMDb's file: a second or so of reading,
    /// while the ratings pass takes a fraction of that.
    static let capacity = 2 << 20

    private var bytes: [UInt8] = []
    /// Each line's number and where its bytes end.
    private var ends: [(number: Int, end: Int)] = []

    var isFull: Bool { bytes.count >= Self.capacity }

    mutating func append(_ line: UnsafeBufferPointer<UInt8>, number: Int) {
        bytes.append(contentsOf: line)
        ends.append((number, bytes.count))
    }

    /// Calls `body` with each line in order, then forgets them all.
    mutating func drain(_ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
        defer {
            bytes = []
            ends = []
        }
        try bytes.withUnsafeBufferPointer { all in
            var start = 0
            for (number, end) in ends {
                try body(UnsafeBufferPointer(rebasing: all[start..<end]), number)
                start = end
            }
        }
    }
}
