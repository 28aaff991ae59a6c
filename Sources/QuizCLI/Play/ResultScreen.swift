import MillionaireMode
import QuizPlatform
import QuizStore

/// The screen after a game: MovieQuiz's summary for yes/no rounds, DailyQuiz's
/// verdict and answer review for classic rounds.
@MainActor
struct ResultScreen {
    let console: Console
    let store: DataStores

    /// The result written out: off a terminal, or read in order.
    func show(_ finished: FinishedGame) {
        // Appended output (accessible mode) keeps a blank line where a screen would be cleared.
        if console.isInteractive || console.accessible { console.draw(Screen.clearScreen) }
        for line in lines(finished, past: pastMillionaireGames(finished), width: console.width) { console.show(line) }
    }

    /// The result, then "Play again?": on a terminal a screen of the run
    /// loop, laid out for the window and scrolled with PgUp/PgDn, over
    /// its keys; read in order, the result written out and the question
    /// asked under it. Whether the player asked for another game.
    func playAgain(after finished: FinishedGame) -> Bool {
        guard !console.terminal.isLinear else {
            show(finished)
            return Prompt(console: console).playAgain()
        }
        let past = pastMillionaireGames(finished)
        let content = { (width: Int) in lines(finished, past: past, width: width) }
        return PlayAgainScreen.ask(content, on: console)
    }

    /// The result's lines for a window `width` columns wide; the daily share
    /// line is never wrapped, as it is pasted whole.
    func lines(_ finished: FinishedGame, past: [GameRecord], width: Int) -> [String] {
        let record = finished.record
        var lines: [String] = []
        let summary = RoundSummary(game: record, statistics: finished.statistics)
        let box = Box(width: min(width, 60), title: console.text(summary.title), border: .cyan, style: console.style)
        switch record.mode {
        case .yesno:
            lines += box.render(summary.lines.map(console.text)).split(separator: "\n").map(String.init)
            if record.source == "movies" { lines.append(console.style.dim(console.text(Strings.imdbAttribution))) }
        case .millionaire:
            lines += millionaireEnd(record, past: past, width: width)
        case .party:
            lines += PartyBoard(style: console.style, language: console.language).results(record)
        case .classic, .review:
            let verdict = ResultVerdict(correct: record.correct, total: record.total)
            let header = [
                console.style.bold(console.text(verdict.score)), console.style.bold(console.text(verdict.title)),
                console.text(verdict.line), "",
            ]
            lines += box.render(header + summary.lines.map(console.text)).split(separator: "\n").map(String.init)
            lines.append("")
            let review = GameReview(game: record, style: console.style)
            // Said in words, each answer gets its lines: a cut line and an arrow read badly.
            lines += console.accessible ? review.answerLines(console.language) : review.compactLines(console.language, width: width)
        }
        if finished.dailyShareLine != nil { lines += ["", console.text(Strings.dailyShareIntro)] }
        var after = [console.style.dim(console.text(Strings.reviewLater(String(record.id.uuidString.prefix(8)))))]
        // On a terminal each line is wrapped by words here: the terminal itself would cut a word at the edge.
        if console.isInteractive && !console.accessible {
            lines = lines.flatMap { TextWrap.wrap($0, width: width) }
            after = after.flatMap { TextWrap.wrap($0, width: width) }
        }
        if let share = finished.dailyShareLine { lines.append(share.text(console.language, ascii: !console.style.glyphs.drawsEmoji)) }
        return lines + after
    }

    /// The Millionaire games the result's table lists: read once, so the
    /// screen can be laid out again for another window.
    private func pastMillionaireGames(_ finished: FinishedGame) -> [GameRecord] {
        guard finished.record.mode == .millionaire else { return [] }
        return (try? store.history.recent(limit: 10, mode: .millionaire)) ?? [finished.record]
    }

    /// The outcome and prize, then the table of past Millionaire games (the seed's "Results").
    private func millionaireEnd(_ record: GameRecord, past: [GameRecord], width: Int) -> [String] {
        let prize = formatPrize(record.prize, language: console.language)
        let headline = console.text(Strings.millionaireOutcome(record.outcome, prize: prize))
        let box = Box(width: min(width, 60), border: record.outcome == .eliminated ? .red : .green, style: console.style)
        var lines = box.render([console.style.bold(headline), console.text(Strings.roundResult(record.correct, of: record.total))])
            .split(separator: "\n").map(String.init)
        let table = MillionaireResultsTable(records: past)
        lines += ["", console.style.bold(console.text(Strings.millionaireResultsTitle))]
        let header = [Strings.resultsDate, Strings.resultsPrize, Strings.resultsRight, Strings.resultsPercent, Strings.resultsHints].map(
            console.text)
        let rows = table.rows.map { row in
            [
                HistoryTable.date(row.date), formatPrize(row.prize, language: console.language), "\(row.correct)/\(row.total)",
                Strings.percent(row.percentCorrect)(console.language),
                row.hints.map { console.text(Strings.lifelineName($0)) }.joined(separator: ", "),
            ]
        }
        lines += TextTable(header: header, rows: rows).lines(fitting: width)
        return lines
    }
}
