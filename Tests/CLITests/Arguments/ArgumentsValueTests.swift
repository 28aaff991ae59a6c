import QuizPlatform
import Testing

@testable import QuizCLI

@Suite struct ArgumentsValueTests {
    private func arguments(option: String, _ value: String) -> ParsedArguments {
        var arguments = ParsedArguments(path: ["play"])
        arguments.record(option: option, value: value)
        return arguments
    }

    @Test func absentValuesAreNil() throws {
        let empty = ParsedArguments(path: [])
        #expect(try empty.int("count", in: 1...50) == nil)
        #expect(try empty.double("delay", in: 0...60) == nil)
        #expect(try empty.choice("order", as: OrderKind.self) == nil)
        #expect(empty.strings("wrong").isEmpty)
    }

    @Test func integersWithinTheirRange() throws {
        #expect(try arguments(option: "count", "50").int("count", in: 1...50) == 50)
        #expect(throws: UsageError.invalidValue(option: "--count", value: "51", expected: .integer(1...50), path: ["play"])) {
            try arguments(option: "count", "51").int("count", in: 1...50)
        }
        #expect(throws: UsageError.self) { try arguments(option: "count", "2.5").int("count", in: 1...50) }
    }

    @Test func numbersAcceptADecimalComma() throws {
        #expect(try arguments(option: "delay", "0.5").double("delay", in: 0...60) == 0.5)
        #expect(try arguments(option: "delay", "1,5").double("delay", in: 0...60) == 1.5)
    }

    @Test(arguments: ["nan", "inf", "-1", "61", "", "one"])
    func numbersOutsideTheirRangeOrNotNumbersAreInvalid(raw: String) {
        #expect(throws: UsageError.invalidValue(option: "--delay", value: raw, expected: .number(0...60), path: ["play"])) {
            try arguments(option: "delay", raw).double("delay", in: 0...60)
        }
    }

    @Test func choicesNameEveryAllowedValueWhenWrong() throws {
        #expect(try arguments(option: "order", "sequential").choice("order", as: OrderKind.self) == .sequential)
        #expect(
            throws: UsageError.invalidValue(
                option: "--order", value: "shuffled", expected: .oneOf(["random", "sequential"]), path: ["play"])
        ) {
            try arguments(option: "order", "shuffled").choice("order", as: OrderKind.self)
        }
    }

    @Test func positionalArgumentsAreNamedByTheirPlaceholder() throws {
        let (_, parsed) = try parseRunnable(["settings", "set", "color", "sometimes"])
        #expect(try parsed.choice("KEY", as: SettingKey.self) == .color)
        #expect(
            throws: UsageError.invalidValue(
                option: "VALUE", value: "sometimes", expected: .oneOf(["auto", "always", "never"]), path: ["settings", "set"])
        ) {
            try parsed.choice("VALUE", as: ColorChoice.self)
        }
    }

    @Test func typedValuesFromARealCommandLine() throws {
        let (_, parsed) = try parseRunnable(["play", "millionaire", "--seed", "42", "--delay=0", "--type", "boolean"])
        #expect(try parsed.choice("MODE", as: ModeKind.self) == .millionaire)
        #expect(try parsed.int("seed", in: 0...Int.max) == 42)
        #expect(try parsed.double("delay", in: 0...60) == 0)
        #expect(try parsed.choice("type", as: ChoiceType.self) == .boolean)
    }
}
