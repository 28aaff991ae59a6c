import QuizPlatform

/// The key line under a question on a terminal, by the question's format.
enum RoundKeys {
    static func help(for card: QuestionCard) -> LocalizedText {
        switch card.format {
        case .yesNo: Strings.keysYesNo
        case .fourOptions: Strings.keysMillionaire
        case .choice where YesNoOptions(card.options.map(\.text)) != nil: Strings.keysYesNoOrOptions
        case .choice: Strings.keysOptions(card.options.count)
        }
    }
}
