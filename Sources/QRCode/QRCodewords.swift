/// The bytes of a QR symbol in the order they are placed: the text in byte
/// mode, padded to the version's capacity, split into blocks, each block's
/// error correction computed, then data and correction interleaved.
enum QRCodewords {
    /// Bits of the character count in byte mode: 8 up to version 9, then 16.
    static func countBits(version: Int) -> Int { version <= 9 ? 8 : 16 }

    /// Whether `byteCount` bytes fit `version` at `level`.
    static func fits(_ byteCount: Int, version: Int, level: QRErrorCorrection) -> Bool {
        let capacity = QRBlockLayout.of(version: version, level: level).dataCodewords * 8
        return 4 + countBits(version: version) + byteCount * 8 <= capacity
    }

    static func make(_ bytes: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        let layout = QRBlockLayout.of(version: version, level: level)
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)  // byte mode
        bits.append(bytes.count, count: countBits(version: version))
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacity = layout.dataCodewords * 8
        bits.append(0, count: min(4, capacity - bits.count))  // the terminator
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var data = bits.bytes
        var pad: UInt8 = 0xEC
        while data.count < layout.dataCodewords {
            data.append(pad)
            pad ^= 0xEC ^ 0x11
        }
        return interleaved(data, layout)
    }

    /// Blocks in order, the short ones first; then a codeword from each block
    /// in turn, data first, then correction.
    private static func interleaved(_ data: [UInt8], _ layout: QRBlockLayout) -> [UInt8] {
        let divisor = ReedSolomon.divisor(degree: layout.eccPerBlock)
        var blocks: [(data: [UInt8], ecc: [UInt8])] = []
        var start = 0
        for index in 0..<layout.blockCount {
            let length = layout.shortData + (index < layout.shortBlocks ? 0 : 1)
            let block = Array(data[start..<start + length])
            blocks.append((block, ReedSolomon.remainder(of: block, divisor: divisor)))
            start += length
        }
        var result: [UInt8] = []
        for column in 0...layout.shortData {
            for block in blocks where column < block.data.count { result.append(block.data[column]) }
        }
        for column in 0..<layout.eccPerBlock {
            for block in blocks { result.append(block.ecc[column]) }
        }
        return result
    }
}
