import FoundationEssentials
@preconcurrency import Glibc
import MillionaireMode
import QuizPlatform

/// The lines of `quizctl history`: short ID, date, mode, source, score.
struct HistoryTable {
    let games: [GameRecord]
    let style: Style

    /// The first eight hex digits of `id`, as `uuidString` spells them,
    /// from its first four bytes: `uuidString` formats all sixteen through
    /// `snprintf`, a twentieth of `quizctl history`.
    static func shortID(_ id: UUID) -> String {
        let bytes = [id.uuid.0, id.uuid.1, id.uuid.2, id.uuid.3]
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10 }
        return String(unsafeUninitializedCapacity: 8) { buffer in
            for (index, byte) in bytes.enumerated() {
                buffer[2 * index] = digit(byte >> 4)
                buffer[2 * index + 1] = digit(byte & 0xF)
            }
            return 8
        }
    }

    /// "2026-11-01 14:05" in the local time zone. From the C library's
    /// `localtime_r`, not a `DateFormatter`: making one per row cost more
    /// than reading the row, and even one loads ICU's calendar data at start-up.
    static func date(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "????-??-?? ??:??" }
        let year = Int(parts.tm_year) + 1900
        guard (0...9999).contains(year) else {
            func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min))"
        }
        // Sixteen bytes written in place: the interpolated string of five
        // parts above cost more than reading the row.
        return String(unsafeUninitializedCapacity: 16) { text in
            text.writeDigits(year, endingBefore: 4, count: 4)
            text[4] = UInt8(ascii: "-")
            text.writeDigits(Int(parts.tm_mon) + 1, endingBefore: 7, count: 2)
            text[7] = UInt8(ascii: "-")
            text.writeDigits(Int(parts.tm_mday), endingBefore: 10, count: 2)
            text[10] = UInt8(ascii: " ")
            text.writeDigits(Int(parts.tm_hour), endingBefore: 13, count: 2)
            text[13] = UInt8(ascii: ":")
            text.writeDigits(Int(parts.tm_min), endingBefore: 16, count: 2)
            return 16
        }
    }

    static func score(_ game: GameRecord, language: Language) -> String {
        var score = "\(game.correct)/\(game.total)"
        if game.mode == .millionaire { score += " · \(formatPrize(game.prize, language: language))" }
        return score
    }

    /// A game in a list a person reads (the Results menu, "delete this
    /// game?"): its mode by its title, not the name `play` takes (issue 28).
    static func describe(_ game: GameRecord, language: Language) -> String {
        "\(shortID(game.id)) \(date(game.finishedAt)) \(Strings.modeTitle(game.mode)(language)) \(score(game, language: language))"
    }

    func lines(_ language: Language) -> [String] {
        let header = [Strings.columnID, Strings.columnDate, Strings.columnMode, Strings.columnSource, Strings.columnScore].map {
            $0(language)
        }
        let rows = games.map { game in
            [
                Self.shortID(game.id), Self.date(game.finishedAt), Strings.modeName(game.mode)(language) + (game.daily == nil ? "" : " ★"),
                Strings.sourceName(game.source)(language).terminalSafe, Self.score(game, language: language),
            ]
        }
        return TextTable(header: header, rows: rows).lines.enumerated().map { $0.offset == 0 ? style.bold($0.element) : $0.element }
    }
}
