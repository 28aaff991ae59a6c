import QuizPlatform

/// Reads Moodle's GIFT format, which teachers write by hand:
///
///     // A comment.
///     $CATEGORY: Geography/Capitals
///     ::Q1:: What is the capital of France? {=Paris ~Lyon ~Nice #Not Nice. ####Since 987.}
///     The Sun is a star. {T}
///     Two plus two is {=four =4}.
///
/// Questions are separated by blank lines. `=` marks the right answer and
/// `~` a wrong one (`~%100%` is right too), `#` begins an answer's feedback
/// and `####` the general feedback, which becomes the explanation; `\~ \= \#
/// \{ \} \:` are the characters themselves. Text after the braces makes a
/// missing-word question ("… ___ …"). `{T}`/`{F}` are true/false; answers
/// all marked `=` are a short answer, offered beside three answers of the
/// file's other short-answer questions. Matching (`->`), numerical (`{#…}`)
/// and essay (`{}`) questions are skipped and counted.
enum GIFTPackParser {
    static func parse(_ text: String) -> ParsedPack {
        var pack = ParsedPack()
        var category: String?
        var shortAnswers: [(line: Int, entry: PackEntry)] = []
        for block in blocks(of: text) {
            if block.text.hasPrefix("$CATEGORY:") {
                let path = block.text.dropFirst("$CATEGORY:".count)
                category = path.split(separator: "/").last.map { String($0).trimmingSpaces() }.flatMap { $0.isEmpty ? nil : $0 }
                continue
            }
            do throws(EntryProblem) {
                switch try question(block.text, category: category) {
                case .playable(let entry): pack.add(entry, at: block.line)
                case .shortAnswer(let entry): shortAnswers.append((block.line, entry))
                case .unplayable(let kind): pack.skip(kind)
                case .description: break
                }
            } catch {
                pack.fail(block.line, error.reason)
            }
        }
        ShortAnswers.offer(shortAnswers, into: &pack)
        return pack
    }

    private enum Item {
        case playable(PackEntry)
        case shortAnswer(PackEntry)
        case unplayable(UnplayableKind)
        /// Text without answers: Moodle shows it as a description, not a question.
        case description
    }

    /// A character of the block, and whether a backslash made it literal.
    private struct Mark {
        var character: Character
        var escaped: Bool

        func `is`(_ special: Character) -> Bool { !escaped && character == special }
    }

    // MARK: Blocks

