import Foundation

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
        var text = CSVPackParser.columns.joined(separator: ",") + "\r\n"
        for entry in entries {
            guard entry.incorrect.count <= 3 else {
                throw PackExportError(message: Strings.exportTooManyWrongForCSV(entry.text.clipped()))
            }
            let wrong = entry.incorrect + Array(repeating: "", count: 3 - entry.incorrect.count)
            let fields = [entry.text, entry.correct] + wrong + [entry.category ?? "", entry.difficulty?.rawValue ?? ""]
            text += fields.map(quoted).joined(separator: ",") + "\r\n"
        }
        return Data(text.utf8)
    }

    /// The field in double quotes when it needs them: a comma, a quote, a
    /// line break, or spaces at an end that a reader would trim.
    private static func quoted(_ field: String) -> String {
        let needsQuotes =
            field.contains { $0 == "," || $0 == "\"" || $0.isNewline }
            || field.first?.isWhitespace == true || field.last?.isWhitespace == true
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// A question that the chosen export format cannot hold.
public struct PackExportError: UserFacingError, Equatable {
    public var message: LocalizedText
}
