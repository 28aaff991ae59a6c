import Foundation

/// A history line's `history --json` element (a `GameSummary`), cut from
/// the line's own bytes instead of decoding the game and encoding it again.
///
/// Only lines in the exact form quizctl writes take this path: every summary
/// field present once, of the right type, in canonical form (upper-case id,
/// `2026-11-22T04:18:00Z` dates, plain integers, strings without escapes).
/// Their bytes are then exactly what encoding the decoded values would give.
/// Anything else, a line edited by hand for instance, is left to the decoder;
/// either way `GameSummaryJSON` writes the element, so the output never
/// depends on which path a line took. The answers are checked to be
/// well-formed JSON, not decoded.
enum GameSummaryLine {
    enum Scan: Equatable {
        /// The element, pretty-printed and indented to sit in the array.
        case summary([UInt8])
        /// A game of another mode than the one asked for.
        case otherMode
        /// Not in quizctl's own form: decode it to know.
        case needsDecoding
        /// Not one JSON object (torn by a crash, or garbage): skipped, as
        /// decoding would skip it.
        case unreadable
    }

    private typealias Field = GameSummaryJSON.Field
    private static let answersKey = Array("answers".utf8)

    static func scan(_ line: Data, mode: ModeKind?) -> Scan {
        line.withUnsafeBytes { bytes in
            guard let members = JSONLineScanner.members(of: bytes) else { return .unreadable }
            var values = [Range<Int>?](repeating: nil, count: Field.allCases.count)
            var answers: Range<Int>?
            for member in members {
                let key = bytes[member.key]
                if key.contains(UInt8(ascii: "\\")) { return .needsDecoding }
                if key.elementsEqual(answersKey) {
                    if answers != nil { return .needsDecoding }
                    answers = member.value
                    continue
                }
                guard let field = Field.allCases.first(where: { $0.name.elementsEqual(key) }) else { continue }
                if values[field.rawValue] != nil { return .needsDecoding }
                values[field.rawValue] = member.value
            }
            guard let answers, bytes[answers.lowerBound] == UInt8(ascii: "["),
                let game = CanonicalFields(bytes: bytes, values: values)
            else { return .needsDecoding }
            if let mode, game.mode != mode { return .otherMode }
            return .summary(game.printed())
        }
    }

    /// The summary fields of one line, each checked to be in canonical form.
    private struct CanonicalFields {
        let bytes: UnsafeRawBufferPointer
        let values: [Range<Int>?]
        let mode: ModeKind

        init?(bytes: UnsafeRawBufferPointer, values: [Range<Int>?]) {
            self.bytes = bytes
            self.values = values
            func text(_ field: Field) -> String? {
                guard let range = values[field.rawValue] else { return nil }
                return Self.plainString(bytes[range])
            }
            guard let id = text(.id), UUID(uuidString: id)?.uuidString == id,
                let mode = text(.mode).flatMap(ModeKind.init(rawValue:)),
                text(.source) != nil,
                text(.outcome).flatMap(Outcome.init(rawValue:)) != nil,
                [Field.startedAt, .finishedAt].allSatisfy({ text($0).map(Self.isCanonicalDate) ?? false }),
                [Field.correct, .total, .prize].allSatisfy({ values[$0.rawValue].map { Self.isPlainInteger(bytes[$0]) } ?? false }),
                values[Field.daily.rawValue].map({ bytes[$0].elementsEqual("null".utf8) || text(.daily) != nil }) ?? true
            else { return nil }
            self.mode = mode
        }

        /// The element, each field's bytes copied from the line; a `null` daily is left out.
        func printed() -> [UInt8] {
            GameSummaryJSON.element { field in
                values[field.rawValue].flatMap { range in
                    field == .daily && bytes[range].elementsEqual("null".utf8) ? nil : bytes[range]
                }
            }
        }

        /// The contents of a JSON string without escapes, as valid UTF-8.
        private static func plainString(_ value: Slice<UnsafeRawBufferPointer>) -> String? {
            guard value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") else { return nil }
            let contents = value.dropFirst().dropLast()
            guard !contents.contains(UInt8(ascii: "\\")) else { return nil }
            return String(validating: contents, as: UTF8.self)
        }

        /// An integer as JSONEncoder writes one: no fraction, no exponent, no
        /// `-0`, fits in Int.
        private static func isPlainInteger(_ value: Slice<UnsafeRawBufferPointer>) -> Bool {
            let digits = value.first == UInt8(ascii: "-") ? value.dropFirst() : value[...]
            return (1...18).contains(digits.count) && digits.allSatisfy(JSONLineScanner.isDigit)
                && !value.elementsEqual("-0".utf8)
        }

        /// `2026-11-22T04:18:00Z`, the only form `JSONCoding` writes.
        private static func isCanonicalDate(_ text: String) -> Bool {
            let characters = Array(text.utf8)
            guard characters.count == 20 else { return false }
            let layout = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
            for (character, expected) in zip(characters, layout) {
                let fits = expected == UInt8(ascii: "d") ? JSONLineScanner.isDigit(character) : character == expected
                guard fits else { return false }
            }
            func number(_ range: Range<Int>) -> Int { Int(String(decoding: characters[range], as: UTF8.self))! }
            return (1...12).contains(number(5..<7)) && (1...31).contains(number(8..<10))
                && number(11..<13) < 24 && number(14..<16) < 60 && number(17..<19) < 60
        }
    }
}
