/// The reference optimizer's batch shuffle: fsrs-rs seeds Rust's `StdRng`
/// (ChaCha12, rand 0.10) with `seed_from_u64` and, every epoch, shuffles
/// the batch indices `0..<n` with `SliceRandom::shuffle`, drawing from the
/// one generator across epochs. Made here from the same rules, so quizctl
/// visits its batches in the reference's order:
///
/// - the generator: `ChaChaGenerator` (12 rounds, stream 0) keyed by
///   `RandSeed`;
/// - the shuffle (rand 0.9 on): a forward Fisher–Yates, position `i`
///   swapped with a uniform index in `0...i`, the indices drawn several at
///   a time — one uniform draw below (n+1)(n+2)…(n+k), the largest such
///   product that fits in 32 bits, split by repeated division;
/// - a uniform draw below `bound` (rand's default, slightly biased,
///   Canon method): the high word of a 32-bit word times `bound`; when
///   the low word lies above 2³² − `bound`, the high word of a second
///   product is added to it and a carry out of 32 bits adds one.
struct RandShuffle: Sendable {
    private var generator: ChaChaGenerator

    init(seed: UInt64) {
        generator = ChaChaGenerator(key: RandSeed.words(seed), rounds: 12)
    }

    /// The next 32-bit word (`next_u32`).
    mutating func nextWord() -> UInt32 { generator.nextWord() }

    /// A uniform draw in `0..<bound` (`random_range(..bound)` on `u32`).
    mutating func below(_ bound: UInt32) -> UInt32 {
        precondition(bound > 0)
        let first = UInt64(nextWord()) * UInt64(bound)
        var result = UInt32(truncatingIfNeeded: first >> 32)
        let low = UInt32(truncatingIfNeeded: first)
        if low > 0 &- bound {
            let carry = UInt32(truncatingIfNeeded: (UInt64(nextWord()) * UInt64(bound)) >> 32)
            if low.addingReportingOverflow(carry).overflow { result += 1 }
        }
        return result
    }

    /// `array` shuffled in place as `SliceRandom::shuffle` does (for fewer
    /// than 2³² − 1 elements).
    mutating func shuffle<Element>(_ array: inout [Element]) {
        guard array.count > 1 else { return }
        precondition(array.count < Int(UInt32.max))
        var n: UInt32 = 0
        var chunk: UInt32 = 0
        var remaining = 1  // with n = 0 the first index is 0: no draw
        for i in array.indices {
            let next = n + 1
            if remaining == 0 {
                let (bound, count) = Self.chunkBound(next)
                chunk = below(bound)
                remaining = count
            }
            remaining -= 1
            let index: UInt32
            if remaining == 0 {
                index = chunk
            } else {
                index = chunk % next
                chunk /= next
            }
            n = next
            array.swapAt(i, Int(index))
        }
    }

    /// m(m+1)…(m+k−1) for the largest k whose product fits in 32 bits, and k.
    static func chunkBound(_ m: UInt32) -> (bound: UInt32, count: Int) {
        var product = m
        var factor = m + 1
        while true {
            let (next, overflow) = product.multipliedReportingOverflow(by: factor)
            if overflow { return (product, Int(factor - m)) }
            product = next
            factor += 1
        }
    }
}
