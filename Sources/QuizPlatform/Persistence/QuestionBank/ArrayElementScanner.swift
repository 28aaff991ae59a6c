import FoundationEssentials

/// Finds the objects of the array that is the value of a top-level JSON
/// object (`{"questions":[{…},{…}]}`), fed a chunk at a time. It tracks only
/// nesting and strings (decoding stays the decoder's job), in one tight pass:
/// this runs over every byte of a bank of a hundred thousand questions.
struct ArrayElementScanner {
    private(set) var ranges: [Range<Int>] = []
    /// The open containers, "{" or "[", outermost first.
    private var containers: [UInt8] = []
    private var inString = false
    private var escaped = false
    private var elementStart = 0
    private var sawRoot = false

    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    private static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")

    /// The whole root object was seen and closed.
    var isComplete: Bool { sawRoot && containers.isEmpty }

    /// Forgets the ranges found so far (the caller has taken them).
    mutating func forgetRanges() { ranges.removeAll(keepingCapacity: true) }

    /// Where the element being read started, if one is open: its bytes must be kept until it closes.
    var openElementStart: Int? { containers.count > 2 ? elementStart : nil }

    /// Feeds the bytes at file offset `offset`; false when the shape is not the expected one.
    mutating func scan(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var index = 0
            while index < buffer.count {
                // Runs of plain ASCII inside a string, eight bytes at a time.
                if inString, !escaped {
                    let end = JSONByteCursor.endOfPlainASCII(raw, from: index)
                    if end > index {
                        index = end
                        continue
                    }
                }
                let byte = buffer[index]
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == Self.backslash {
                        escaped = true
                    } else if byte == Self.quote {
                        inString = false
                    }
                } else if byte == Self.quote {
                    inString = true
                } else if byte == Self.openBrace || byte == Self.openBracket {
                    guard open(byte, at: offset + index) else { return false }
                } else if byte == Self.closeBrace || byte == Self.closeBracket {
                    guard close(byte, at: offset + index) else { return false }
                }
                index += 1
            }
            return true
        }
    }

    private mutating func open(_ byte: UInt8, at position: Int) -> Bool {
        switch containers.count {
        case 0:
            guard byte == Self.openBrace, !sawRoot else { return false }
            sawRoot = true
        case 1:
            guard byte == Self.openBracket else { return false }
        case 2:
            guard byte == Self.openBrace, containers[1] == Self.openBracket else { return false }
            elementStart = position
        default:
            break
        }
        containers.append(byte)
        return true
    }

    private mutating func close(_ byte: UInt8, at position: Int) -> Bool {
        guard let open = containers.popLast(), (open == Self.openBrace) == (byte == Self.closeBrace) else { return false }
        if containers.count == 2 { ranges.append(elementStart..<(position + 1)) }
        return true
    }
}
