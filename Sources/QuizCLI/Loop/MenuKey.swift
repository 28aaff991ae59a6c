import QuizPlatform

/// A key on a menu screen of the run loop: the highlight follows it, a key
/// that means nothing leaves a hint, and what is left for the screen to do
/// (an item picked, back) is given back.
enum MenuKey {
    static func press(_ key: Key, on picker: MenuPicker, selected: inout Int, hint: inout String?) -> MenuAction {
        hint = nil
        let action = picker.action(for: key, selected: selected)
        switch action {
        case .move(let index), .choose(let index): selected = index
        case .ignore: hint = Strings.keyNotHere(MenuPicker.name(of: key))(picker.language)
        case .cancel: break
        }
        return action
    }
}