    /// The questions' texts, comments left out, each with its first line;
    /// a blank line inside open braces does not end a question.
    private static func blocks(of text: String) -> [(line: Int, text: String)] {
        var blocks: [(line: Int, text: String)] = []
        var current: [String] = []
        var start = 0
        var depth = 0
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            let trimmed = line.trimmingSpaces()
            if trimmed.hasPrefix("//") { continue }
            if trimmed.isEmpty, depth == 0 {
                if !current.isEmpty { blocks.append((start, current.joined(separator: "\n"))) }
                current = []
                continue
            }
            if current.isEmpty { start = index + 1 }
            // A category line stands alone even without a blank line after it.
            if trimmed.hasPrefix("$CATEGORY:"), depth == 0 {
                if !current.isEmpty { blocks.append((start, current.joined(separator: "\n"))) }
                blocks.append((index + 1, trimmed))
                current = []
                continue
            }
            current.append(line)
            for mark in marks(line) {
                if mark.is("{") { depth += 1 } else if mark.is("}") { depth = max(0, depth - 1) }
            }
        }
        if !current.isEmpty { blocks.append((start, current.joined(separator: "\n"))) }
        return blocks
    }

    private static func marks(_ text: String) -> [Mark] {
        var marks: [Mark] = []
        var escaping = false
        for character in text {
            if escaping {
                marks.append(Mark(character: character == "n" ? "\n" : character, escaped: true))
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                marks.append(Mark(character: character, escaped: false))
            }
        }
        if escaping { marks.append(Mark(character: "\\", escaped: true)) }
        return marks
    }

    // MARK: One question

    private static func question(_ block: String, category: String?) throws(EntryProblem) -> Item {
        var marks = marks(block)
        // ::title::
        if marks.count >= 2, marks[0].is(":"), marks[1].is(":") {
            var end = 2
            while end + 1 < marks.count, !(marks[end].is(":") && marks[end + 1].is(":")) { end += 1 }
            if end + 1 < marks.count { marks.removeFirst(end + 2) }
        }
        guard let open = marks.firstIndex(where: { $0.is("{") }) else { return .description }
        guard let close = marks[open...].firstIndex(where: { $0.is("}") }) else {
            throw EntryProblem(reason: Strings.importGIFTUnclosedBrace)
        }
        var (before, isHTML) = formatted(text(of: marks[..<open]))
        let after = text(of: marks[(close + 1)...]).trimmingSpaces()
        if !after.isEmpty { before += " ___" + (after.first.map { $0.isPunctuation } == true ? "" : " ") + after }
        let questionText = isHTML ? HTMLTextReducer.reduce(html: before).text.replacing("\n", with: " ") : before
        let answers = Array(marks[(open + 1)..<close])
        let body = text(of: answers[...]).trimmingSpaces()
        if body.isEmpty { return .unplayable(.essay) }
        if body.hasPrefix("#") { return .unplayable(.numerical) }
        let (options, general) = parseAnswers(answers)
        if let truth = trueFalse(options) {
            let explanation = general ?? options.first?.feedback
            return .playable(
                PackEntry(
                    text: questionText, correct: truth ? "True" : "False", incorrect: [truth ? "False" : "True"], category: category,
                    explanation: explanation))
        }
        if options.contains(where: { $0.text.contains("->") }) { return .unplayable(.matching) }
        guard options.allSatisfy({ !$0.text.isEmpty }) else { throw EntryProblem(reason: Strings.importGIFTEmptyAnswer) }
        if options.count(where: \.isPartlyRight) > 1 { return .unplayable(.multipleAnswers) }
        let right = options.filter(\.isRight)
        let wrong = options.filter { !$0.isRight }
        let explanation = general ?? right.first?.feedback
        if wrong.isEmpty, let first = right.first {
            return .shortAnswer(
                PackEntry(text: questionText, correct: first.text, incorrect: [], category: category, explanation: explanation))
        }
        guard right.count <= 1 else { return .unplayable(.multipleAnswers) }
        guard let answer = right.first else { throw EntryProblem(reason: Strings.importGIFTNoRightAnswer) }
        return .playable(
            PackEntry(text: questionText, correct: answer.text, incorrect: wrong.map(\.text), category: category, explanation: explanation))
    }

    private struct Answer {
        var text: String
        var isRight: Bool
        var feedback: String?
        /// Partial credit (`~%50%`): part of a question with several right answers.
        var isPartlyRight = false
        /// Marked `=` (a short answer's answers all are), whatever its weight.
        var isMarkedRight = false
    }

    /// The answers between the braces, and the general feedback after `####`.
    private static func parseAnswers(_ marks: [Mark]) -> (answers: [Answer], general: String?) {
        var answers: [Answer] = []
        var general: String?
        var index = 0
        // Text before the first = or ~ is a true/false keyword, if anything.
        var current: (marker: Character, text: [Mark], feedback: [Mark]?)? = nil
        var leading: [Mark] = []
        func close() {
            guard let item = current else { return }
            var text = Self.text(of: item.text[...]).trimmingSpaces()
            var isRight = item.marker == "="
            var isPartlyRight = false
            // ~%100% is right; another positive weight is partial credit, not the answer.
            if text.hasPrefix("%"), let end = text.dropFirst().firstIndex(of: "%") {
                let weight = Double(text[text.index(after: text.startIndex)..<end]) ?? 0
                isRight = weight >= 99.9
                isPartlyRight = weight > 0 && !isRight
                text = String(text[text.index(after: end)...]).trimmingSpaces()
            }
            let feedback = item.feedback.map { Self.text(of: $0[...]).trimmingSpaces() }.flatMap { $0.isEmpty ? nil : $0 }
            answers.append(
                Answer(text: text, isRight: isRight, feedback: feedback, isPartlyRight: isPartlyRight, isMarkedRight: item.marker == "="))
            current = nil
        }
        while index < marks.count {
            let mark = marks[index]
            if (0..<4).allSatisfy({ index + $0 < marks.count && marks[index + $0].is("#") }) {
                close()
                general = text(of: marks[(index + 4)...]).trimmingSpaces()
                break
            }
            if mark.is("=") || mark.is("~") {
                close()
                current = (mark.character, [], nil)
            } else if mark.is("#"), current != nil, current?.feedback == nil {
                current?.feedback = []
            } else if current?.feedback != nil {
                current?.feedback?.append(mark)
            } else if current != nil {
                current?.text.append(mark)
            } else {
                leading.append(mark)
            }
            index += 1
        }
        close()
        if answers.isEmpty {
            // {T#feedback} or {FALSE}: the keyword, with its feedback after #.
            let keyword = text(of: leading[...])
            let parts = keyword.split(separator: "#", maxSplits: 1)
            answers.append(
                Answer(
                    text: parts.first.map { String($0).trimmingSpaces() } ?? "", isRight: true,
                    feedback: parts.count > 1 ? String(parts[1]).trimmingSpaces() : nil))
        }
        return (answers, general.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// {T}, {TRUE}, {F} or {FALSE}: whether the statement is true.
    private static func trueFalse(_ answers: [Answer]) -> Bool? {
        guard answers.count == 1 else { return nil }
        switch answers[0].text.uppercased() {
        case "T", "TRUE": return true
        case "F", "FALSE": return false
        default: return nil
        }
    }

    /// The text a run of marks spells.
    private static func text(of marks: ArraySlice<Mark>) -> String { String(marks.map(\.character)) }

    /// The text without its `[html]`, `[plain]`, `[moodle]` or `[markdown]` tag, and whether it is HTML.
    private static func formatted(_ text: String) -> (String, Bool) {
        let trimmed = text.trimmingSpaces()
        for tag in ["[html]", "[plain]", "[moodle]", "[markdown]"] where trimmed.lowercased().hasPrefix(tag) {
            return (String(trimmed.dropFirst(tag.count)).trimmingSpaces(), tag == "[html]")
        }
        return (trimmed, false)
    }
}
