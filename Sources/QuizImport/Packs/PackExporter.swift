import FoundationEssentials
import QuizPlatform

/// Writes your questions as a pack that `quizctl import` reads back to the same set.
public enum PackExporter {
    public static func data(_ entries: [PackEntry], as format: ExportFormat) throws(PackExportError) -> Data {
        switch format {
        case .json: try json(entries)
        case .csv: try csv(entries)
        }
    }

    /// The pack JSON of CLI.md, pretty-printed so it can be read and edited.
    public static func json(_ entries: [PackEntry]) throws(PackExportError) -> Data {
        do {
            var data = try JSONCoding.encoder(pretty: true).encode(Pack(questions: entries))
            data.append(UInt8(ascii: "\n"))
            return data
        } catch {
            throw PackExportError(message: LocalizedText(verbatim: "\(error)"))
        }
    }

    /// CSV with a header row and CRLF line ends, as RFC 4180 asks.
    public static func csv(_ entries: [PackEntry]) throws(PackExportError) -> Data {
        var text = csvHeader
        for entry in entries { text += try csvLine(entry) }
        return Data(text.utf8)
    }

    static let csvHeader = CSVPackParser.columns.joined(separator: ",") + "\r\n"

    static func csvLine(_ entry: PackEntry) throws(PackExportError) -> String {
        guard entry.incorrect.count <= 3 else {
            throw PackExportError(message: Strings.exportTooManyWrongForCSV(entry.text.clipped()))
        }
        let wrong = entry.incorrect + Array(repeating: "", count: 3 - entry.incorrect.count)
        let fields = [entry.text, entry.correct] + wrong + [entry.category ?? "", entry.difficulty?.rawValue ?? ""]
        return fields.map(quoted).joined(separator: ",") + "\r\n"
    }

    /// Writes every question of `store` as a pack to `sink`, a piece of about
    /// 64 KiB at a time, one question read at a time: the same bytes as
    /// `data(_:as:)`, in memory that does not grow with the bank. Returns how
    /// many questions were written.
    public static func stream(_ store: CustomQuestions, as format: ExportFormat, to sink: (Data) throws -> Void) throws -> Int {
        let pieceSize = 1 << 16
        var count = 0
        switch format {
        case .json:
            // The questions array sits one level in.
            var questions = StreamedJSONArray(depth: 1, after: "{\n  \"questions\" : ", pieceSize: pieceSize)
            func send(_ bytes: [UInt8]) throws { try sink(Data(bytes)) }
            try store.forEachQuestion { try questions.append($0.entry, to: send) }
            try questions.finish(to: send) { $0.raw("\n}\n") }
            count = questions.count
        case .csv:
            var buffer = Array(csvHeader.utf8)
            buffer.reserveCapacity(pieceSize + 4096)
            try store.forEachQuestion { question in
                buffer += Array(try csvLine(question.entry).utf8)
                count += 1
                if buffer.count >= pieceSize {
                    try sink(Data(buffer))
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try sink(Data(buffer))
        }
        return count
    }

    /// The field in double quotes when it needs them: a comma, a quote, a
    /// line break, or spaces at an end that a reader would trim.
    private static func quoted(_ field: String) -> String {
        let needsQuotes =
            field.contains { $0 == "," || $0 == "\"" || $0.isNewline }
            || field.first?.isWhitespace == true || field.last?.isWhitespace == true
        guard needsQuotes else { return field }
        return "\"" + field.replacingEvery("\"", with: "\"\"") + "\""
    }
}
