import FoundationEssentials
import QuizPlatform

/// The file formats `quizctl import` reads.
public enum PackFormat: String, Sendable, Hashable, CaseIterable {
    /// The pack JSON of CLI.md, an Open Trivia DB response, or The Trivia API's.
    case json
    /// `text,correct,incorrect1,incorrect2,incorrect3,category,difficulty`, RFC 4180.
    case csv
    /// Moodle's Aiken format: a question, options `A.` or `A)`, `ANSWER: B`.
    case aiken
    /// Moodle's GIFT format: `Question {=right ~wrong}`.
    case gift
    /// Moodle's XML question format: `<quiz><question type="multichoice">…`.
    case moodleXML = "moodle"

    /// The format a file name's extension stands for: .json, .csv, .txt or
    /// .aiken, .gift, .xml. A ".txt" says little, so it is only the fallback
    /// when the contents tell nothing (`init(fileName:contents:)`).
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "json": self = .json
        case "csv": self = .csv
        case "txt", "aiken": self = .aiken
        case "gift": self = .gift
        case "xml": self = .moodleXML
        default: return nil
        }
    }

    /// The format of a file, from what it holds when its name says little
    /// (no extension, an unknown one, or ".txt"): XML, JSON, GIFT's braces
    /// and markers, Aiken's `ANSWER:` lines. The extension decides otherwise.
    public init?(fileName: String, contents: Data) {
        let named = PackFormat(fileName: fileName)
        // An extension that names one format decides; ".txt", or none, leaves it to the contents.
        if let named, !fileName.lowercased().hasSuffix(".txt") {
            self = named
            return
        }
        guard let format = PackFormat(contents: contents) ?? named else { return nil }
        self = format
    }

    /// What the first kilobytes look like, if they look like anything.
    init?(contents: Data) {
        let head = String(decoding: contents.prefix(64 << 10), as: UTF8.self)
        let text = head.hasPrefix("\u{FEFF}") ? String(head.dropFirst()) : head
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        guard let first = lines.first else { return nil }
        if first.hasPrefix("<") {
            self = .moodleXML
        } else if first.hasPrefix("{") || first.hasPrefix("[") {
            self = .json
        } else if lines.contains(where: { $0.uppercased().hasPrefix("ANSWER:") }) {
            self = .aiken
        } else if lines.contains(where: Self.isGIFTLine) {
            self = .gift
        } else {
            return nil
        }
    }

    /// `$CATEGORY:`, `::title::`, or answers in braces with `=`, `~` or T/F.
    private static func isGIFTLine(_ line: String) -> Bool {
        if line.hasPrefix("$CATEGORY:") || line.hasPrefix("::") { return true }
        guard let open = line.firstIndex(of: "{"), let close = line[open...].firstIndex(of: "}") else {
            return line.hasPrefix("{") || line.hasPrefix("=") || line.hasPrefix("~")
        }
        let inside = line[line.index(after: open)..<close].trimmingSpaces()
        return inside.hasPrefix("=") || inside.hasPrefix("~") || ["T", "F", "TRUE", "FALSE"].contains(inside.uppercased())
    }
}
