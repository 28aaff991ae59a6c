/// A small seeded generator: `--seed N` makes every shuffle, threshold and
/// lifeline reproducible. Without a seed the game seeds it from the system.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// Seeded from the system generator.
    public init() { self.init(seed: UInt64.random(in: .min ... .max)) }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator for one purpose derived from a game's seed, so adding a
    /// random draw in one place does not change another place's results.
    public func derived(_ purpose: String) -> SplitMix64 {
        var mixed = state
        for byte in purpose.utf8 { mixed = (mixed ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return SplitMix64(seed: mixed)
    }
}
