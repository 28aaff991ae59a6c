import QuizPlatform

/// One `--option` a command accepts: its spelling, whether it takes a value,
/// and the help text shown next to it.
struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes: `count` for `--count`.
    let name: String
    let short: Character?
    /// The placeholder shown in help (`N` in `--count N`); nil makes the option a flag.
    let valueName: String?
    let help: LocalizedText
    /// Repeatable options keep every value (`--wrong A --wrong B`); others keep the last.
    let repeatable: Bool
    /// When set, the parser rejects any other value, so commands never see a typo.
    let allowedValues: [String]?

    init(
        _ name: String,
        short: Character? = nil,
        valueName: String? = nil,
        help: LocalizedText,
        repeatable: Bool = false,
        allowedValues: [String]? = nil
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
        self.allowedValues = allowedValues
    }

    var isFlag: Bool { valueName == nil }
    var longSpelling: String { "--" + name }
}

/// One positional argument of a command, such as `MODE` in `play [MODE]`.
struct ArgumentSpec: Sendable, Hashable {
    /// The placeholder, upper case by convention; also the key for `ParsedArguments.string(_:)`.
    let name: String
    let help: LocalizedText
    let isOptional: Bool
    /// A variadic argument takes every remaining positional (`help [COMMAND...]`).
    let isVariadic: Bool
    let allowedValues: [String]?

    init(
        _ name: String,
        help: LocalizedText,
        isOptional: Bool = false,
        isVariadic: Bool = false,
        allowedValues: [String]? = nil
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
        self.allowedValues = allowedValues
    }

    /// How the argument reads in a usage line: `ID`, `[MODE]`, `[COMMAND...]`.
    var usage: String {
        let shown = isVariadic ? name + "..." : name
        return isOptional ? "[\(shown)]" : shown
    }
}
