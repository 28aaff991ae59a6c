import Testing

@testable import QuizPlatform

/// The reference's batch shuffle (rand 0.10's `StdRng` and
/// `SliceRandom::shuffle`). Its end-to-end check is the fixture fits
/// (`FSRSOptimizerFixtureTests`): quizctl's weights are the reference's to
/// about 1e-6 on every log, which a single batch out of order would spoil.
@Suite struct RandShuffleTests {
    /// `random_range(..bound)` is the high 32 bits of the 64-bit fraction
    /// `0.w1w2` times `bound`, reading `w2` only when it could carry.
    @Test func aDrawBelowABoundIsCanonsMethod() {
        var shuffle = RandShuffle(seed: 99)
        var words = shuffle
        for bound: UInt32 in [1, 2, 3, 7, 1000, 479_001_600, 0x8000_0001, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xC000_0000] {
            let drawn = shuffle.below(bound)
            let first = words.nextWord()
            let low = UInt32(truncatingIfNeeded: UInt64(first) * UInt64(bound))
            let fraction = UInt64(first) << 32 | UInt64(low > 0 &- bound ? words.nextWord() : 0)
            #expect(drawn == UInt32(fraction.multipliedFullWidth(by: UInt64(bound)).high), "below \(bound)")
            #expect(drawn < bound)
        }
        #expect(shuffle.nextWord() == words.nextWord())
    }

    /// The largest products of consecutive factors within 32 bits.
    @Test func chunksAreTheLongestProductsThatFit() {
        #expect(RandShuffle.chunkBound(1) == (479_001_600, 12))
        #expect(RandShuffle.chunkBound(2) == (479_001_600, 11))
        #expect(RandShuffle.chunkBound(13) == (253_955_520, 7))
        #expect(RandShuffle.chunkBound(70_000) == (70_000, 1))
    }

    /// Twelve elements take one draw below 2·3·…·12, read as mixed-radix
    /// digits: position i (1…11) swaps with digit i, in base i + 1.
    @Test func twelveElementsTakeOneDraw() {
        var shuffle = RandShuffle(seed: 5)
        var draws = shuffle
        var chunk = draws.below(479_001_600)
        var expected = Array(0..<12)
        for i in 1..<12 {
            let index = i == 11 ? chunk : chunk % UInt32(i + 1)
            chunk /= UInt32(i + 1)
            expected.swapAt(i, Int(index))
        }
        var array = Array(0..<12)
        shuffle.shuffle(&array)
        #expect(array == expected)
        #expect(shuffle.nextWord() == draws.nextWord())
    }

    /// fsrs-rs's default seed, 2023: the key `seed_from_u64` makes and the
    /// first two epochs' order of 20 batches (quizctl's output, pinned once
    /// the fixture fits matched the reference's).
    @Test func theDefaultSeedsOrderIsPinned() {
        #expect(
            RandSeed.words(2023) == [
                0x14c8_c8b6, 0x2c28_4c12, 0xcd71_3245, 0xecf9_b810, 0x13df_f014, 0x33a3_9d96, 0xcccf_b54a, 0xb33d_494e,
            ])
        var shuffle = RandShuffle(seed: 2023)
        var first = Array(0..<20)
        shuffle.shuffle(&first)
        #expect(first == [10, 6, 11, 4, 18, 15, 9, 12, 17, 13, 8, 1, 3, 7, 14, 16, 19, 0, 5, 2])
        var second = Array(0..<20)
        shuffle.shuffle(&second)
        #expect(second == [1, 9, 14, 4, 10, 11, 2, 8, 12, 16, 5, 7, 19, 13, 3, 6, 15, 18, 0, 17])
    }

    @Test func shortArraysDrawNothing() {
        var shuffle = RandShuffle(seed: 1)
        var draws = shuffle
        var empty: [Int] = []
        var one = [7]
        shuffle.shuffle(&empty)
        shuffle.shuffle(&one)
        #expect(empty.isEmpty && one == [7])
        #expect(shuffle.nextWord() == draws.nextWord())
    }
}
