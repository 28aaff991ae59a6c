import Foundation

extension JSONByteCursor {
    /// A UUID string as `UUID(uuidString:)` reads it, JSONDecoder's rule.
    /// The form quizctl writes (36 characters, hyphens at 8, 13, 18 and 23)
    /// is read here, because Foundation's parser is slow on Linux.
    mutating func uuid() -> UUID? {
        let start = valueStart()
        guard let text = plainString(), text.count == 36 else {
            rewind(to: start)
            return string().flatMap(UUID.init(uuidString:))
        }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &uuid) { output -> Bool in
            var index = text.lowerBound
            for byte in 0..<16 {
                if index - text.lowerBound == 8 || index - text.lowerBound == 13 || index - text.lowerBound == 18
                    || index - text.lowerBound == 23
                {
                    guard self[index] == UInt8(ascii: "-") else { return false }
                    index += 1
                }
                guard let high = Self.hexValue(self[index]), let low = Self.hexValue(self[index + 1]) else { return false }
                output[byte] = high << 4 | low
                index += 2
            }
            return true
        }
        return parsed ? UUID(uuid: uuid) : nil
    }

    /// The value of one hex digit, either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
