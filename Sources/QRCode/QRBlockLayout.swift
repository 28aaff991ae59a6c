/// How a version's codewords split into Reed–Solomon blocks at one error
/// correction level (ISO/IEC 18004, table 9), for versions 1 to 10: enough
/// for a join address of up to 271 bytes at low correction.
struct QRBlockLayout: Sendable, Equatable {
    /// Error-correction codewords in each block.
    var eccPerBlock: Int
    /// Blocks in the first group, and their data codewords.
    var shortBlocks: Int
    var shortData: Int
    /// Blocks in the second group, each with one data codeword more.
    var longBlocks: Int

    static let highestVersion = 10

    /// Data codewords in all blocks together.
    var dataCodewords: Int { shortBlocks * shortData + longBlocks * (shortData + 1) }
    var blockCount: Int { shortBlocks + longBlocks }

    /// The layout of `version` (1...10) at `level`.
    static func of(version: Int, level: QRErrorCorrection) -> QRBlockLayout {
        table[version - 1][level.rawValue]
    }

    private init(_ eccPerBlock: Int, _ shortBlocks: Int, _ shortData: Int, _ longBlocks: Int = 0) {
        self.eccPerBlock = eccPerBlock
        self.shortBlocks = shortBlocks
        self.shortData = shortData
        self.longBlocks = longBlocks
    }

    /// Rows are versions; columns low, medium, quartile, high.
    private static let table: [[QRBlockLayout]] = [
        [.init(7, 1, 19), .init(10, 1, 16), .init(13, 1, 13), .init(17, 1, 9)],
        [.init(10, 1, 34), .init(16, 1, 28), .init(22, 1, 22), .init(28, 1, 16)],
        [.init(15, 1, 55), .init(26, 1, 44), .init(18, 2, 17), .init(22, 2, 13)],
        [.init(20, 1, 80), .init(18, 2, 32), .init(26, 2, 24), .init(16, 4, 9)],
        [.init(26, 1, 108), .init(24, 2, 43), .init(18, 2, 15, 2), .init(22, 2, 11, 2)],
        [.init(18, 2, 68), .init(16, 4, 27), .init(24, 4, 19), .init(28, 4, 15)],
        [.init(20, 2, 78), .init(18, 4, 31), .init(18, 2, 14, 4), .init(26, 4, 13, 1)],
        [.init(24, 2, 97), .init(22, 2, 38, 2), .init(22, 4, 18, 2), .init(26, 4, 14, 2)],
        [.init(30, 2, 116), .init(22, 3, 36, 2), .init(20, 4, 16, 4), .init(24, 4, 12, 4)],
        [.init(18, 2, 68, 2), .init(26, 4, 43, 1), .init(24, 6, 19, 2), .init(28, 6, 15, 2)],
    ]
}
