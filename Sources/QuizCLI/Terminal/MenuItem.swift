/// One entry of a menu.
struct MenuItem: Sendable, Hashable {
    let label: String
    /// A letter that picks the item directly, matched without regard to case.
    let hotKey: Character?

    init(_ label: String, hotKey: Character? = nil) {
        self.label = label
        self.hotKey = hotKey
    }
}
