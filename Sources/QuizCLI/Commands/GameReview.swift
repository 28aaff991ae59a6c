import FoundationEssentials
import MillionaireMode
import QuizPlatform

/// DailyQuiz's review of one game: the verdict, then every question with
/// your answer and the right one.
struct GameReview {
    let game: GameRecord
    let style: Style

    func lines(_ language: Language) -> [String] {
        // A ladder is judged on its steps, not on the questions reached: two
        // right and a walk-away is 2 of 15, not "Perfect!" (issue 28).
        let steps = game.mode == .millionaire ? MillionaireLadder().prizeLadder.count : 0
        let verdict = ResultVerdict(correct: game.correct, total: max(game.total, steps))
        var lines = [
            style.bold(
                "\(Strings.modeName(game.mode)(language)) · \(Strings.sourceName(game.source)(language).terminalSafe) · \(HistoryTable.date(game.finishedAt))"
            ),
            "\(verdict.score(language)) — \(verdict.title(language))",
        ]
        if game.mode == .millionaire {
            lines.append(Strings.millionaireOutcome(game.outcome, prize: formatPrize(game.prize, language: language))(language))
        }
        if game.players != nil { lines += [""] + PartyBoard(style: style, language: language).results(game) }
        lines.append("")
        return lines + answerLines(language)
    }

    /// "Your answers", then each question with your answer and the right one.
    func answerLines(_ language: Language) -> [String] {
        var lines = [style.bold(Strings.yourAnswers(language))]
        let party = PartyBoard(style: style, language: language)
        for (index, answer) in game.answers.enumerated() {
            lines.append("")
            let mark = mark(answer.isCorrect, language)
            lines.append("\(mark) \(index + 1). \(answer.question.terminalSafe)")
            if let subject = answer.subject { lines.append("   " + style.dim(subject.terminalSafe)) }
            let chosen = chosenText(answer, language)
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

    /// The answer given: the option, the grade a flip card was given, or that time ran out.
    private func chosenText(_ answer: AnswerRecord, _ language: Language) -> String {
        if let rating = answer.rating {
            let grade = Strings.gradeName(rating)(language)
            return answer.isCorrect ? (answer.chosenAnswer?.terminalSafe ?? "") + " (" + grade + ")" : grade
        }
        return answer.chosenAnswer.map(\.terminalSafe) ?? Strings.noAnswer(language)
    }

    /// A right or wrong answer's mark: a tick or a cross, or a word where marks are said in words.
    private func mark(_ isCorrect: Bool, _ language: Language) -> String {
        if style.glyphs.inWords { return (isCorrect ? Strings.spokenRightMark : Strings.spokenWrongMark)(language) }
        return isCorrect ? style.green(style.glyphs.right) : style.red(style.glyphs.wrong)
    }

    /// One line per answer, cut to `width`, for the result screen right after
    /// a game: "✗ 5. Which language… Spanish → Mandarin Chinese".
    func compactLines(_ language: Language, width: Int) -> [String] {
        [style.bold(Strings.yourAnswers(language))]
            + game.answers.enumerated().map { index, answer in
                let chosen = chosenText(answer, language)
                let outcome =
                    answer.isCorrect
                    ? style.green(chosen)
                    : style.red(chosen) + (style.glyphs.inWords ? "; " + Strings.rightAnswer(language) + ": " : " → ")
                        + style.green(answer.correctAnswer.terminalSafe)
                let mark = mark(answer.isCorrect, language)
                let room = max(10, width - 8 - Style.displayWidth(outcome))
                return "\(mark) \(index + 1). \(TextWrap.truncate(answer.question.terminalSafe, to: room))  \(outcome)"
            }
    }
}
