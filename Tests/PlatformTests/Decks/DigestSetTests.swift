import Testing

@testable import QuizPlatform

/// The set of ids a deck import has given holds what a `Set` would, across
/// its merges.
@Suite struct DigestSetTests {
    @Test func holdsExactlyWhatWasInserted() {
        var set = DigestSet()
        var reference = Set<UInt64>()
        var random = SplitMix64(seed: 17)
        for round in 0..<10_000 {
            // Some repeats, and the extremes, besides random digests.
            let digest: UInt64 =
                switch round % 7 {
                case 0: UInt64(round / 7)
                case 1: .max - UInt64(round % 3)
                default: random.next()
                }
            #expect(set.contains(digest) == reference.contains(digest))
            set.insert(digest)
            reference.insert(digest)
            #expect(set.contains(digest))
        }
        for _ in 0..<2_000 {
            let digest = random.next()
            #expect(set.contains(digest) == reference.contains(digest))
        }
        for digest in reference.prefix(3_000) { #expect(set.contains(digest)) }
    }
}
