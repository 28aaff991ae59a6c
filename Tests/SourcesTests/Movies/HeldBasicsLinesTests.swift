import Testing

@testable import MovieRatingSource

/// The basics lines held until the ratings are known: at most
/// `HeldBasicsLines.capacity` bytes, given back in order with their numbers.
@Suite struct HeldBasicsLinesTests {
    @Test func holdsUpToItsCapacityThenSaysFull() throws {
        var held = HeldBasicsLines()
        let line = Array(repeating: UInt8(ascii: "m"), count: 1000)
        var kept = 0
        try line.withUnsafeBufferPointer { bytes in
            while !held.isFull(for: bytes) {
                held.append(bytes, number: kept + 2)
                kept += 1
            }
            #expect(kept == HeldBasicsLines.capacity / 1000)
            // A line longer than all of it never fits: the pass waits for the ratings instead.
            let huge = [UInt8](repeating: 0x41, count: HeldBasicsLines.capacity + 1)
            #expect(huge.withUnsafeBufferPointer { HeldBasicsLines().isFull(for: $0) })
            var numbers: [Int] = []
            try held.drain { line, number in
                #expect(line.count == 1000)
                numbers.append(number)
            }
            #expect(numbers == Array(2..<(kept + 2)))
            #expect(!held.isFull(for: bytes))
        }
        var drainedAgain = 0
        try held.drain { _, _ in drainedAgain += 1 }
        #expect(drainedAgain == 0)
    }

    @Test func givesBackLinesOfEveryLengthIntact() throws {
        var held = HeldBasicsLines()
        let lines = ["tt0000001\tmovie\tA", "", "tt0000003\tmovie\t«Ünïcode»", "x"].map { Array($0.utf8) }
        for (index, line) in lines.enumerated() { line.withUnsafeBufferPointer { held.append($0, number: index + 1) } }
        var back: [(Int, [UInt8])] = []
        try held.drain { line, number in back.append((number, Array(line))) }
        #expect(back.map(\.0) == [1, 2, 3, 4])
        #expect(back.map(\.1) == lines)
    }
}
