/// The lines of title.basics that `ConcurrentBasicsPass` keeps until the
/// candidates are known, one after another in a single buffer (no array per
/// line) of `capacity` bytes, reserved once so it never grows: when a line
/// does not fit, the pass waits for the ratings rather than hold more, and
/// memory stays flat whatever the file's size.
struct HeldBasicsLines {
    /// About 2,500 movie lines of IMDb's file, some 2.5 MB of basics read
    /// ahead. Holding more would gain little: the basics thread fills any
    /// buffer much faster than the ratings pass ends, and then waits anyway.
    static let capacity = 1 << 18

    private var bytes: [UInt8] = []
    /// Each line's number and where its bytes end.
    private var ends: [(number: Int, end: Int)] = []

    /// Whether `line` would not fit any more.
    func isFull(for line: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count + line.count > Self.capacity
    }

    /// Keeps `line`, which must fit (see `isFull`).
    mutating func append(_ line: UnsafeBufferPointer<UInt8>, number: Int) {
        if bytes.capacity == 0 { bytes.reserveCapacity(Self.capacity) }
        bytes.append(contentsOf: line)
        ends.append((number, bytes.count))
    }

    /// Calls `body` with each line in order, then forgets them all and frees the buffer.
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
