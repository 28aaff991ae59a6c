import QuizPlatform

/// The menu's Settings: each key with its value; picking one steps to its
/// next value, saved by an effect; back returns to the menu, which follows
/// the new language at once.
enum SettingsScreen {
    static func update(_ state: SettingsState, _ event: Event, facts: MainMenuFacts) -> ScreenStep<SettingsState> {
        var step = ScreenStep(state: state)
        switch event {
        case .effectFinished(.settingSaved):
            step.state.saving = false
        case .key(let key) where !state.saving:
            switch MenuKey.press(key, on: picker(facts), selected: &step.state.selected, hint: &step.state.hint) {
            case .choose(let index):
                let key = SettingKey.allCases[index]
                step.state.saving = true
                step.effects = [.saveSetting(key, next(after: key.value(in: facts.settings), for: key))]
            case .cancel: step.navigation = .pop
            case .move, .ignore: break
            }
        default:
            break
        }
        return step
    }

    static func view(_ state: SettingsState, facts: MainMenuFacts, size: TerminalSize) -> Frame {
        Frame(size: size, styled: picker(facts).lines(selected: state.selected, size: size, hint: state.hint))
    }

    static func picker(_ facts: MainMenuFacts) -> MenuPicker {
        let items = SettingKey.allCases.map { key in
            MenuItem(
                Strings.settingTitle(key.rawValue)(facts.language) + ": "
                    + facts.style.bold(key.displayValue(in: facts.settings)(facts.language)))
        }
        var picker = MenuPicker(title: Strings.settingsTitle(facts.language), items: items, style: facts.style)
        picker.language = facts.language
        return picker
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
