import Foundation
import Testing

@testable import QuizPlatform

@Suite struct JSONByteCursorTests {
    /// The byte-by-byte rule `endOfPlainASCII` speeds up eight bytes at a time.
    private static func reference(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            index += 1
        }
        return index
    }

    @Test func theRunOfPlainASCIIEndsAtTheFirstSpecialByteWhereverItIs() {
        // Every byte that ends a run, and its neighbours, at every position
        // of two words, from every starting offset.
        let stoppers: [UInt8] = [0x00, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0xFF, 0x21, 0x23, 0x20, 0x5B, 0x5D]
        for stopper in stoppers {
            for position in 0..<20 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 20)
                bytes[position] = stopper
                for start in 0...position {
                    let found = bytes.withUnsafeBytes { JSONByteCursor.endOfPlainASCII($0, from: start) }
                    #expect(found == Self.reference(bytes, from: start), "byte \(stopper) at \(position) from \(start)")
                }
            }
        }
    }

    @Test func randomBuffersEndWhereTheByteRuleEnds() {
        var random = SplitMix64(seed: 5)
        let alphabet: [UInt8] = Array(0x20...0x7E) + [0x00, 0x09, 0x1F, 0x22, 0x5C, 0x80, 0xD0, 0xFF]
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Bool.random(using: &random) ? UInt8(ascii: "x") : alphabet.randomElement(using: &random)!
            }
            let start = Int.random(in: 0...bytes.count, using: &random)
            let found = bytes.withUnsafeBytes { JSONByteCursor.endOfPlainASCII($0, from: start) }
            #expect(found == Self.reference(bytes, from: start), "\(bytes) from \(start)")
        }
    }
}
