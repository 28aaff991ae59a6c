import QuizPlatform

/// What a value should have looked like, kept structured so the message can
/// be written in every language and tests can compare errors exactly.
enum ExpectedValue: Sendable, Hashable {
    case oneOf([String])
    case integer(ClosedRange<Int>)
    case number(ClosedRange<Double>)
    /// A flag was given a value (`--json=yes`).
    case noValue
    /// Anything a command checks itself, such as an ID format.
    case described(LocalizedText)

    var description: LocalizedText {
        switch self {
        case .oneOf(let values): Strings.Commands.expectedOneOf(values)
        case .integer(let range): Strings.Commands.expectedInteger(range.lowerBound, range.upperBound)
        case .number(let range): Strings.Commands.expectedNumber(range.lowerBound, range.upperBound)
        case .noValue: Strings.Commands.expectedNoValue
        case .described(let text): text
        }
    }
}

/// A command line quizctl cannot run. Each case carries the command path it
/// happened in, so the caller can print that command's usage line under the
/// message; the exit status (2) is the caller's business.
enum UsageError: Error, Sendable, Hashable {
    case unknownCommand(name: String, suggestion: String?, path: [String])
    /// `option` is spelled as typed, with its dashes; so is the suggestion.
    case unknownOption(option: String, suggestion: String?, path: [String])
    case missingValue(option: String, path: [String])
    /// `option` is `--name` for an option, the placeholder (`MODE`) for an argument.
    case invalidValue(option: String, value: String, expected: ExpectedValue, path: [String])
    case unexpectedArgument(value: String, path: [String])
    case missingArgument(name: String, path: [String])
    /// An option this use of the command needs (`play party` from a script
    /// needs `--players`), with an example of it.
    case missingOption(option: String, example: String, path: [String])

    /// The canonical names of the command the error belongs to (`[]` for quizctl itself).
    var path: [String] {
        switch self {
        case .unknownCommand(_, _, let path), .unknownOption(_, _, let path),
            .missingValue(_, let path), .invalidValue(_, _, _, let path),
            .unexpectedArgument(_, let path), .missingArgument(_, let path), .missingOption(_, _, let path):
            path
        }
    }

    /// One line for standard error. What the user typed is made terminal-safe:
    /// an argument can carry escape sequences as easily as a network reply.
    var message: LocalizedText {
        switch self {
        case .unknownCommand(let name, let suggestion, let path):
            Self.appending(suggestion, to: Strings.Commands.unknownCommand(name.terminalSafe, in: Self.command(path)))
        case .unknownOption(let option, let suggestion, _):
            Self.appending(suggestion, to: Strings.Commands.unknownOption(option.terminalSafe))
        case .missingValue(let option, _):
            Strings.Commands.missingValue(option)
        case .invalidValue(let option, let value, let expected, _):
            Self.appending(
                Self.closest(to: value, in: expected),
                to: Strings.Commands.invalidValue(value.terminalSafe, for: option, expected: expected.description)
            )
        case .unexpectedArgument(let value, _):
            Strings.Commands.unexpectedArgument(value.terminalSafe)
        case .missingArgument(let name, _):
            Strings.Commands.missingArgument(name)
        case .missingOption(let option, let example, _):
            Strings.Commands.missingOption(option, example: example)
        }
    }

    private static func command(_ path: [String]) -> String? {
        path.isEmpty ? nil : (["quizctl"] + path).joined(separator: " ")
    }

    /// A near miss among the allowed values ("colour" → "color").
    private static func closest(to value: String, in expected: ExpectedValue) -> String? {
        guard case .oneOf(let values) = expected else { return nil }
        return Suggestion.closest(to: value, among: values)
    }

    private static func appending(_ suggestion: String?, to message: LocalizedText) -> LocalizedText {
        guard let suggestion else { return message }
        let hint = Strings.Commands.didYouMean(suggestion)
        return LocalizedText(en: message.en + " " + hint.en, ru: message.ru + " " + hint.ru)
    }
}
