import QuizPlatform

/// Reads Moodle's XML question format, its default export of a question bank:
///
///     <quiz>
///       <question type="category"><category><text>$course$/top/Geography</text></category></question>
///       <question type="multichoice">
///         <questiontext format="html"><text><![CDATA[<p>Capital of France?</p>]]></text></questiontext>
///         <generalfeedback><text>Paris has been the capital since 987.</text></generalfeedback>
///         <single>true</single>
///         <answer fraction="100"><text>Paris</text></answer>
///         <answer fraction="0"><text>Lyon</text></answer>
///       </question>
///     </quiz>
///
/// Multiple choice with one right answer (fraction 100), true/false and short
/// answer are read; a short answer is offered beside three answers of the
/// file's other short-answer questions. The category is the last part of
/// the most recent category's path; the general feedback is the explanation.
/// Matching, numerical, essay and the other types are skipped and counted.
enum MoodleXMLPackParser {
    static func parse(_ text: String) -> ParsedPack {
        var pack = ParsedPack()
        let root: XMLTree
        do throws(XMLTreeReader.Problem) {
            root = try XMLTreeReader.parse(text)
        } catch {
            pack.fail(error.line, error.reason)
            return pack
        }
        guard root.name == "quiz" else {
            pack.fail(root.line, Strings.importMoodleRootNotQuiz)
            return pack
        }
        var category: String?
        var shortAnswers: [(line: Int, entry: PackEntry)] = []
        for question in root.elements("question") {
            let type = question.attributes["type"] ?? "multichoice"
            switch type {
            case "category":
                let path = question.element("category")?.element("text")?.text ?? ""
                category = path.split(separator: "/").last.map { String($0).trimmingSpaces() }.flatMap { $0.isEmpty ? nil : $0 }
            case "multichoice" where hasSeveralRightAnswers(question):
                pack.skip(.multipleAnswers)
            case "multichoice", "truefalse", "shortanswer":
                do throws(EntryProblem) {
                    let entry = try self.entry(question, type: type, category: category)
                    if type == "shortanswer" {
                        shortAnswers.append((question.line, entry))
                    } else {
                        pack.add(entry, at: question.line)
                    }
                } catch {
                    pack.fail(question.line, error.reason)
                }
            case "matching", "ddmatch": pack.skip(.matching)
            case "numerical", "calculated", "calculatedsimple", "calculatedmulti": pack.skip(.numerical)
            case "essay": pack.skip(.essay)
            case "description": break
            default: pack.skip(.other(type))
            }
        }
        ShortAnswers.offer(shortAnswers, into: &pack)
        return pack
    }

    /// A question of one of the three types read, its options as written.
    private static func entry(_ question: XMLTree, type: String, category: String?) throws(EntryProblem) -> PackEntry {
        guard let textElement = question.element("questiontext"), let text = content(textElement), !text.isEmpty else {
            throw EntryProblem(reason: Strings.importMoodleNoText)
        }
        let explanation = question.element("generalfeedback").flatMap(content).flatMap { $0.isEmpty ? nil : $0 }
        let answers = question.elements("answer").map { (text: content($0) ?? "", right: fraction(of: $0) >= 99.9) }
        if type == "truefalse" {
            let right = answers.first { $0.right }?.text.lowercased()
            guard answers.count == 2, right == "true" || right == "false" else { throw EntryProblem(reason: Strings.importMoodleTrueFalse) }
            return PackEntry(
                text: text, correct: right == "true" ? "True" : "False", incorrect: [right == "true" ? "False" : "True"],
                category: category, explanation: explanation)
        }
        guard let right = answers.first(where: \.right) else { throw EntryProblem(reason: Strings.importMoodleNoRightAnswer) }
        let wrong = answers.filter { !$0.right }.map(\.text)
        guard type == "shortanswer" || !wrong.isEmpty else { throw EntryProblem(reason: Strings.importMoodleNoWrongAnswer) }
        return PackEntry(text: text, correct: right.text, incorrect: wrong, category: category, explanation: explanation)
    }

    /// `<single>false</single>` with credit shared by more than one answer: no mode plays it.
    private static func hasSeveralRightAnswers(_ question: XMLTree) -> Bool {
        question.element("single")?.text.trimmingSpaces() == "false"
            && question.elements("answer").count { fraction(of: $0) > 0 } > 1
    }

    private static func fraction(of answer: XMLTree) -> Double { Double(answer.attributes["fraction"] ?? "0") ?? 0 }

    /// An element's `<text>`, as plain text: HTML laid out (the default of
    /// Moodle's exports), other formats trimmed.
    private static func content(_ element: XMLTree) -> String? {
        guard let text = element.element("text")?.text else { return nil }
        switch element.attributes["format"] ?? "html" {
        case "html": return HTMLTextReducer.reduce(html: text).text.replacing("\n", with: " ")
        default: return text.trimmingSpaces()
        }
    }
}
