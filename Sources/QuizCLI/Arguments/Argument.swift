import QuizPlatform

/// A command's positional argument, declared once with its type and help:
///
///     static let mode = Argument<ModeKind?>.choice("MODE", as: ModeKind.self, help: Strings.Commands.playMode)
///
/// and read back typed with `arguments[Self.mode]`. A required argument is a
/// plain value (the parser makes sure it is there), an optional one may be nil.
struct Argument<Value: Sendable>: DeclaredArgument {
    let spec: ArgumentSpec
    /// Turns the checked raw values given (in order) into the command's value.
    let read: @Sendable ([String]) -> Value
}

extension Argument {
    /// The same argument, completed in shells as `completion` says
    /// (`.files`, `.dynamic(.historyIDs)`) rather than from its allowed values.
    func completing(_ completion: ValueCompletion) -> Self {
        var spec = spec
        spec.completion = completion
        return Self(spec: spec, read: read)
    }
}

/// Anything that declares a positional argument: what a command's configuration lists.
protocol DeclaredArgument: Sendable {
    var spec: ArgumentSpec { get }
}

extension Argument where Value == String {
    /// Text that must be given.
    static func required(_ name: String, help: LocalizedText) -> Self {
        Self(spec: ArgumentSpec(name, help: help), read: { $0.last ?? "" })
    }
}

extension Argument where Value == String? {
    /// Text that may be left out.
    static func optional(_ name: String, help: LocalizedText) -> Self {
        Self(spec: ArgumentSpec(name, help: help, isOptional: true), read: { $0.last })
    }
}

extension Argument where Value == [String] {
    /// Every remaining positional, possibly none (`help [COMMAND...]`).
    static func variadic(_ name: String, help: LocalizedText) -> Self {
        Self(spec: ArgumentSpec(name, help: help, isOptional: true, isVariadic: true), read: { $0 })
    }
}

extension Argument {
    /// One of the raw values of `E` that may be left out.
    static func choice<E: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, as type: E.Type, help: LocalizedText
    ) -> Self where Value == E?, E.RawValue == String {
        let kind = ValueKind.choice(type)
        let convert = kind.convert
        return Self(
            spec: ArgumentSpec(name, help: help, isOptional: true, expected: kind.expected, accepts: kind.check),
            read: { raws in raws.last.flatMap(convert) })
    }

    /// One of the raw values of `E` that must be given.
    static func requiredChoice(_ name: String, as type: Value.Type, help: LocalizedText) -> Self
    where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
        let kind = ValueKind.choice(type)
        let convert = kind.convert
        return Self(
            spec: ArgumentSpec(name, help: help, expected: kind.expected, accepts: kind.check),
            read: { raws in
                guard let value = raws.last.flatMap(convert) else { preconditionFailure("the parser checks \(name)") }
                return value
            })
    }
}
