@preconcurrency import Glibc
import QuizPlatform

/// The menu's Results: all-time statistics, then the recent games; a game's
/// number opens its review.
@MainActor
struct ResultsScreen {
    let stores: DataStores
    let console: Console
    /// Today, for the daily streak.
    let clock: WallClock

    func show() throws {
        let statistics = try stores.currentStatistics()
        let games = try stores.history.recent(limit: 10, mode: nil)
        var lines = [console.style.bold(console.text(Strings.menuResults)), ""]
        lines += StatisticsLines(statistics: statistics, mode: nil, style: console.style, today: clock.now()).lines.map(console.text)
        if !games.isEmpty {
            lines.append("")
            lines += HistoryTable(games: games, style: console.style).lines(console.language)
        }
        console.write(Screen.clearScreen + lines.joined(separator: "\n") + "\n\n", to: .output)
        guard !games.isEmpty else { return Prompt(console: console).pause() }
        let items = games.map { MenuItem(HistoryTable.describe($0, language: console.language)) }
        guard let picked = Prompt(console: console).choose(Strings.pickGameToReview, items) else { return }
        let review = GameReview(game: games[picked], style: console.style).lines(console.language)
        console.write(Screen.clearScreen + review.joined(separator: "\n") + "\n\n", to: .output)
        Prompt(console: console).pause()
    }
}

/// The menu's Settings: each key with its value; picking one steps through its values.
@MainActor
struct SettingsScreen {
    let stores: DataStores
    let console: Console

    func run() throws {
        var selected = 0
        while true {
            let settings = try stores.settings.load()
            let items = SettingKey.allCases.map { key in
                MenuItem(console.text(Strings.settingTitle(key.rawValue)) + ": " + console.style.bold(key.value(in: settings)))
            }
            console.write(Screen.clearScreen, to: .output)
            guard let picked = Prompt(console: console).choose(Strings.settingsTitle, items, selected: selected) else { return }
            selected = picked
            let key = SettingKey.allCases[picked]
            try stores.settings.update { settings in
                _ = key.set(Self.next(after: key.value(in: settings), for: key), in: &settings)
            }
        }
    }

    /// The value after `current` in the key's cycle.
    static func next(after current: String, for key: SettingKey) -> String {
        let cycle: [String] =
            switch key.allowed {
            case .oneOf(let values): values
            default: ["0", "0.5", "1", "2", "3"]
            }
        let index = cycle.firstIndex(of: current) ?? -1
        return cycle[(index + 1) % cycle.count]
    }
}
