import FoundationEssentials

extension UUID {
    private static let hexDigits: StaticString = "0123456789ABCDEF"

    /// Appends `uuidString`'s text (upper-case hex, dashed 8-4-4-4-12)
    /// without making the string: Foundation formats it with `snprintf`, a
    /// twentieth of the time of importing a hundred thousand questions.
    /// The 36 bytes are made on the stack and appended at once.
    func appendText(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: uuid) { raw in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
                Self.hexDigits.withUTF8Buffer { digits in
                    var at = 0
                    for index in 0..<16 {
                        if index == 4 || index == 6 || index == 8 || index == 10 {
                            text[at] = UInt8(ascii: "-")
                            at += 1
                        }
                        text[at] = digits[Int(raw[index] >> 4)]
                        text[at + 1] = digits[Int(raw[index] & 0x0F)]
                        at += 2
                    }
                }
                bytes.append(contentsOf: text)
            }
        }
    }
}
