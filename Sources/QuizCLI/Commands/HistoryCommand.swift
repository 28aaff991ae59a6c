import Foundation
@preconcurrency import Glibc
import MillionaireMode
import QuizPlatform

/// `quizctl history`: finished games, one game in detail, deleting games.
@MainActor
struct HistoryCommand {
    let stores: DataStores
    let console: Console

    func list(_ arguments: ParsedArguments) throws {
        let limit = try arguments.int("limit", in: 1...Int.max) ?? 20
        let mode = try arguments.choice("mode", as: ModeKind.self)
        if arguments.flag("json") {
            // Streamed from the history's own lines: a hundred thousand games
            // are listed without decoding them (see HistoryLog+SummaryJSON).
            try stores.history.writeSummaryJSON(limit: limit, mode: mode) { piece in
                console.write(String(decoding: piece, as: UTF8.self), to: .output)
            }
            return
        }
        let games = try stores.history.recent(limit: limit, mode: mode)
        guard !games.isEmpty else {
            console.print(Strings.historyEmpty)
            return
        }
        for line in HistoryTable(games: games, style: console.style).lines(console.language) { console.print(line) }
    }

    func show(_ arguments: ParsedArguments) throws {
        let game = try stores.history.find(idPrefix: arguments.string("ID") ?? "")
        if arguments.flag("json") {
            console.print(try JSONOutput.string(game))
            return
        }
        for line in GameReview(game: game, style: console.style).lines(console.language) { console.print(line) }
    }

    func delete(_ arguments: ParsedArguments) throws {
        let game = try stores.history.find(idPrefix: arguments.string("ID") ?? "")
        guard try confirmed(Strings.confirmDeleteGame(HistoryTable.describe(game, language: console.language)), arguments) else { return }
        try stores.history.delete(id: game.id)
        console.print(Strings.gameDeleted(HistoryTable.shortID(game.id)))
    }

    func clear(_ arguments: ParsedArguments) throws {
        guard try confirmed(Strings.confirmClearHistory, arguments) else { return }
        try stores.history.clear()
        console.print(Strings.historyCleared)
    }

    /// Asks on a terminal unless `--yes`; scripts (no terminal) are not asked.
    private func confirmed(_ question: LocalizedText, _ arguments: ParsedArguments) throws -> Bool {
        guard console.isInteractive, !arguments.flag("yes") else { return true }
        let answer = Prompt(console: console).confirm(question)
        if !answer { console.print(Strings.nothingChanged) }
        return answer
    }
}

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
        "\(shortID(game.id)) \(date(game.finishedAt)) \(game.mode.rawValue) \(score(game, language: language))"
    }

    func lines(_ language: Language) -> [String] {
        let header = [Strings.columnID, Strings.columnDate, Strings.columnMode, Strings.columnSource, Strings.columnScore].map {
            $0(language)
        }
        let rows = games.map { game in
            [
                Self.shortID(game.id), Self.date(game.finishedAt), game.mode.rawValue + (game.daily == nil ? "" : " ★"),
                game.source.terminalSafe, Self.score(game, language: language),
            ]
        }
        return TextTable(header: header, rows: rows).lines.enumerated().map { $0.offset == 0 ? style.bold($0.element) : $0.element }
    }
}

/// DailyQuiz's review of one game: the verdict, then every question with
/// your answer and the right one.
struct GameReview {
    let game: GameRecord
    let style: Style

    func lines(_ language: Language) -> [String] {
        let verdict = ResultVerdict(correct: game.correct, total: game.total)
        var lines = [
            style.bold("\(game.mode.rawValue) · \(game.source.terminalSafe) · \(HistoryTable.date(game.finishedAt))"),
            "\(verdict.score(language)) — \(verdict.title(language))",
        ]
        if game.mode == .millionaire {
            lines.append(Strings.millionaireOutcome(game.outcome, prize: formatPrize(game.prize, language: language))(language))
        }
        lines.append("")
        lines.append(style.bold(Strings.yourAnswers(language)))
        for (index, answer) in game.answers.enumerated() {
            lines.append("")
            let mark = answer.isCorrect ? style.green("✓") : style.red("✗")
            lines.append("\(mark) \(index + 1). \(answer.question.terminalSafe)")
            if let subject = answer.subject { lines.append("   " + style.dim(subject.terminalSafe)) }
            let chosen = answer.chosenAnswer.map(\.terminalSafe) ?? Strings.noAnswer(language)
            lines.append("   " + Strings.yourAnswer(language) + ": " + (answer.isCorrect ? style.green(chosen) : style.red(chosen)))
            if !answer.isCorrect {
                lines.append("   " + Strings.rightAnswer(language) + ": " + style.green(answer.correctAnswer.terminalSafe))
            }
            var facts = [String(format: "%.1f s", answer.seconds)]
            facts += answer.hints.map { Strings.lifelineName($0)(language) }
            lines.append("   " + style.dim(facts.joined(separator: " · ")))
        }
        return lines
    }

    /// One line per answer, cut to `width`, for the result screen right after
    /// a game: "✗ 5. Which language… Spanish → Mandarin Chinese".
    func compactLines(_ language: Language, width: Int) -> [String] {
        [style.bold(Strings.yourAnswers(language))]
            + game.answers.enumerated().map { index, answer in
                let chosen = answer.chosenAnswer.map(\.terminalSafe) ?? "—"
                let outcome =
                    answer.isCorrect ? style.green(chosen) : style.red(chosen) + " → " + style.green(answer.correctAnswer.terminalSafe)
                let mark = answer.isCorrect ? style.green("✓") : style.red("✗")
                let room = max(10, width - 8 - Style.displayWidth(outcome))
                return "\(mark) \(index + 1). \(TextWrap.truncate(answer.question.terminalSafe, to: room))  \(outcome)"
            }
    }
}
