import Foundation

/// Picks a game's questions out of questions.json without decoding all of
/// them: a hundred thousand questions of your own must not make a ten-question
/// game wait.
///
/// One pass over the file, a chunk at a time, finds where each question's
/// JSON object lies, and keeps that in `questions.json.index` until the file
/// changes; only the questions the order visits are decoded, until enough
/// match. Memory stays at a chunk plus two integers per question.
struct QuestionBankSampler {
    let url: URL

    var indexURL: URL { url.appendingPathExtension("index") }

    /// The byte ranges of the objects in the file's `"questions"` array, or
    /// nil when the file is missing or not shaped `{"questions":[{…},…]}`.
    func questionRanges() throws -> [Range<Int>]? {
        guard let file = try? OpenFile.existing(url.path), let stamp = try? FileStamp(file) else { return nil }
        if let cached = QuestionBankIndex.read(from: indexURL, matching: stamp) { return cached }
        guard let ranges = try scan(file) else { return nil }
        QuestionBankIndex.write(ranges, stamp: stamp, to: indexURL)
        return ranges
    }

    private func scan(_ file: OpenFile) throws -> [Range<Int>]? {
        var scanner = ArrayElementScanner()
        var offset = 0
        while true {
            let chunk = try file.read(at: offset, count: 1 << 20)
            guard scanner.scan(chunk, at: offset) else { return nil }
            offset += chunk.count
            if chunk.count < 1 << 20 { break }
        }
        return scanner.isComplete ? scanner.ranges : nil
    }

    /// Up to `count` questions that `shape` accepts, visiting the bank in file
    /// order (sequential) or in a random order drawn from `seed`; nil when the
    /// file cannot be sampled, so the caller can load it whole instead.
    func pick(count: Int, order: OrderKind, seed: UInt64?, shape: (CustomQuestion) -> Question?) throws -> [Question]? {
        guard let ranges = try questionRanges(), let file = try? OpenFile.existing(url.path) else { return nil }
        var visiting = Array(ranges.indices)
        var random = SplitMix64(seed: seed ?? UInt64.random(in: .min ... .max))
        let decoder = JSONCoding.decoder()
        var picked: [Question] = []
        for position in visiting.indices where picked.count < count {
            if order == .random {
                // A lazy Fisher–Yates shuffle: only the visited part is drawn.
                visiting.swapAt(position, Int.random(in: position..<visiting.count, using: &random))
            }
            let range = ranges[visiting[position]]
            let bytes = Data(try file.read(at: range.lowerBound, count: range.count))
            guard let question = try? decoder.decode(CustomQuestion.self, from: bytes) else {
                // A stale index (a file changed within the clock's resolution) or a damaged file.
                try? FileManager.default.removeItem(at: indexURL)
                return nil
            }
            if let shaped = shape(question) { picked.append(shaped) }
        }
        return picked
    }
}

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

    /// Feeds the bytes at file offset `offset`; false when the shape is not the expected one.
    mutating func scan(_ bytes: [UInt8], at offset: Int) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
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
