import FoundationEssentials
import QuizPlatform

extension JSONByteCursor {
    /// A UUID string as `UUID(uuidString:)` reads it, JSONDecoder's rule.
    /// The form quizctl writes (36 characters, hyphens at 8, 13, 18 and 23)
    /// is read here, because Foundation's parser is slow on Linux.
    mutating func uuid() -> UUID? {
        let value = valueStart()
        guard let text = plainString(), text.count == 36 else {
            rewind(to: value)
            return string().flatMap(UUID.init(uuidString:))
        }
        let start = text.lowerBound
        guard self[start + 8] == UInt8(ascii: "-"), self[start + 13] == UInt8(ascii: "-"),
            self[start + 18] == UInt8(ascii: "-"), self[start + 23] == UInt8(ascii: "-")
        else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &uuid) { output -> Bool in
            for byte in 0..<16 {
                // Two digits a byte, skipping the hyphen after bytes 4, 6, 8 and 10.
                let hyphens = (byte >= 4 ? 1 : 0) + (byte >= 6 ? 1 : 0) + (byte >= 8 ? 1 : 0) + (byte >= 10 ? 1 : 0)
                let index = start + 2 * byte + hyphens
                guard let high = Self.hexValue(self[index]), let low = Self.hexValue(self[index + 1]) else { return false }
                output[byte] = high << 4 | low
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
