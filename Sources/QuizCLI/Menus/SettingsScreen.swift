import QuizPlatform
import QuizStore

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
                MenuItem(
                    console.text(Strings.settingTitle(key.rawValue)) + ": "
                        + console.style.bold(console.text(key.displayValue(in: settings))))
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
            case .integer: ["5", "10", "20", "50", "100"]
            default: ["0", "0.5", "1", "2", "3"]
            }
        let index = cycle.firstIndex(of: current) ?? -1
        return cycle[(index + 1) % cycle.count]
    }
}
