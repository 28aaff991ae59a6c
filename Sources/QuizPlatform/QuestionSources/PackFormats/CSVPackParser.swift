import Foundation

/// Reads CSV packs: `text,correct,incorrect1,incorrect2,incorrect3,category,difficulty`,
/// with or without that header; empty trailing columns may be left out.
enum CSVPackParser {
    static let columns = ["text", "correct", "incorrect1", "incorrect2", "incorrect3", "category", "difficulty"]

    static func parse(_ text: String) -> ParsedPack {
        var pack = ParsedPack()
        var records = CSVRecords.split(text)
        if let first = records.first, isHeader(first.fields) { records.removeFirst() }
        for record in records {
            if let problem = record.problem {
                pack.fail(record.line, problem)
                continue
            }
            switch entry(from: record.fields) {
            case .success(let entry): pack.entries.append(ParsedEntry(line: record.line, entry: entry))
            case .failure(let problem): pack.fail(record.line, problem.reason)
            }
        }
        return pack
    }

    /// The first record is a header when it starts with the column names.
    private static func isHeader(_ fields: [String]) -> Bool {
        let names = fields.prefix(2).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return names == ["text", "correct"]
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
