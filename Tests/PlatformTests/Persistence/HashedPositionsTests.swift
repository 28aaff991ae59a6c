import Foundation
import Testing

@testable import QuizPlatform

@Suite struct HashedPositionsTests {
    /// Hashes that share their top bits (a few values, shifted high) must
    /// all be offered, whichever tier holds them; others never.
    @Test(arguments: [1, 7, 20, 32])
    func everyPositionWhoseHashStartsAlikeIsOfferedAndNoOther(positionBits: Int) {
        var generator = SystemRandomNumberGenerator()
        var positions = HashedPositions(positionBits: positionBits, expected: 100)
        var inserted: [(hash: UInt64, position: Int)] = []
        let mask: UInt64 = (1 << UInt64(positionBits)) - 1
        // Over 10,000 inserts so that words pass through every tier; a few
        // high parts only, so many hashes start alike.
        for position in 0..<10_050 {
            let hash = (UInt64.random(in: 0..<40, using: &generator) << 40) | UInt64.random(in: 0...mask, using: &generator)
            let stored = position & Int(mask)
            positions.insert(hash, position: stored)
            inserted.append((hash, stored))
            if position % 997 == 0 || position > 10_000 {
                let probe = (UInt64.random(in: 0..<41, using: &generator) << 40) | UInt64.random(in: 0...mask, using: &generator)
                var offered: [Int] = []
                _ = positions.contains(probe) { position in
                    offered.append(position)
                    return false
                }
                let expected = inserted.filter { $0.hash & ~mask == probe & ~mask }.map(\.position)
                #expect(offered.sorted() == expected.sorted())
            }
        }
        #expect(positions.count == inserted.count)
    }

    @Test func theSearchStopsAtTheFirstMatch() {
        var positions = HashedPositions(positionBits: 8)
        for position in 0..<200 { positions.insert(0xABCD_0000_0000_0000, position: position) }
        var asked = 0
        #expect(
            positions.contains(0xABCD_0000_0000_00FF) { position in
                asked += 1
                return position == 150
            })
        #expect(!positions.contains(0xABCE_0000_0000_0000) { _ in true })
        #expect(asked <= 200)
    }

    @Test(arguments: [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (100_000, 17), (1 << 20, 20)])
    func bitsTellPositionsApart(count: Int, bits: Int) {
        #expect(HashedPositions.bits(for: count) == bits)
    }
}

@Suite struct RandomIDsTests {
    @Test func idsAreVersionFourUniqueAndNeverRepeatAcrossRefills() {
        var ids = RandomIDs()
        var seen: Set<UUID> = []
        for _ in 0..<1000 {
            let id = ids.make()
            #expect(seen.insert(id).inserted)
            let text = id.uuidString
            #expect(Array(text)[14] == "4")
            #expect("89AB".contains(Array(text)[19]))
        }
    }
}

@Suite struct QuestionTextKeyTests {
    @Test(arguments: [
        "Plain ASCII?", "MiXeD CaSe [brackets] @ ^ _ `", "  padded  ", "tab\tinside", "ends with space ", "Ünïcödé?", "Столица ФРАНЦИИ?",
        "A", "", " ", "\u{0B}x\u{0C}", "x\u{85}", "İstanbul", "straße?", "ΣΊΣΥΦΟΣ",
    ])
    func theQuickHashIsTheHashOfTheKey(_ text: String) {
        #expect(QuestionTextKey.hash(of: text) == QuestionTextKey.hash(ofNormalized: QuestionTextKey.normalized(text)))
    }

    @Test func everyASCIIByteHashesAsItsKey() {
        for byte in UInt8(0)..<0x80 {
            let text = "a" + String(UnicodeScalar(byte)) + "Z"
            #expect(QuestionTextKey.hash(of: text) == QuestionTextKey.hash(ofNormalized: QuestionTextKey.normalized(text)))
        }
    }
}

@Suite struct QuestionTextKeyScalarTests {
    /// Every scalar, alone, between letters and next to Cyrillic: the quick
    /// hash (which lowers ASCII and Cyrillic capitals itself and keeps what
    /// does not change when lowered) equals the hash of the key.
    @Test func everyScalarHashesAsItsKey() {
        var differ: [String] = []
        for value in UInt32(0x80)...0x10FFFF where value < 0x3400 || (0x1F300...0x1FAFF).contains(value) || value % 7 == 0 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["\(scalar)", "a\(scalar)b", "Ж\(scalar)ж?", "\(scalar)Я", "Ё\(scalar)"] {
                if QuestionTextKey.hash(of: text) != QuestionTextKey.hash(ofNormalized: QuestionTextKey.normalized(text)) {
                    differ.append(String(value, radix: 16))
                }
            }
        }
        #expect(differ.isEmpty)
    }
}
