/// Reed–Solomon error correction over GF(2⁸) with the QR code's polynomial
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D) and generator roots 2⁰, 2¹, ….
enum ReedSolomon {
    /// The generator polynomial of `degree`, highest coefficient (always 1) left out.
    static func divisor(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree)
        result[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                result[index] = multiply(result[index], root)
                if index + 1 < degree { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 2)
        }
        return result
    }

    /// The error-correction codewords of `data`: its remainder by `divisor`.
    static func remainder(of data: [UInt8], divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= multiply(divisor[index], factor) }
        }
        return result
    }

    /// The product in GF(2⁸), bit by bit (a few hundred codewords: no table needed).
    static func multiply(_ left: UInt8, _ right: UInt8) -> UInt8 {
        var product = 0
        for bit in (0..<8).reversed() {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= Int((right >> UInt8(bit)) & 1) * Int(left)
        }
        return UInt8(product)
    }
}
