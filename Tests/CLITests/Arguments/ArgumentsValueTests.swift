import QuizPlatform
import Testing

@testable import QuizCLI

@Suite struct ArgumentsValueTests {
    private func expect(
        _ args: [String], throws expected: UsageError, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(throws: expected, sourceLocation: sourceLocation) { try ArgumentParser.parse(args) }
    }

    @Test func absentValuesAreNilOrTheirDefault() throws {
        let empty = ParsedArguments(path: [])
        #expect(empty[PlayCommand.option.count] == nil)
        #expect(empty[PlayCommand.option.delay] == nil)
        #expect(empty[PlayCommand.option.order] == nil)
        #expect(empty[PlayCommand.mode] == nil)
        #expect(!empty[PlayCommand.option.daily])
        #expect(empty[AddCommand.wrong].isEmpty)
        #expect(empty[HistoryCommand.limit] == 20)
        #expect(empty[ImportCommand.limit] == 250)
        #expect(try parseRunnable(["history", "--limit", "3"]).arguments[HistoryCommand.limit] == 3)
    }

    @Test func integersWithinTheirRange() throws {
        #expect(try parseRunnable(["play", "--count", "50"]).arguments[PlayCommand.option.count] == 50)
        expect(
            ["play", "--count", "51"], throws: .invalidValue(option: "--count", value: "51", expected: .integer(1...50), path: ["play"]))
        expect(["play", "--count=2.5"], throws: .invalidValue(option: "--count", value: "2.5", expected: .integer(1...50), path: ["play"]))
        expect(
            ["history", "--limit", "0"],
            throws: .invalidValue(option: "--limit", value: "0", expected: .integer(1...Int.max), path: ["history"]))
        expect(
            ["import", "x.tsv", "--limit", "1000001"],
            throws: .invalidValue(option: "--limit", value: "1000001", expected: .integer(1...1_000_000), path: ["import"]))
    }

    @Test func aSeedIsAnyWholeNumberFromZero() throws {
        #expect(try parseRunnable(["play", "--seed", "18446744073709551615"]).arguments[PlayCommand.option.seed] == .max)
        expect(
            ["play", "--seed", "-1"], throws: .invalidValue(option: "--seed", value: "-1", expected: .integer(0...Int.max), path: ["play"]))
    }

    @Test func numbersAcceptADecimalComma() throws {
        #expect(try parseRunnable(["play", "--delay", "0.5"]).arguments[PlayCommand.option.delay] == 0.5)
        #expect(try parseRunnable(["play", "--delay", "1,5"]).arguments[PlayCommand.option.delay] == 1.5)
        #expect(try parseRunnable(["play", "--timer", "3600"]).arguments[PlayCommand.option.timer] == 3600)
    }

    @Test(arguments: ["nan", "inf", "-1", "61", "", "one"])
    func numbersOutsideTheirRangeOrNotNumbersAreInvalid(raw: String) {
        expect(["play", "--delay", raw], throws: .invalidValue(option: "--delay", value: raw, expected: .number(0...60), path: ["play"]))
    }

    @Test func choicesNameEveryAllowedValueWhenWrong() throws {
        #expect(try parseRunnable(["play", "--order", "sequential"]).arguments[PlayCommand.option.order] == .sequential)
        expect(
            ["play", "--order", "shuffled"],
            throws: .invalidValue(option: "--order", value: "shuffled", expected: .oneOf(["random", "sequential"]), path: ["play"]))
    }

    @Test func positionalArgumentsAreReadTyped() throws {
        let (_, parsed) = try parseRunnable(["settings", "set", "color", "sometimes"])
        #expect(parsed[SettingsCommand.key] == .color)
        #expect(parsed[SettingsSetCommand.value] == "sometimes")
        #expect(try parseRunnable(["export"]).arguments[ExportCommand.file] == nil)
        #expect(try ArgumentParser.parse(["help", "history", "show"]) == .help(path: ["history", "show"]))
    }

    @Test func typedValuesFromARealCommandLine() throws {
        let (_, parsed) = try parseRunnable(["play", "millionaire", "--seed", "42", "--delay=0", "--type", "boolean"])
        #expect(parsed[PlayCommand.mode] == .millionaire)
        #expect(parsed[PlayCommand.option.seed] == 42)
        #expect(parsed[PlayCommand.option.delay] == 0)
        #expect(parsed[PlayCommand.option.choiceType] == .boolean)
        let options = PlayCommand(arguments: parsed).options
        #expect(options == PlayOptions(choiceType: .boolean, delay: 0, seed: 42))
    }
}
