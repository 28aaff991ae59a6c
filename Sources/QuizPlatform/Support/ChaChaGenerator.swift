/// D. J. Bernstein's ChaCha as a stream of 32-bit words: the block
/// function over a 256-bit key with a 64-bit block counter (words 12–13)
/// and a 64-bit stream (words 14–15), as Rust's `rand` lays it out for
/// `StdRng` (ChaCha with 12 rounds, stream 0). Words come out in order,
/// block after block, counter from 0.
///
/// Not for secrets: it is here so a seeded shuffle can be the reference
/// optimizer's (`RandShuffle`).
struct ChaChaGenerator: Sendable {
    private let key: [UInt32]
    private let rounds: Int
    private let stream: UInt64
    private var counter: UInt64 = 0
    private var block: [UInt32] = []
    private var index = 0

    /// `key` is eight words (the 32-byte seed read little-endian).
    init(key: [UInt32], rounds: Int, stream: UInt64 = 0) {
        precondition(key.count == 8 && rounds > 0 && rounds.isMultiple(of: 2))
        self.key = key
        self.rounds = rounds
        self.stream = stream
    }

    /// The next word of the key stream.
    mutating func nextWord() -> UInt32 {
        if index == block.count {
            let input = [counter, stream].flatMap { [UInt32(truncatingIfNeeded: $0), UInt32(truncatingIfNeeded: $0 >> 32)] }
            block = Self.block(key: key, input: input, rounds: rounds)
            counter &+= 1
            index = 0
        }
        defer { index += 1 }
        return block[index]
    }

    /// One 16-word block: the constants, `key` (8 words) and `input` (words
    /// 12–15: counter and nonce, however a caller splits them) mixed by
    /// `rounds` rounds, then added to themselves.
    static func block(key: [UInt32], input: [UInt32], rounds: Int) -> [UInt32] {
        let start: [UInt32] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574] + key + input
        var x = start
        for _ in 0..<(rounds / 2) {
            quarterRound(&x, 0, 4, 8, 12)
            quarterRound(&x, 1, 5, 9, 13)
            quarterRound(&x, 2, 6, 10, 14)
            quarterRound(&x, 3, 7, 11, 15)
            quarterRound(&x, 0, 5, 10, 15)
            quarterRound(&x, 1, 6, 11, 12)
            quarterRound(&x, 2, 7, 8, 13)
            quarterRound(&x, 3, 4, 9, 14)
        }
        return zip(x, start).map { $0 &+ $1 }
    }

    private static func quarterRound(_ x: inout [UInt32], _ a: Int, _ b: Int, _ c: Int, _ d: Int) {
        x[a] &+= x[b]
        x[d] = rotated(x[d] ^ x[a], 16)
        x[c] &+= x[d]
        x[b] = rotated(x[b] ^ x[c], 12)
        x[a] &+= x[b]
        x[d] = rotated(x[d] ^ x[a], 8)
        x[c] &+= x[d]
        x[b] = rotated(x[b] ^ x[c], 7)
    }

    private static func rotated(_ value: UInt32, _ bits: UInt32) -> UInt32 {
        (value << bits) | (value >> (32 - bits))
    }
}
