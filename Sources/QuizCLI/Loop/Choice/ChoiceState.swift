/// A menu asked on a screen of its own, outside the app's navigation (what
/// now after a source failed, a round to play when nothing is due): what
/// the screen says over it, the highlighted item, and the answer.
struct ChoiceState: Equatable, Sendable {
    /// What happened, said over the menu (styled lines).
    var heading: [String]
    var picker: MenuPicker
    var selected = 0
    var hint: String?
    /// Nil while the menu waits; then the item picked, or nil inside for back.
    var answer: Int??

    init(heading: [String] = [], picker: MenuPicker, selected: Int = 0) {
        self.heading = heading
        self.picker = picker
        self.selected = min(max(0, selected), max(0, picker.items.count - 1))
    }
}
