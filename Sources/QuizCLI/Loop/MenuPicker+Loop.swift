import QuizPlatform

extension MenuPicker {
    /// A menu of a screen on the run loop, in the language and colours the
    /// screens draw with; as wide as the frame it is laid out in.
    static func onLoop(_ title: LocalizedText, _ items: [MenuItem], facts: MainMenuFacts) -> MenuPicker {
        var picker = MenuPicker(title: title(facts.language), items: items, style: facts.style)
        picker.language = facts.language
        return picker
    }

    /// A yes/no question asked over a screen: a blank line, the question,
    /// and its keys on a line of their own (never run into the key line
    /// above, issue 28), wrapped to `columns`.
    static func question(_ question: LocalizedText, facts: MainMenuFacts, columns: Int) -> [String] {
        ["", facts.style.bold(question(facts.language)), facts.style.cyan(Strings.confirmKeys(facts.language))]
            .flatMap { TextWrap.wrap($0, width: max(1, columns)) }
    }
}
