import Foundation

/// Picks a game's questions out of questions.json without decoding all of
/// them: a hundred thousand questions of your own must not make a ten-question
/// game wait.
///
/// One pass over the file, a chunk at a time, finds where each question's
/// JSON object lies; only the questions the order visits are decoded, until
/// enough match. Memory stays at a chunk plus two integers per question.
struct QuestionBankSampler {
    let url: URL

    /// The byte ranges of the objects in the file's `"questions"` array, or
    /// nil when the file is missing or not shaped `{"questions":[{…},…]}`.
    func questionRanges() throws -> [Range<Int>]? {
        guard let file = try? OpenFile.existing(url.path) else { return nil }
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
            guard let question = try? decoder.decode(CustomQuestion.self, from: bytes) else { return nil }
            if let shaped = shape(question) { picked.append(shaped) }
        }
        return picked
    }
}

/// Finds the objects of the array that is the value of a top-level JSON
/// object (`{"questions":[{…},{…}]}`), fed a chunk at a time. It tracks only
/// nesting and strings: decoding stays the decoder's job.
struct ArrayElementScanner {
    private(set) var ranges: [Range<Int>] = []
    private var containers: [UInt8] = []
    private var inString = false
    private var escaped = false
    private var elementStart = 0
    private var sawRoot = false

    /// The whole root object was seen and closed.
    var isComplete: Bool { sawRoot && containers.isEmpty }

    /// Feeds the bytes at file offset `offset`; false when the shape is not the expected one.
    mutating func scan(_ bytes: [UInt8], at offset: Int) -> Bool {
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if containers.isEmpty {
                    guard byte == UInt8(ascii: "{"), !sawRoot else { return false }
                    sawRoot = true
                }
                if containers.count == 1 && byte != UInt8(ascii: "[") { return false }
                if containers == [UInt8(ascii: "{"), UInt8(ascii: "[")] {
                    guard byte == UInt8(ascii: "{") else { return false }
                    elementStart = offset + index
                }
                containers.append(byte)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let open = containers.popLast(), (open == UInt8(ascii: "{")) == (byte == UInt8(ascii: "}")) else { return false }
                if containers == [UInt8(ascii: "{"), UInt8(ascii: "[")] { ranges.append(elementStart..<(offset + index + 1)) }
            default: continue
            }
        }
        return true
    }
}
