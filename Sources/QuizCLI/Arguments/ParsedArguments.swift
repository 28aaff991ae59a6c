/// The options and arguments of one command line, already checked against
/// its command's declarations by the parser. Raw values are kept as typed;
/// a command reads them back typed through its declarations:
/// `arguments[Self.count]`, `arguments[Self.mode]`.
struct ParsedArguments: Sendable, Hashable {
    /// The command these belong to.
    let path: [String]
    /// Every positional argument, in order.
    private(set) var positionals: [String] = []
    /// Values of each option by long name; a flag given is one empty value.
    private var optionValues: [String: [String]] = [:]
    private var argumentValues: [String: [String]] = [:]

    init(path: [String]) {
        self.path = path
    }

    // MARK: Reading

    subscript<Value>(option: Option<Value>) -> Value {
        option.read(optionValues[option.spec.name] ?? [])
    }

    subscript<Value>(argument: Argument<Value>) -> Value {
        argument.read(argumentValues[argument.spec.name] ?? [])
    }

    // MARK: Recording (the parser's side)

    mutating func record(option: String, value: String) {
        optionValues[option, default: []].append(value)
    }

    mutating func record(flag: String) {
        optionValues[flag, default: []].append("")
    }

    mutating func record(positional: String, for argument: String) {
        positionals.append(positional)
        argumentValues[argument, default: []].append(positional)
    }

    /// Whether any option was given so far.
    var hasOptions: Bool { !optionValues.isEmpty }

    /// Names of the options given so far (flags and valued ones).
    var givenOptions: Set<String> {
        Set(optionValues.keys)
    }

    /// The same values under another command, used when the parser descends
    /// into a subcommand after reading options that both commands accept.
    func moved(to path: [String]) -> ParsedArguments {
        var copy = ParsedArguments(path: path)
        copy.optionValues = optionValues
        return copy
    }
}
