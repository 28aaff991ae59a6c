import QuizPlatform

/// How the text of an option or argument becomes a typed value, and what it
/// should have looked like when it does not. The parser checks a value with
/// `convert` as it reads it; the command converts it again when it reads it
/// back, so a type or range is written once, in the declaration.
struct ValueKind<Value: Sendable>: Sendable {
    /// What the error says was expected; nil when any text will do.
    let expected: ExpectedValue?
    let convert: @Sendable (String) -> Value?
}

extension ValueKind where Value == String {
    /// Any text, as typed.
    static var text: Self { Self(expected: nil) { $0 } }
}

extension ValueKind where Value == Int {
    static func integer(in range: ClosedRange<Int>) -> Self {
        Self(expected: .integer(range)) { raw in Int(raw).flatMap { range.contains($0) ? $0 : nil } }
    }
}

extension ValueKind where Value == UInt64 {
    /// Any whole number from 0 up, as large as a seed can be.
    static var unsignedInteger: Self {
        Self(expected: .integer(0...Int.max)) { UInt64($0) }
    }
}

extension ValueKind where Value == Double {
    /// A finite number within `range`; a decimal comma is accepted too.
    static func number(in range: ClosedRange<Double>) -> Self {
        Self(expected: .number(range)) { raw in
            let normalized = String(raw.map { $0 == "," ? "." : $0 })
            guard let value = Double(normalized), value.isFinite, range.contains(value) else { return nil }
            return value
        }
    }
}

extension ValueKind where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the raw values of `Value`, spelled exactly.
    static func choice(_ type: Value.Type) -> Self {
        Self(expected: .oneOf(Value.allCases.map(\.rawValue))) { Value(rawValue: $0) }
    }
}

extension ValueKind {
    /// Whether `raw` converts; the parser's check.
    var check: @Sendable (String) -> Bool {
        let convert = convert
        return { convert($0) != nil }
    }
}
