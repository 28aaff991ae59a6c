import Foundation
import MillionaireMode
import QuizPlatform

/// The lines of `quizctl history`: short ID, date, mode, source, score.
struct HistoryTable {
    let games: [GameRecord]
    let style: Style

    static func shortID(_ id: UUID) -> String { String(id.uuidString.prefix(8)) }

    static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
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
