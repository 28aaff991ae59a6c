import QuizPlatform
import QuizStore

/// The menu's Settings for output read in order (accessible mode): each
/// key with its value said as a menu; picking one steps through its values.
/// On a terminal, `SettingsScreen` on the run loop.
@MainActor
struct SettingsInOrder {
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
                _ = key.set(SettingsScreen.next(after: key.value(in: settings), for: key), in: &settings)
            }
        }
    }
}
