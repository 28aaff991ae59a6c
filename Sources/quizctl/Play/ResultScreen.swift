import QuizPlatform

/// The screen after a game: MovieQuiz's summary for yes/no rounds, DailyQuiz's
/// verdict and answer review for classic rounds.
@MainActor
struct ResultScreen {
    let console: Console
    let store: DataStores

    func show(_ finished: FinishedGame) {
        let record = finished.record
        var lines: [String] = []
        let summary = RoundSummary(game: record, statistics: finished.statistics)
        let box = Box(width: min(console.width, 60), title: console.text(summary.title), border: .cyan, style: console.style)
        switch record.mode {
        case .yesno:
            lines += box.render(summary.lines.map(console.text)).split(separator: "\n").map(String.init)
        case .classic, .review, .millionaire:
            let verdict = ResultVerdict(correct: record.correct, total: record.total)
            let header = [console.style.bold(console.text(verdict.score)), console.style.bold(console.text(verdict.title)), console.text(verdict.line), ""]
            lines += box.render(header + summary.lines.map(console.text)).split(separator: "\n").map(String.init)
            lines.append("")
            lines += GameReview(game: record, style: console.style).compactLines(console.language, width: console.width)
        }
        if console.isInteractive { Screen.write(Screen.clearScreen, to: console.display) }
        for line in lines { console.show(line) }
        console.show(console.style.dim(console.text(Strings.reviewLater(String(record.id.uuidString.prefix(8))))))
    }
}
