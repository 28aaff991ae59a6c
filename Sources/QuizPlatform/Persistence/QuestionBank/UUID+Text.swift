import Foundation

extension UUID {
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends `uuidString`'s text (upper-case hex, dashed 8-4-4-4-12)
    /// without making the string: Foundation formats it with `snprintf`, a
    /// twentieth of the time of importing a hundred thousand questions.
    func appendText(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: uuid) { raw in
            for (index, byte) in raw.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            }
        }
    }
}
