import FoundationEssentials

/// Writes saved questions as the bank stores them, one compact JSON object
/// each (`JSONEncoder().encode(question)`: keys in declaration order,
/// absent optionals left out), straight into the caller's bytes.
///
/// An import writes a hundred thousand questions made at one moment from
/// one pack: their common end, `},"createdAt":"…","pack":"…"}`, is made
/// once and copied, where formatting the date for each took a fifth of
/// the time of writing them.
struct QuestionLineWriter {
    private var tailDate: Date?
    private var tailPack: String?
    private var tail: [UInt8] = []

    mutating func append(_ question: CustomQuestion, to bytes: inout [UInt8]) {
        Self.append(#"{"id":""#, to: &bytes)
        question.id.appendText(to: &bytes)
        Self.append(#"","entry":{"text":"#, to: &bytes)
        let entry = question.entry
        JSONTextWriter.append(string: entry.text, to: &bytes)
        Self.append(#","correct":"#, to: &bytes)
        JSONTextWriter.append(string: entry.correct, to: &bytes)
        Self.append(#","incorrect":["#, to: &bytes)
        for (index, option) in entry.incorrect.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONTextWriter.append(string: option, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        if let category = entry.category {
            Self.append(#","category":"#, to: &bytes)
            JSONTextWriter.append(string: category, to: &bytes)
        }
        switch entry.difficulty {
        case .easy: Self.append(#","difficulty":"easy""#, to: &bytes)
        case .medium: Self.append(#","difficulty":"medium""#, to: &bytes)
        case .hard: Self.append(#","difficulty":"hard""#, to: &bytes)
        case nil: break
        }
        if tail.isEmpty || tailDate != question.createdAt || tailPack != question.pack {
            tail = Self.tail(createdAt: question.createdAt, pack: question.pack)
            tailDate = question.createdAt
            tailPack = question.pack
        }
        bytes += tail
    }

    /// What follows the entry: its close, the date and the pack.
    private static func tail(createdAt: Date, pack: String?) -> [UInt8] {
        var bytes: [UInt8] = []
        append(#"},"createdAt":"#, to: &bytes)
        JSONTextWriter.append(date: createdAt, to: &bytes)
        if let pack {
            append(#","pack":"#, to: &bytes)
            JSONTextWriter.append(string: pack, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
