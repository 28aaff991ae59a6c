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
    /// 64 KiB at a time, one question decoded at a time: the same bytes as
    /// `data(_:as:)`, in memory that does not grow with the bank. Returns how
    /// many questions were written.
    public static func stream(_ store: QuestionBankStore, as format: ExportFormat, to sink: (Data) throws -> Void) throws -> Int {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(1 << 16)
        func flushIfFull() throws {
            guard buffer.count >= 1 << 16 else { return }
            try sink(Data(buffer))
            buffer.removeAll(keepingCapacity: true)
        }
        var count = 0
        switch format {
        case .json:
            buffer += Array("{\n  \"questions\" : [".utf8)
            try store.forEachQuestion { question in
                buffer += PrettyJSONWriter.elementPrefix(first: count == 0, indent: 2)
                PrettyJSONWriter.object(members(of: question.entry), indent: 4, into: &buffer)
                count += 1
                try flushIfFull()
            }
            buffer += PrettyJSONWriter.arrayClosing(indent: 2, empty: count == 0) + Array("\n}\n".utf8)
        case .csv:
            buffer += Array(csvHeader.utf8)
            try store.forEachQuestion { question in
                buffer += Array(try csvLine(question.entry).utf8)
                count += 1
                try flushIfFull()
            }
        }
        try sink(Data(buffer))
        return count
    }

    /// A pack entry's members as the synthesized encoding writes them: absent optionals left out.
    private static func members(of entry: PackEntry) -> [(key: String, value: PrettyJSONWriter.Value)] {
        var members: [(key: String, value: PrettyJSONWriter.Value)] = [
            ("text", .string(entry.text)), ("correct", .string(entry.correct)), ("incorrect", .strings(entry.incorrect)),
        ]
        if let category = entry.category { members.append(("category", .string(category))) }
        if let difficulty = entry.difficulty { members.append(("difficulty", .string(difficulty.rawValue))) }
        return members
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
