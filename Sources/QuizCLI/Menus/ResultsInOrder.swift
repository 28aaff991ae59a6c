@preconcurrency import Glibc
import QuizPlatform
import QuizStore

/// The menu's Results for output read in order (accessible mode, `TERM=dumb`):
/// the statistics, then the recent games said as menus; a game's review is
/// written whole. On a terminal, `ResultsScreen` on the run loop.
@MainActor
struct ResultsInOrder {
    let stores: DataStores
    let console: Console
    /// Today, for the daily streak.
    let clock: WallClock

    /// The statistics over a short menu: the games, a game by ID, clear all.
    /// Kept apart from the list of games so each fits a small terminal.
    func show() throws {
        var selected = 0
        while true {
            let statistics = try stores.currentStatistics()
            let games = try stores.history.recent(limit: ResultsData.listed, mode: nil)
            var lines = [console.style.bold(console.text(Strings.menuResults)), ""]
            lines += StatisticsLines(statistics: statistics, mode: nil, style: console.style, today: clock.now()).lines.map(console.text)
            let recent = try stores.history.recent(limit: AccuracyChart.gameLimit, mode: nil, answers: false)
            // The menu under it (three entries, its title and keys) is whole first; the chart takes what is left.
            let room = console.terminal.size().rows - lines.count - 1 - 6
            let chart = AccuracyChart(newestFirst: recent, style: console.style, language: console.language)
                .lines(width: console.width, rows: room)
            if !chart.isEmpty { lines += [""] + chart }
            console.write(Screen.clearScreen + lines.joined(separator: "\n") + "\n\n", to: .output)
            guard !games.isEmpty else { return Prompt(console: console).pause() }
            let items = [
                MenuItem(console.text(Strings.resultsGames(games.count, more: games.count == ResultsData.listed)), hotKey: "g"),
                MenuItem(console.text(Strings.resultsFindGame), hotKey: "f"),
                MenuItem(console.text(Strings.resultsDeleteAll), hotKey: "x"),
            ]
            guard let picked = Prompt(console: console).choose(Strings.whatNow, items, selected: selected) else { return }
            selected = picked
            switch picked {
            case 0:
                try pickGames()
            case 1:
                if let game = findGame() { try review(game) }
            default:
                console.write(Screen.clearScreen, to: .output)
                try HistoryClearCommand.clear(stores, console: console, skippingConfirmation: false)
                Prompt(console: console).pause()
                selected = 0
            }
        }
    }

    /// The recent games, newest first; each opens its review, until Back.
    private func pickGames() throws {
        var selected = 0
        while true {
            let games = try stores.history.recent(limit: ResultsData.listed, mode: nil)
            guard !games.isEmpty else { return }
            let items = games.map { MenuItem(HistoryTable.describe($0, language: console.language)) }
            console.write(Screen.clearScreen, to: .output)
            guard let picked = Prompt(console: console).choose(Strings.pickGameToReview, items, selected: selected) else { return }
            selected = picked
            try review(games[picked])
        }
    }

    /// The game as `history show` prints it, then Back or Delete this game.
    private func review(_ game: GameRecord) throws {
        let review = GameReview(game: game, style: console.style).lines(console.language)
        let items = [MenuItem(console.text(Strings.menuBack), hotKey: "b"), MenuItem(console.text(Strings.gameDelete), hotKey: "d")]
        console.write(Screen.clearScreen + review.joined(separator: "\n") + "\n\n", to: .output)
        guard Prompt(console: console).choose(Strings.whatNow, items) == 1 else { return }
        try HistoryDeleteCommand.delete(game, from: stores, console: console, skippingConfirmation: false)
        Prompt(console: console).pause()
    }

    /// A game named by its ID or the start of it, as `history show ID` finds it.
    private func findGame() -> GameRecord? {
        console.write(Screen.clearScreen, to: .output)
        guard let prefix = Prompt(console: console).line(Strings.gameIDPrompt), !prefix.isEmpty else { return nil }
        do {
            return try stores.history.find(idPrefix: prefix)
        } catch {
            console.error((error as? any UserFacingError)?.message ?? LocalizedText(verbatim: "\(error)".terminalSafe))
            Prompt(console: console).pause()
            return nil
        }
    }
}
