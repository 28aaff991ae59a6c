import Foundation

/// What a player typed (a line from a script) or pressed (a key), understood.
public enum PlayerInput: Sendable, Hashable {
    case option(Int)
    case lifeline(Hint)
    case walkAway
}

/// Turns typed answers into `PlayerInput`, as CLI.md's "Answering" says:
/// y/yes/n/no/да/нет for yes/no; 1–4 or a–d for options; 50, friend,
/// audience, walk in the Millionaire game. Anything else is nil.
public struct AnswerInterpreter: Sendable {
    public let format: QuestionFormat
    public let optionCount: Int
    public let allowsLifelines: Bool

    public init(format: QuestionFormat, optionCount: Int, allowsLifelines: Bool = false) {
        self.format = format
        self.optionCount = optionCount
        self.allowsLifelines = allowsLifelines
    }

    public func interpret(_ text: String) -> PlayerInput? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if format == .yesNo {
            switch word {
            case "y", "yes", "д", "да": return .option(0)
            case "n", "no", "н", "нет": return .option(1)
            default: return nil
            }
        }
        if allowsLifelines {
            switch word {
            case "50", "50:50", "5": return .lifeline(.fiftyFifty)
            case "friend", "f", "phone", "друг": return .lifeline(.phoneAFriend)
            case "audience", "h", "зал": return .lifeline(.askTheAudience)
            case "walk", "w", "уйти": return .walkAway
            default: break
            }
        }
        if let number = Int(word), (1...optionCount).contains(number) { return .option(number - 1) }
        let letters = Array("abcd".prefix(optionCount))
        if word.count == 1, let index = letters.firstIndex(of: word.first!) { return .option(index) }
        return nil
    }

    /// The one-line reminder of what is accepted, for an unrecognised answer.
    public var hint: LocalizedText {
        if format == .yesNo { return Strings.answerHintYesNo }
        return allowsLifelines ? Strings.answerHintMillionaire(optionCount) : Strings.answerHintOptions(optionCount)
    }
}
