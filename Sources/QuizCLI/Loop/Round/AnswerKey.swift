import QuizPlatform

/// What a single key means in a game or a [y/n] question.
///
/// In Russian the screen says `[д] Да [н] Нет`, so `д` and `н` answer by
/// meaning (and `y`/`n` still work); every other key, and every key in
/// English, is read by its place (`Key.onQWERTY`), so a Russian layout
/// still answers an English screen: the key labelled Y types `н` and means Yes.
enum AnswerKey {
    /// The answer text `AnswerInterpreter` reads for `character`.
    static func text(_ character: Character, language: Language) -> String {
        if language == .ru {
            switch character {
            case "д", "Д": return "y"
            case "н", "Н": return "n"
            default: break
            }
        }
        return String(KeyboardLayout.qwerty(character))
    }

    /// A key's answer to a yes/no question: true yes, false no, nil neither
    /// (Escape is no).
    static func yesOrNo(_ key: Key, language: Language) -> Bool? {
        switch key {
        case .escape: return false
        case .character(let character):
            switch text(character, language: language) {
            case "y", "Y": return true
            case "n", "N": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// The labels of the yes and no keys on a screen in `language`.
    static func yesNoLabels(_ language: Language) -> (yes: String, no: String) {
        language == .ru ? ("д", "н") : ("y", "n")
    }
}
