import FoundationEssentials
import QuizPlatform

/// Questions typed on standard input, one field per line, a blank line
/// between questions: either `text:`, `correct:`, `wrong:` (repeated),
/// `category:`, `difficulty:` lines, or plainly the text, the right answer and
/// one to three wrong answers.
struct DraftReader {
    let readLine: (Double?) -> LineEvent

    func readAll() throws -> [PackEntry] {
        var drafts: [PackEntry] = []
        var block: [String] = []
        while true {
            let event = readLine(nil)
            if case .line(let line) = event, !line.trimmingSpaces().isEmpty {
                block.append(line)
                continue
            }
            if !block.isEmpty { drafts.append(try Self.draft(from: block)) }
            block = []
            if case .line = event { continue }
            guard !drafts.isEmpty else { throw CommandFailure(Strings.addNeedsLines) }
            return drafts
        }
    }

    static let keys = ["text", "correct", "wrong", "category", "difficulty"]

    static func draft(from lines: [String]) throws -> PackEntry {
        let keyed = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let key = line[..<colon].trimmingSpaces().lowercased()
            guard keys.contains(key) else { return nil }
            return (key, line[line.index(after: colon)...].trimmingSpaces())
        }
        if keyed.count == lines.count {
            func value(_ key: String) -> String? { keyed.last { $0.0 == key }?.1 }
            return PackEntry(
                text: value("text") ?? "", correct: value("correct") ?? "",
                incorrect: keyed.filter { $0.0 == "wrong" }.map(\.1), category: value("category"),
                difficulty: value("difficulty").flatMap { Difficulty(rawValue: $0.lowercased()) }
            )
        }
        guard lines.count >= 3 else { throw CommandFailure(Strings.addNeedsLines) }
        return PackEntry(text: lines[0], correct: lines[1], incorrect: Array(lines[2...]))
    }
}
