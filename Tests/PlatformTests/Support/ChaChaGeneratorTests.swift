import Testing

@testable import QuizPlatform

/// ChaCha's block function against published vectors: RFC 7539 (20
/// rounds) and Strombergson's ChaCha12 vectors (the ones rand's own
/// `StdRng` tests use).
@Suite struct ChaChaGeneratorTests {
    /// RFC 7539 §2.3.2: key 00 01 … 1f, block counter 1, nonce 00 00 00 09
    /// 00 00 00 4a 00 00 00 00; the state after 20 rounds, added to the input.
    @Test func theBlockFunctionWithTwentyRoundsIsRFC7539s() {
        let key: [UInt32] = (0..<8).map { word in
            (0..<4).reduce(0) { $0 | UInt32(word * 4 + $1) << (8 * UInt32($1)) }
        }
        let block = ChaChaGenerator.block(key: key, input: [1, 0x0900_0000, 0x4a00_0000, 0], rounds: 20)
        #expect(
            block == [
                0xe4e7_f110, 0x1559_3bd1, 0x1fdd_0f50, 0xc471_20a3, 0xc7f4_d1c7, 0x0368_c033, 0x9aaa_2204, 0x4e6c_d4c3,
                0x4664_82d2, 0x09aa_9f07, 0x05d7_c214, 0xa202_8bd9, 0xd19c_12b5, 0xb94e_16de, 0xe883_d0cb, 0x4e3c_50a2,
            ])
    }

    /// Strombergson 2013 (draft-strombergson-chacha-test-vectors), TC1 with
    /// 12 rounds: all-zero key and IV; the key stream's first two blocks.
    @Test func twelveRoundsWithAZeroKeyGiveStrombergsonsStream() {
        var generator = ChaChaGenerator(key: Array(repeating: 0, count: 8), rounds: 12)
        let words = (0..<32).map { _ in generator.nextWord() }
        let expected: [UInt32] = [
            0x6a9a_f49b, 0x53f9_5507, 0x12ce_1f81, 0xd583_265f, 0xbbc3_2904, 0x1474_e049, 0xa589_007e, 0x5f15_ae2e,
            0x79f8_6405, 0xc0e3_7ad2, 0x3428_e82c, 0x798c_faac, 0x2c9f_623a, 0x1969_dea0, 0x2fe8_0b61, 0xbe26_1341,
            0x4188_d50b, 0xfe74_3e20, 0x3371_fc86, 0x3d17_e08c, 0xb7eb_28c6, 0xcccb_bd19, 0x2185_1515, 0xb489_c04c,
            0xcd8d_2542, 0x11f1_4ca1, 0x97b8_02c6, 0x43c8_8c1b, 0xca46_1ee9, 0xc051_5190, 0xb0a6_4427, 0x1693_e617,
        ]
        #expect(words == expected)
    }

    /// rand's `StdRng` construction vector: seed bytes 1, 23, 200 1, 210 30
    /// in the first four words; its first `next_u64` is two words, low first.
    @Test func aSeededStreamIsRandsStdRng() {
        var generator = ChaChaGenerator(key: [1, 23, 456, 7890, 0, 0, 0, 0], rounds: 12)
        let low = UInt64(generator.nextWord())
        let high = UInt64(generator.nextWord())
        #expect(high << 32 | low == 10_719_222_850_664_546_238)
    }
}
