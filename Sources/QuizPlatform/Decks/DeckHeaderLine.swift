import FoundationEssentials

/// The first line of a deck file, `{"cardCount":…,"importedAt":…,"name":…}`,
/// written and read without JSONEncoder or JSONDecoder: their first use
/// (with the ISO 8601 date strategy, which brings in calendars and time
/// zones) cost a deck import more memory than all its cards. The bytes are
/// those JSONEncoder writes with sorted keys, "/" unescaped and `.iso8601`
/// dates; tests hold them equal.
enum DeckHeaderLine {
    /// The deck line, without its line feed.
    static func bytes(of summary: DeckSummary) -> [UInt8] {
        var bytes = Array(#"{"cardCount":"#.utf8)
        bytes += Array(String(summary.cardCount).utf8)
        bytes += Array(#","importedAt":"#.utf8)
        JSONTextWriter.append(date: summary.importedAt, to: &bytes)
        bytes += Array(#","name":"#.utf8)
        JSONTextWriter.append(string: summary.name, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The deck of a first line; nil when it is not one. A line written any
    /// other way than `bytes(of:)` writes (edited by hand, an older
    /// version's) is left to JSONDecoder.
    static func summary(from line: Data) -> DeckSummary? {
        if let summary = line.withUnsafeBytes({ fastSummary(from: $0) }) { return summary }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(DeckSummary.self, from: line)
    }

    private static func fastSummary(from bytes: UnsafeRawBufferPointer) -> DeckSummary? {
        var cursor = JSONByteCursor(bytes)
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        var count: Int?
        var date: Date?
        var name: String?
        repeat {
            guard let key = cursor.key() else { return nil }
            if cursor.bytes(key, equal: Keys.cardCount), count == nil {
                count = cursor.int()
                guard count != nil else { return nil }
            } else if cursor.bytes(key, equal: Keys.importedAt), date == nil {
                date = cursor.date()
                guard date != nil else { return nil }
            } else if cursor.bytes(key, equal: Keys.name), name == nil {
                name = cursor.string()
                guard name != nil else { return nil }
            } else {
                return nil
            }
        } while cursor.take(UInt8(ascii: ","))
        guard cursor.take(UInt8(ascii: "}")), cursor.isAtEnd(), let count, let date, let name else { return nil }
        return DeckSummary(name: name, cardCount: count, importedAt: date)
    }

    private enum Keys {
        static let cardCount = Array("cardCount".utf8)
        static let importedAt = Array("importedAt".utf8)
        static let name = Array("name".utf8)
    }
}
