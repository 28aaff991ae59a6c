import QuizPlatform

/// A command's `--option`, declared once with its type, range and help:
///
///     static let count = Option<Int?>.integer("count", in: 1...50, help: Strings.Commands.countOption)
///
/// and read back typed with `arguments[Self.count]`. `Value` is what the
/// command gets: optional when the option may be absent, a plain value when
/// there is a default, `Bool` for a flag, an array for a repeatable option.
struct Option<Value: Sendable>: DeclaredOption {
    let spec: OptionSpec
    /// Turns the checked raw values given (in order) into the command's value.
    let read: @Sendable ([String]) -> Value
}

extension Option {
    /// The same option, completed in shells as `completion` says
    /// (`.files`, `.dynamic(.sources)`) rather than from its allowed values.
    func completing(_ completion: ValueCompletion) -> Self {
        var spec = spec
        spec.completion = completion
        return Self(spec: spec, read: read)
    }
}

/// Anything that declares an option: what a command's configuration lists.
protocol DeclaredOption: Sendable {
    var spec: OptionSpec { get }
}

extension Option {
    /// A valued option of `kind`; the last value given wins, nil when absent.
    static func value<Parsed>(
        _ name: String, short: Character? = nil, valueName: String, as kind: ValueKind<Parsed>, help: LocalizedText
    ) -> Self where Value == Parsed? {
        let convert = kind.convert
        return Self(
            spec: OptionSpec(name, short: short, valueName: valueName, help: help, expected: kind.expected, accepts: kind.check),
            read: { raws in raws.last.flatMap(convert) })
    }

    /// A valued option of `kind` with a value when absent.
    static func value(
        _ name: String, valueName: String, as kind: ValueKind<Value>, default defaultValue: Value, help: LocalizedText
    ) -> Self {
        let convert = kind.convert
        return Self(
            spec: OptionSpec(name, valueName: valueName, help: help, expected: kind.expected, accepts: kind.check),
            read: { raws in raws.last.flatMap(convert) ?? defaultValue })
    }

    /// One of the raw values of `E`, nil when absent.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, valueName: String, as type: E.Type, help: LocalizedText
    ) -> Self where Value == E?, E.RawValue == String {
        value(name, valueName: valueName, as: .choice(type), help: help)
    }
}

extension Option where Value == String? {
    /// Any text, nil when absent.
    static func text(_ name: String, valueName: String, help: LocalizedText) -> Self {
        value(name, valueName: valueName, as: .text, help: help)
    }
}

extension Option where Value == [String] {
    /// Text that may be given many times, every value in order.
    static func repeatable(_ name: String, valueName: String, help: LocalizedText) -> Self {
        Self(spec: OptionSpec(name, valueName: valueName, help: help, repeatable: true), read: { $0 })
    }
}

extension Option where Value == Int? {
    static func integer(_ name: String, valueName: String = "N", in range: ClosedRange<Int>, help: LocalizedText) -> Self {
        value(name, valueName: valueName, as: .integer(in: range), help: help)
    }
}

extension Option where Value == Int {
    static func integer(
        _ name: String, valueName: String = "N", in range: ClosedRange<Int>, default defaultValue: Int, help: LocalizedText
    ) -> Self {
        value(name, valueName: valueName, as: .integer(in: range), default: defaultValue, help: help)
    }
}

extension Option where Value == Double? {
    static func number(_ name: String, valueName: String, in range: ClosedRange<Double>, help: LocalizedText) -> Self {
        value(name, valueName: valueName, as: .number(in: range), help: help)
    }
}

extension Option where Value == Bool {
    /// An option without a value: true when given.
    static func flag(_ name: String, short: Character? = nil, help: LocalizedText) -> Self {
        Self(spec: OptionSpec(name, short: short, help: help), read: { !$0.isEmpty })
    }
}
