/// The options and arguments of one command line, checked against its
/// command's spec. Raw values are kept as typed; the typed getters convert
/// them and throw a `UsageError` naming the option when they cannot.
struct ParsedArguments: Sendable, Hashable {
    /// The command these belong to, for errors the getters throw.
    let path: [String]
    /// Every positional argument, in order.
    private(set) var positionals: [String] = []
    private var optionValues: [String: [String]] = [:]
    private var argumentValues: [String: [String]] = [:]
    private var flags: Set<String> = []

    init(path: [String]) {
        self.path = path
    }

    // MARK: Reading

    /// The value of option `name` (the last one if given twice) or of the
    /// argument with that placeholder (`"MODE"`); nil when absent.
    func string(_ name: String) -> String? {
        strings(name).last
    }

    /// Every value of a repeatable option (or a variadic argument), in order.
    func strings(_ name: String) -> [String] {
        optionValues[name] ?? argumentValues[name] ?? []
    }

    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// A whole number within `range`, or nil when the option is absent.
    func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let raw = string(name) else { return nil }
        guard let value = Int(raw), range.contains(value) else {
            throw invalid(name, raw, .integer(range))
        }
        return value
    }

    /// A number (a decimal comma is accepted too) within `range`, or nil when absent.
    func double(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let raw = string(name) else { return nil }
        let normalized = String(raw.map { $0 == "," ? "." : $0 })
        guard let value = Double(normalized), value.isFinite, range.contains(value) else {
            throw invalid(name, raw, .number(range))
        }
        return value
    }

    /// The case of `E` whose raw value was given, or nil when absent.
    func choice<E: RawRepresentable & CaseIterable>(_ name: String, as type: E.Type) throws(UsageError) -> E?
    where E.RawValue == String {
        guard let raw = string(name) else { return nil }
        guard let value = E(rawValue: raw) else {
            throw invalid(name, raw, .oneOf(E.allCases.map(\.rawValue)))
        }
        return value
    }

    /// An error about option or argument `name`, for checks a command makes itself.
    func invalid(_ name: String, _ value: String, _ expected: ExpectedValue) -> UsageError {
        let shown = argumentValues[name] != nil && optionValues[name] == nil ? name : "--" + name
        return .invalidValue(option: shown, value: value, expected: expected, path: path)
    }

    // MARK: Recording (the parser's side)

    mutating func record(option: String, value: String) {
        optionValues[option, default: []].append(value)
    }

    mutating func record(flag: String) {
        flags.insert(flag)
    }

    mutating func record(positional: String, for argument: String) {
        positionals.append(positional)
        argumentValues[argument, default: []].append(positional)
    }

    /// Names of the options given so far (flags and valued ones).
    var givenOptions: Set<String> {
        flags.union(optionValues.keys)
    }

    /// The same values under another command, used when the parser descends
    /// into a subcommand after reading options that both commands accept.
    func moved(to path: [String]) -> ParsedArguments {
        var copy = ParsedArguments(path: path)
        copy.optionValues = optionValues
        copy.flags = flags
        return copy
    }
}
