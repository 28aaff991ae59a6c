import Foundation
import MillionaireMode
import QuizPlatform

/// DailyQuiz's review of one game: the verdict, then every question with
/// your answer and the right one.
struct GameReview {
    let game: GameRecord
    let style: Style

    func lines(_ language: Language) -> [String] {
        let verdict = ResultVerdict(correct: game.correct, total: game.total)
        var lines = [
            style.bold(
                "\(Strings.modeName(game.mode)(language)) · \(Strings.sourceName(game.source)(language).terminalSafe) · \(HistoryTable.date(game.finishedAt))"
            ),
            "\(verdict.score(language)) — \(verdict.title(language))",
        ]
        if game.mode == .millionaire {
            lines.append(Strings.millionaireOutcome(game.outcome, prize: formatPrize(game.prize, language: language))(language))
        }
        let party = PartyBoard(style: style, language: language)
        if game.players != nil { lines += [""] + party.results(game) }
        lines.append("")
        lines.append(style.bold(Strings.yourAnswers(language)))
        for (index, answer) in game.answers.enumerated() {
            lines.append("")
            let mark = answer.isCorrect ? style.green("✓") : style.red("✗")
            lines.append("\(mark) \(index + 1). \(answer.question.terminalSafe)")
            if let subject = answer.subject { lines.append("   " + style.dim(subject.terminalSafe)) }
            let chosen = answer.chosenAnswer.map(\.terminalSafe) ?? Strings.noAnswer(language)
            if game.players == nil {
                lines.append("   " + Strings.yourAnswer(language) + ": " + (answer.isCorrect ? style.green(chosen) : style.red(chosen)))
            }
            if !answer.isCorrect {
                lines.append("   " + Strings.rightAnswer(language) + ": " + style.green(answer.correctAnswer.terminalSafe))
            }
            if let players = party.answers(toQuestion: index + 1, in: game) { lines.append("   " + players) }
            var facts = [Strings.seconds(answer.seconds)(language)]
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
