/// How Rust's `rand` (`SeedableRng::seed_from_u64`, rand_core 0.5–0.10)
/// turns a 64-bit seed into a generator's 32-byte seed: a PCG32 stream
/// (64-bit LCG state started at the seed, stepped before each output,
/// XSH-RR output), one 32-bit output per four bytes, little-endian.
enum RandSeed {
    /// The 32-byte seed of `seed`, as eight little-endian words.
    static func words(_ seed: UInt64, count: Int = 8) -> [UInt32] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 11_634_580_027_462_260_723
            let xorShifted = UInt32(truncatingIfNeeded: ((state >> 18) ^ state) >> 27)
            let rotation = UInt32(truncatingIfNeeded: state >> 59)
            return (xorShifted >> rotation) | (xorShifted << ((32 - rotation) & 31))
        }
    }
}
