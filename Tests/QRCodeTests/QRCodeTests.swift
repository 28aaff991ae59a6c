import Foundation
import Testing

@testable import QRCode

/// The encoder's parts against the standard's worked values, and the whole
/// code against a real decoder through committed fixtures (see
/// `QRFixtureTests`).
@Suite struct QRCodeTests {
    /// ISO/IEC 18004 annex I and the well-known "HELLO WORLD" 1-M example:
    /// its 16 data codewords give these 10 of error correction.
    @Test func reedSolomonGivesTheStandardsCorrection() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        let ecc = ReedSolomon.remainder(of: data, divisor: ReedSolomon.divisor(degree: 10))
        #expect(ecc == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    /// Table C.1's format information for mask 0 at each level, and one more.
    @Test func formatBitsMatchTheStandardsTable() {
        #expect(QRMatrix.formatBits(level: .low, mask: 0) == 0b1110111_11000100)
        #expect(QRMatrix.formatBits(level: .medium, mask: 0) == 0b1010100_00010010)
        #expect(QRMatrix.formatBits(level: .quartile, mask: 0) == 0b0110101_01011111)
        #expect(QRMatrix.formatBits(level: .high, mask: 0) == 0b0010110_10001001)
        #expect(QRMatrix.formatBits(level: .medium, mask: 5) == 0b1000000_11001110)
    }

    /// Every layout's codewords add up to the version's total (table 9).
    @Test func blockLayoutsFillEachVersion() {
        let totals = [26, 44, 70, 100, 134, 172, 196, 242, 292, 346]
        for version in 1...10 {
            for level in QRErrorCorrection.allCases {
                let layout = QRBlockLayout.of(version: version, level: level)
                #expect(layout.dataCodewords + layout.blockCount * layout.eccPerBlock == totals[version - 1], "\(version) \(level)")
            }
        }
    }

    @Test func theSmallestVersionIsChosenAndTheLevelRaisedWhileItFits() throws {
        let short = try #require(QRCode("ABC", minimumCorrection: .low))
        #expect(short.version == 1 && short.errorCorrection == .high && short.size == 21)
        #expect(try #require(QRCode(String(repeating: "a", count: 17), minimumCorrection: .low)).version == 1)
        #expect(try #require(QRCode(String(repeating: "a", count: 18), minimumCorrection: .low)).version == 2)
        let largest = try #require(QRCode(String(repeating: "a", count: 271), minimumCorrection: .low))
        #expect(largest.version == 10 && largest.size == 57)
        #expect(QRCode(String(repeating: "a", count: 272), minimumCorrection: .low) == nil, "past version 10")
    }

    /// The three finders with their separators, and the timing rows.
    @Test func functionPatternsAreWhereTheStandardPutsThem() throws {
        let code = try #require(QRCode("http://192.168.1.23:49152/?room=QKXZ"))
        let last = code.size - 1
        for (row, column) in [(0, 0), (0, last - 6), (last - 6, 0)] {
            for offset in 0..<7 {
                #expect(code.isDark(row: row, column: column + offset) && code.isDark(row: row + 6, column: column + offset))
                #expect(code.isDark(row: row + offset, column: column) && code.isDark(row: row + offset, column: column + 6))
            }
            #expect(!code.isDark(row: row + 1, column: column + 1) && code.isDark(row: row + 3, column: column + 3))
        }
        for index in 8...(code.size - 9) {
            #expect(code.isDark(row: 6, column: index) == (index % 2 == 0))
            #expect(code.isDark(row: index, column: 6) == (index % 2 == 0))
        }
        #expect(code.isDark(row: code.size - 8, column: 8), "the dark module")
        #expect(!code.isDark(row: -1, column: 0) && !code.isDark(row: 0, column: code.size), "the quiet zone is light")
    }

    @Test func halfBlocksDrawTwoRowsALineAndASCIIOneRowTwoCharactersAModule() throws {
        let code = try #require(QRCode("quizctl"))
        let blocks = QRText.halfBlocks(code, quietZone: 2)
        #expect(blocks.count == (code.size + 4 + 1) / 2)
        #expect(blocks.allSatisfy { $0.count == code.size + 4 })
        // Light glyphs on a dark terminal: the quiet zone is painted, a finder's corner is not.
        #expect(blocks[0] == String(repeating: "█", count: code.size + 4))
        // Module rows 0 and 1: the finder's left edge is dark in both; next to it, dark over the light ring.
        #expect(Array(blocks[1])[2] == " " && Array(blocks[1])[3] == "▄")
        let dark = QRText.halfBlocks(code, quietZone: 2, glyphsAreDark: true)
        #expect(dark[0] == String(repeating: " ", count: code.size + 4))
        let ascii = QRText.ascii(code, quietZone: 1)
        #expect(ascii.count == code.size + 2 && ascii[1].hasPrefix("  ##############  "))
    }
}
