/// A cloze card's text field made again from the card quizctl kept: its
/// front shows each gap as "[...]" and its back holds what the gaps hide,
/// joined by ", " (`ClozeText.card(for:)`). Each gap becomes a deletion of
/// cloze 1, so Anki shows the same front and the same answer.
enum AnkiClozeField {
    static let gap = "[...]"

    /// The field's HTML; nil when the card cannot be told apart into gaps
    /// and answers (no "[...]" in the front, as with a gap shown by its
    /// hint, or not one answer a gap): such a card goes out as a basic one.
    static func make(front: String, back: String) -> String? {
        let pieces = front.split(separator: gap, omittingEmptySubsequences: false).map(String.init)
        let gaps = pieces.count - 1
        guard gaps >= 1, !back.isEmpty else { return nil }
        let answers = gaps == 1 ? [back] : back.split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
        guard answers.count == gaps, !answers.contains(where: \.isEmpty) else { return nil }
        var field = AnkiFieldHTML.escapeForCloze(pieces[0])
        for (answer, after) in zip(answers, pieces.dropFirst()) {
            field += "{{c1::" + AnkiFieldHTML.escapeForCloze(answer) + "}}" + AnkiFieldHTML.escapeForCloze(after)
        }
        return field
    }
}
