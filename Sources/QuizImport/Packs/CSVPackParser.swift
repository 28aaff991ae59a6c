import FoundationEssentials
import QuizPlatform

/// Reads CSV packs: `text,correct,incorrect1,incorrect2,incorrect3,category,difficulty`
/// without a header, or with a header row naming the columns in quizctl's
/// layout or another tool's (`CSVHeaderLayout`); empty trailing columns may
/// be left out.
enum CSVPackParser {
    static let columns = ["text", "correct", "incorrect1", "incorrect2", "incorrect3", "category", "difficulty"]

    static func parse(_ text: String) -> ParsedPack {
        var pack = ParsedPack()
        var records = CSVRecords.split(text)
        var layout: CSVHeaderLayout?
        if let first = records.first, first.problem == nil {
            if first.fields.count < 3, first.fields.contains(where: { $0.contains(";") }) {
                // A spreadsheet set to a language with decimal commas saves CSV with semicolons.
                pack.fail(first.line, Strings.importCSVSemicolons)
                return pack
            }
            if CSVHeaderLayout.isQuizctlHeader(first.fields) {
                records.removeFirst()
            } else if CSVHeaderLayout.isHeader(first.fields) {
                switch CSVHeaderLayout.layout(of: first.fields) {
                case .success(let named): layout = named
                case .failure(let problem):
                    pack.fail(first.line, problem.reason)
                    return pack
                }
                records.removeFirst()
            }
        }
        for record in records {
            if let problem = record.problem {
                pack.fail(record.line, problem)
                continue
            }
            switch layout?.entry(from: record.fields) ?? entry(from: record.fields) {
            case .success(let entry): pack.entries.append(ParsedEntry(line: record.line, entry: entry))
            case .failure(let problem): pack.fail(record.line, problem.reason)
            }
        }
        return pack
    }

    private static func entry(from fields: [String]) -> Result<PackEntry, EntryProblem> {
        guard fields.count >= 3 else { return .failure(EntryProblem(reason: Strings.importCSVTooFewColumns(fields.count))) }
        guard fields.count <= columns.count else { return .failure(EntryProblem(reason: Strings.importCSVTooManyColumns(fields.count))) }
        let padded = fields + Array(repeating: "", count: columns.count - fields.count)
        switch padded[6].packDifficulty() {
        case .failure(let problem):
            return .failure(EntryProblem(reason: problem.reason))
        case .success(let difficulty):
            return .success(
                PackEntry(
                    text: padded[0], correct: padded[1], incorrect: Array(padded[2...4]),
                    category: padded[5].nonBlank, difficulty: difficulty
                ))
        }
    }
}
