import FoundationEssentials
import QuizPlatform

/// Reads Moodle's Aiken format:
///
///     What is the capital of France?
///     A. Berlin
///     B) Paris
///     ANSWER: B
///
/// The question may run over several lines; blank lines separate questions.
/// As in Moodle, the letter's `.` or `)` may be followed by a space, a tab,
/// a no-break space or nothing, and lines may end in LF, CRLF or CR alone.
/// Aiken allows any number of options, quizctl's questions at most four: a
/// fifth is refused at its own line, saying so.
enum AikenPackParser {
    static let maximumOptions = 4

    static func parse(_ text: String) -> ParsedPack {
        var reader = Reader()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            reader.read(line.trimmingSpaces(), at: index + 1)
        }
        reader.finish()
        return reader.pack
    }

    /// The question being read.
    private struct Block {
        var line: Int
        var text: [String]
        var options: [String] = []
        /// The line of the first option past the most quizctl plays, if there is one.
        var extraOptionLine: Int?
        /// A problem was reported; the rest of the block is read but not kept.
        var failed = false
    }

    private struct Reader {
        var pack = ParsedPack()
        var block: Block?

        mutating func read(_ line: String, at number: Int) {
            // Taken out of `block` while it changes: a copy left behind would make
            // every append copy the block's lines, quadratic in a long question.
            guard var current = block.take() else {
                if answerLetter(line) != nil {
                    // After a question's ANSWER line, or at the start: no question is waiting for it.
                    pack.fail(number, Strings.importAikenAnswerWithoutQuestion)
                } else if !line.isEmpty {
                    block = Block(line: number, text: [line])
                }
                return
            }
            // "A. …" then "B. …" with nothing before them: options with no question, not a question starting "A.".
            if current.options.isEmpty, current.text.count == 1, !current.failed, let (first, _) = optionLine(current.text[0]),
                first == "A", let (second, _) = optionLine(line), second == "B"
            {
                pack.fail(current.line, Strings.importAikenOptionsWithoutQuestion)
                current.failed = true
            }
            if line.isEmpty {
                finish(current)
            } else if let written = answerLetter(line) {
                answer(written, at: number, in: current)
            } else if let (letter, option) = optionLine(line) {
                // Past Z the letters cannot go on; the option count is reported at ANSWER.
                let expected = Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(min(current.options.count, 25))))
                if letter != expected, current.options.count < 26, !current.failed {
                    pack.fail(number, Strings.importAikenOptionOrder(found: letter, expected: expected))
                    current.failed = true
                }
                if option.isEmpty, !current.failed {
                    pack.fail(number, Strings.importAikenEmptyOption(letter))
                    current.failed = true
                }
                if current.options.count == AikenPackParser.maximumOptions { current.extraOptionLine = number }
                current.options.append(option)
                block = current
            } else if current.options.isEmpty {
                current.text.append(line)
                block = current
            } else {
                // Text after the options: the ANSWER line is missing and a new question begins.
                finish(current)
                block = Block(line: number, text: [line])
            }
        }

        /// Ends the question being read at the end of the file.
        mutating func finish() {
            if let current = block.take() { finish(current) }
        }

        /// Ends a block at a blank line or the end of the file: it never got its ANSWER line.
        private mutating func finish(_ current: Block) {
            guard !current.failed else { return }
            pack.fail(current.line, current.options.isEmpty ? Strings.importAikenNoOptions : Strings.importAikenNoAnswer)
        }

        private mutating func answer(_ written: String, at number: Int, in block: Block) {
            guard !block.failed else { return }
            guard !block.options.isEmpty else {
                pack.fail(block.line, Strings.importAikenNoOptions)
                return
            }
            guard block.options.count <= AikenPackParser.maximumOptions else {
                pack.fail(
                    block.extraOptionLine ?? block.line,
                    Strings.importAikenTooManyOptions(block.options.count, limit: AikenPackParser.maximumOptions))
                return
            }
            let letters = block.options.indices.map { String(UnicodeScalar(UInt8(ascii: "A") + UInt8($0))) }
            guard let index = letters.firstIndex(of: written.uppercased()) else {
                pack.fail(number, Strings.importAikenAnswerNotAnOption(written.terminalSafe.clipped(), last: letters.last!))
                return
            }
            var wrong = block.options
            let right = wrong.remove(at: index)
            pack.entries.append(
                ParsedEntry(line: block.line, entry: PackEntry(text: block.text.joined(separator: " "), correct: right, incorrect: wrong)))
        }

        /// `ANSWER: B` (any case, spaces optional) → "B": whatever follows the
        /// colon, as written, so a message quotes the file and not a changed copy.
        private func answerLetter(_ line: String) -> String? {
            // Only the first six characters are compared: upper-casing every whole line costs a copy of the file.
            guard line.prefix(6).uppercased() == "ANSWER" else { return nil }
            let rest = line.dropFirst("ANSWER".count).trimmingSpaces()
            guard rest.hasPrefix(":") else { return nil }
            return rest.dropFirst().trimmingSpaces()
        }

        /// `A. text`, `A) text`, `A)<tab>text`, `A.<no-break space>text` or `A)text` → ("A", "text").
        private func optionLine(_ line: String) -> (Character, String)? {
            let characters = Array(line.prefix(2))
            guard characters.count == 2, let letter = characters.first, letter.isASCII, letter.isUppercase,
                characters[1] == "." || characters[1] == ")"
            else { return nil }
            return (letter, line.dropFirst(2).trimmingSpaces())
        }
    }
}
