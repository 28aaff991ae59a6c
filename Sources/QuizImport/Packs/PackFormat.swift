import FoundationEssentials
import QuizPlatform

/// The file formats `quizctl import` reads.
public enum PackFormat: String, Sendable, Hashable, CaseIterable {
    /// The pack JSON of CLI.md, or an Open Trivia DB response.
    case json
    /// `text,correct,incorrect1,incorrect2,incorrect3,category,difficulty`, RFC 4180.
    case csv
    /// Moodle's Aiken format: a question, options `A.` or `A)`, `ANSWER: B`.
    case aiken

    /// The format a file name's extension stands for: .json, .csv, .txt or .aiken.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "json": self = .json
        case "csv": self = .csv
        case "txt", "aiken": self = .aiken
        default: return nil
        }
    }
}
