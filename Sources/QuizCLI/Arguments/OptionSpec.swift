import QuizPlatform

/// One `--option` as the parser and the help see it, whatever its type: its
/// spelling, whether it takes a value, what a value must look like, and the
/// help text shown next to it. Commands declare typed `Option`s; this is
/// their common part.
struct OptionSpec: Sendable {
    /// The long name without dashes: `count` for `--count`.
    let name: String
    let short: Character?
    /// The placeholder shown in help (`N` in `--count N`); nil makes the option a flag.
    let valueName: String?
    let help: LocalizedText
    /// Repeatable options keep every value (`--wrong A --wrong B`); others keep the last.
    let repeatable: Bool
    /// What a value should have looked like; nil when any text will do.
    let expected: ExpectedValue?
    /// Whether a value is acceptable; the parser rejects any other, so commands never see a typo.
    let accepts: @Sendable (String) -> Bool
    /// How a shell completes the value, when the allowed values do not say it (a file, a source name).
    var completion: ValueCompletion?

    init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: LocalizedText,
        repeatable: Bool = false,
        expected: ExpectedValue? = nil,
        accepts: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
        self.expected = expected
        self.accepts = accepts
    }

    var isFlag: Bool { valueName == nil }
    var longSpelling: String { "--" + name }

    /// The only values accepted, when there is a fixed list.
    var allowedValues: [String]? { expected?.allowedValues }

    /// What a shell offers for the value: the declared completion, else the allowed values.
    var valueCompletion: ValueCompletion {
        completion ?? allowedValues.map(ValueCompletion.choices) ?? .none
    }
}

/// One positional argument as the parser and the help see it, such as `MODE`
/// in `play [MODE]`. Commands declare typed `Argument`s; this is their common part.
struct ArgumentSpec: Sendable {
    /// The placeholder, upper case by convention; also the name in error messages.
    let name: String
    let help: LocalizedText
    let isOptional: Bool
    /// A variadic argument takes every remaining positional (`help [COMMAND...]`).
    let isVariadic: Bool
    let expected: ExpectedValue?
    let accepts: @Sendable (String) -> Bool
    /// How a shell completes the argument, when the allowed values do not say it (a file, a game's ID).
    var completion: ValueCompletion?

    init(
        _ name: String,
        help: LocalizedText,
        isOptional: Bool = false,
        isVariadic: Bool = false,
        expected: ExpectedValue? = nil,
        accepts: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
        self.expected = expected
        self.accepts = accepts
    }

    /// The only values accepted, when there is a fixed list.
    var allowedValues: [String]? { expected?.allowedValues }

    /// What a shell offers for the argument: the declared completion, else the allowed values.
    var valueCompletion: ValueCompletion {
        completion ?? allowedValues.map(ValueCompletion.choices) ?? .none
    }

    /// How the argument reads in a usage line: `ID`, `[MODE]`, `[COMMAND...]`
    /// (`[РЕЖИМ]` in Russian).
    func usage(_ language: Language) -> String {
        let name = Strings.Commands.placeholder(name)(language)
        let shown = isVariadic ? name + "..." : name
        return isOptional ? "[\(shown)]" : shown
    }
}

extension ExpectedValue {
    fileprivate var allowedValues: [String]? {
        guard case .oneOf(let values) = self else { return nil }
        return values
    }
}
