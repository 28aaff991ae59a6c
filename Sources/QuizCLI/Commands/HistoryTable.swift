import Foundation
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
        // Written as bytes: an interpolated string of five parts cost more than the row's reading.
        var text = Array(String(Int(parts.tm_year) + 1900).utf8)
        func two(after separator: Unicode.Scalar, _ value: Int32) {
            text.append(UInt8(ascii: separator))
            text.append(UInt8(ascii: "0") + UInt8(value / 10))
            text.append(UInt8(ascii: "0") + UInt8(value % 10))
        }
        two(after: "-", parts.tm_mon + 1)
        two(after: "-", parts.tm_mday)
        two(after: " ", parts.tm_hour)
        two(after: ":", parts.tm_min)
        return String(decoding: text, as: UTF8.self)
    }

    static func score(_ game: GameRecord, language: Language) -> String {
        var score = "\(game.correct)/\(game.total)"
        if game.mode == .millionaire { score += " · \(formatPrize(game.prize, language: language))" }
        return score
    }

    static func describe(_ game: GameRecord, language: Language) -> String {
        "\(shortID(game.id)) \(date(game.finishedAt)) \(Strings.modeName(game.mode)(language)) \(score(game, language: language))"
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
