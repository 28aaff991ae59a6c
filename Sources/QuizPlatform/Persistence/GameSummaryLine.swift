import FoundationEssentials
@preconcurrency import Glibc

/// A history line's `history --json` element (a `GameSummary`), read in one
/// pass: `GameRecordReader.readSummary` checks the line is a game (answers
/// checked, not built) and says where each summary field lies, and the
/// fields are copied from the line's own bytes instead of being encoded
/// again.
///
/// Copying is right only for values in the exact form quizctl writes, where
/// the bytes are what encoding the decoded value would give: the reader
/// accepts dates and integers only in that form, and strings are copied
/// when they have no escapes and the id when it is upper case. Anything else
/// is encoded from the game; a line the reader is unsure of is decoded.
/// Either way `GameSummaryJSON` writes the element, so the output never
/// depends on which path a line took.
enum GameSummaryLine {
    private typealias Field = GameSummaryJSON.Field

    /// The element of `line`, indented to sit in the array; nil when the
    /// line is no game (`GameLine.game`'s rule) or not of `mode`.
    static func element(of line: FileLine, mode: ModeKind?) -> [UInt8]? {
        guard !line.isOversized else { return nil }
        var fields: [Range<Int>?] = []
        let read: (game: GameRecord, copied: [UInt8]?)? = line.bytes.withUnsafeBytes { bytes in
            guard let game = GameRecordReader.readSummary(bytes, fields: &fields) else { return nil }
            guard mode.map({ game.mode == $0 }) ?? true else { return (game, nil) }
            return (game, copied(bytes, fields: fields))
        }
        if let read {
            guard mode.map({ read.game.mode == $0 }) ?? true else { return nil }
            return read.copied ?? GameSummaryJSON.element(of: read.game)
        }
        guard let game = try? JSONCoding.decoder().decode(GameRecord.self, from: line.bytes), mode.map({ game.mode == $0 }) ?? true else {
            return nil
        }
        return GameSummaryJSON.element(of: game)
    }

    /// The element copied from a line quizctl wrote; nil when the line is
    /// not read that way.
    static func copied(_ line: Data) -> [UInt8]? {
        line.withUnsafeBytes { bytes in
            var fields: [Range<Int>?] = []
            guard GameRecordReader.readSummary(bytes, fields: &fields) != nil else { return nil }
            return copied(bytes, fields: fields)
        }
    }

    /// The element from the fields' own bytes, when each is in canonical form.
    private static func copied(_ bytes: UnsafeRawBufferPointer, fields: [Range<Int>?]) -> [UInt8]? {
        // Typed bytes: arrays append them with `memcpy`, where a slice of
        // raw bytes is copied byte by byte.
        func text(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes.assumingMemoryBound(to: UInt8.self)[range])
        }
        for field in Field.inOrder {
            guard let range = fields[field.rawValue] else {
                if field == .daily || field == .players { continue }
                return nil
            }
            switch field {
            case .id:
                guard range.count == 38, !text(range).contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f") })
                else { return nil }
            case .mode, .source, .outcome, .daily:
                guard memchr(bytes.baseAddress! + range.lowerBound, Int32(UInt8(ascii: "\\")), range.count) == nil else { return nil }
            case .startedAt, .finishedAt, .correct, .total, .prize, .players:
                continue
            }
        }
        return GameSummaryJSON.element { field in
            fields[field.rawValue].flatMap { range in
                field == .daily && text(range).elementsEqual("null".utf8) ? nil : text(range)
            }
        }
    }
}
