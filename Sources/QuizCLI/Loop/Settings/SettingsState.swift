/// The Settings screen on the run loop: the highlighted setting, and
/// whether a change is being saved (keys wait meanwhile).
struct SettingsState: Equatable {
    var selected = 0
    var hint: String?
    var saving = false
}
