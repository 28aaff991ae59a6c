import FoundationEssentials

/// What a player typed (a line from a script) or pressed (a key), understood.
public enum PlayerInput: Sendable, Hashable {
    case option(Int)
    case lifeline(Hint)
    case walkAway
}

/// Which option of a two-option question says yes and which says no, when
/// its options are such a pair (Yes/No, True/False, Да/Нет, in either order).
public struct YesNoOptions: Sendable, Hashable {
    public let yes: Int
    public let no: Int

    public init?(_ options: [String]) {
        guard options.count == 2, let first = YesNoWord(options[0]), let second = YesNoWord(options[1]), first != second
        else { return nil }
        yes = first == .affirmative ? 0 : 1
        no = 1 - yes
    }
}

/// Turns typed answers into `PlayerInput`, as CLI.md's "Answering" says:
/// y/yes/n/no/да/нет for yes/no; 1–4 or a–d for options; 50, friend,
/// audience, walk in the Millionaire game. Anything else is nil.
public struct AnswerInterpreter: Sendable {
    public let format: QuestionFormat
    public let optionCount: Int
    public let allowsLifelines: Bool
    /// A yes/no pair played among options (a review game): the yes/no
    /// words answer it too, besides its numbers and letters.
    public let yesNoOptions: YesNoOptions?

    public init(format: QuestionFormat, optionCount: Int, allowsLifelines: Bool = false, yesNoOptions: YesNoOptions? = nil) {
        self.format = format
        self.optionCount = optionCount
        self.allowsLifelines = allowsLifelines
        self.yesNoOptions = format == .yesNo ? nil : yesNoOptions
    }

    /// The answer a yes/no word gives: true for yes, false for no, nil for another word.
    private static func yesOrNo(_ word: String) -> Bool? {
        switch word {
        case "y", "yes", "д", "да": true
        case "n", "no", "н", "нет": false
        default: nil
        }
    }

    public func interpret(_ text: String) -> PlayerInput? {
        let word = text.trimmingSpace(newlines: false).lowercased()
        if format == .yesNo {
            return Self.yesOrNo(word).map { .option($0 ? 0 : 1) }
        }
        if let yesNoOptions, let yes = Self.yesOrNo(word) {
            return .option(yes ? yesNoOptions.yes : yesNoOptions.no)
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
        if yesNoOptions != nil { return Strings.answerHintYesNoOrOptions }
        return allowsLifelines ? Strings.answerHintMillionaire(optionCount) : Strings.answerHintOptions(optionCount)
    }
}
