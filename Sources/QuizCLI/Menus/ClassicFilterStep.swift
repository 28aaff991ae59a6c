@preconcurrency import Glibc
import QuizPlatform
import TriviaSource

/// DailyQuiz's filters before a classic round on a terminal: category,
/// difficulty and number of questions, remembered for next time.
@MainActor
struct ClassicFilterStep {
    let console: Console
    let stores: DataStores
    let offline: Bool

    struct Filters {
        var category: String?
        var difficulty: DifficultySetting
        var count: Int
    }

    static let counts = [5, 10, 15, 20]

    /// The filters chosen, or nil when the player backed out.
    func run() throws -> Filters? {
        let settings = try stores.settings.load()
        var filters = Filters(category: settings.classicCategory, difficulty: settings.difficulty, count: settings.classicCount ?? 10)
        if let category = filters.category, !categoryNames.contains(category) { filters.category = nil }
        var selected = 3
        while true {
            let any = console.text(Strings.anyCategory)
            let items = [
                MenuItem(
                    console.text(Strings.filterCategory) + ": "
                        + console.style.bold(filters.category.map { console.text(TriviaCategory.title(of: $0)).terminalSafe } ?? any),
                    hotKey: "c"),
                MenuItem(
                    console.text(Strings.filterDifficulty) + ": "
                        + console.style.bold(console.text(Strings.difficultySettingName(filters.difficulty))), hotKey: "d"),
                MenuItem(console.text(Strings.filterCount) + ": " + console.style.bold(String(filters.count)), hotKey: "n"),
                MenuItem(console.style.green("▶ " + console.text(Strings.startGame)), hotKey: "s"),
            ]
            console.write(Screen.clearScreen, to: .output)
            guard let picked = Prompt(console: console).choose(Strings.filtersTitle, items, selected: selected) else { return nil }
            selected = picked
            switch picked {
            case 0: filters.category = chooseCategory(current: filters.category)
            case 1:
                let all = DifficultySetting.allCases
                filters.difficulty = all[(all.firstIndex(of: filters.difficulty)! + 1) % all.count]
            case 2: filters.count = Self.counts[((Self.counts.firstIndex(of: filters.count) ?? 0) + 1) % Self.counts.count]
            default:
                try stores.settings.update { settings in
                    settings.classicCategory = filters.category
                    settings.difficulty = filters.difficulty
                    settings.classicCount = filters.count
                }
                return filters
            }
        }
    }

    /// Offline, only the categories of our own pack have questions.
    private var categoryNames: [String] {
        (offline ? OfflineTriviaPack.categories : TriviaCategory.builtIn).map(\.name)
    }

    private func chooseCategory(current: String?) -> String? {
        let names = categoryNames
        let items =
            [MenuItem(console.text(Strings.anyCategory))] + names.map { MenuItem(console.text(TriviaCategory.title(of: $0)).terminalSafe) }
        let selected = current.flatMap { names.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        console.write(Screen.clearScreen, to: .output)
        guard let picked = Prompt(console: console).choose(Strings.filterCategory, items, selected: selected) else { return current }
        return picked == 0 ? nil : names[picked - 1]
    }
}
