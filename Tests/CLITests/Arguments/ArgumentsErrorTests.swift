import Testing

@testable import QuizCLI

@Suite struct ArgumentsErrorTests {
    private func expect(
        _ args: [String], throws expected: UsageError, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(throws: expected, sourceLocation: sourceLocation) { try ArgumentParser.parse(args) }
    }

    @Test func unknownCommandSuggestsTheClosestName() {
        expect(["histroy"], throws: .unknownCommand(name: "histroy", suggestion: "history", path: []))
        expect(["ply"], throws: .unknownCommand(name: "ply", suggestion: "play", path: []))
        expect(["xyzzy"], throws: .unknownCommand(name: "xyzzy", suggestion: nil, path: []))
    }

    @Test func unknownSubcommandNamesItsParent() {
        expect(["history", "shwo", "1"], throws: .unknownCommand(name: "shwo", suggestion: "show", path: ["history"]))
        expect(["help", "history", "clera"], throws: .unknownCommand(name: "clera", suggestion: "clear", path: ["history"]))
        expect(["help", "stast"], throws: .unknownCommand(name: "stast", suggestion: "stats", path: []))
    }

    @Test func unknownOptionSuggestsTheClosestOption() {
        expect(["play", "--cout", "5"], throws: .unknownOption(option: "--cout", suggestion: "--count", path: ["play"]))
        expect(["play", "--cout=5"], throws: .unknownOption(option: "--cout", suggestion: "--count", path: ["play"]))
        expect(["play", "-count", "5"], throws: .unknownOption(option: "-count", suggestion: "--count", path: ["play"]))
        expect(["stats", "--colour", "never"], throws: .unknownOption(option: "--colour", suggestion: "--color", path: ["stats"]))
        expect(["play", "-x"], throws: .unknownOption(option: "-x", suggestion: nil, path: ["play"]))
    }

    @Test func anOptionTheSubcommandDoesNotTakeIsUnknownThere() {
        expect(
            ["history", "--limit", "3", "show", "7C0F"],
            throws: .unknownOption(option: "--limit", suggestion: nil, path: ["history", "show"]))
    }

    @Test func missingValue() {
        expect(["play", "--count"], throws: .missingValue(option: "--count", path: ["play"]))
        expect(["stats", "--color"], throws: .missingValue(option: "--color", path: ["stats"]))
    }

    @Test func valuesOutsideTheAllowedOnesAreInvalid() {
        expect(
            ["play", "--difficulty", "extreme"],
            throws: .invalidValue(
                option: "--difficulty", value: "extreme", expected: .oneOf(["any", "easy", "medium", "hard"]),
                path: ["play"]))
        expect(
            ["play", "arcade"],
            throws: .invalidValue(
                option: "MODE", value: "arcade", expected: .oneOf(["yesno", "classic", "millionaire", "review"]),
                path: ["play"]))
        expect(
            ["settings", "get", "colour"],
            throws: .invalidValue(
                option: "KEY", value: "colour",
                expected: .oneOf([
                    "order", "feedback-delay", "language", "color", "difficulty", "review-fuzz", "review-new-per-day", "posters",
                    "accessible", "accessible-timer",
                ]),
                path: ["settings", "get"]))
    }

    @Test func aFlagGivenAValueIsInvalid() {
        expect(["play", "--json=yes"], throws: .invalidValue(option: "--json", value: "yes", expected: .noValue, path: ["play"]))
    }

    @Test func countThatIsNotANumberIsInvalid() {
        expect(
            ["play", "--count", "not-a-number"],
            throws: .invalidValue(option: "--count", value: "not-a-number", expected: .integer(1...50), path: ["play"]))
    }

    @Test func unexpectedArgument() {
        expect(["play", "classic", "extra"], throws: .unexpectedArgument(value: "extra", path: ["play"]))
        expect(["stats", "yesno"], throws: .unexpectedArgument(value: "yesno", path: ["stats"]))
        expect(["history", "show", "7C0F", "extra"], throws: .unexpectedArgument(value: "extra", path: ["history", "show"]))
        expect(["history", "--", "show"], throws: .unexpectedArgument(value: "show", path: ["history"]))
    }

    @Test func missingArgument() {
        expect(["history", "show"], throws: .missingArgument(name: "ID", path: ["history", "show"]))
        expect(["settings", "set", "order"], throws: .missingArgument(name: "VALUE", path: ["settings", "set"]))
    }

    @Test func messagesInBothLanguages() {
        let unknown = UsageError.unknownCommand(name: "histroy", suggestion: "history", path: [])
        #expect(unknown.message.en == "unknown command 'histroy' (did you mean 'history'?)")
        #expect(unknown.message.ru == "неизвестная команда «histroy» (может быть, «history»?)")
        let below = UsageError.unknownCommand(name: "shwo", suggestion: nil, path: ["history"])
        #expect(below.message.en == "unknown command 'shwo' for 'quizctl history'")
        let option = UsageError.unknownOption(option: "--cout", suggestion: "--count", path: ["play"])
        #expect(option.message.en == "unknown option '--cout' (did you mean '--count'?)")
        #expect(option.message.ru == "неизвестный параметр «--cout» (может быть, «--count»?)")
        let count = UsageError.invalidValue(option: "--count", value: "x", expected: .integer(1...50), path: ["play"])
        #expect(count.message.en == "invalid value 'x' for '--count': expected a whole number from 1 to 50")
        #expect(count.message.ru == "недопустимое значение «x» для «--count», нужно: целое число от 1 до 50")
        let delay = UsageError.invalidValue(option: "--delay", value: "-1", expected: .number(0...0.5), path: ["play"])
        #expect(delay.message.ru == "недопустимое значение «-1» для «--delay», нужно: число от 0 до 0,5")
        let seed = UsageError.invalidValue(option: "--seed", value: "-1", expected: .integer(0...Int.max), path: ["play"])
        #expect(seed.message.en == "invalid value '-1' for '--seed': expected a whole number, at least 0")
        #expect(UsageError.missingValue(option: "--count", path: []).message.en == "option '--count' needs a value")
        #expect(UsageError.unexpectedArgument(value: "x", path: []).message.ru == "лишний аргумент «x»")
        #expect(UsageError.missingArgument(name: "ID", path: []).message.en == "missing argument ID")
    }

    @Test func messagesCarryNoTerminalControlCharacters() {
        let error = UsageError.unknownCommand(name: "\u{1B}]0;pwned\u{07}x", suggestion: nil, path: [])
        #expect(!error.message.en.contains("\u{1B}"))
        #expect(!error.message.ru.contains("\u{07}"))
    }

    @Test func everyErrorKnowsItsCommand() {
        let errors: [UsageError] = [
            .unknownCommand(name: "a", suggestion: nil, path: ["history"]),
            .unknownOption(option: "--a", suggestion: nil, path: ["history"]),
            .missingValue(option: "--a", path: ["history"]),
            .invalidValue(option: "--a", value: "b", expected: .noValue, path: ["history"]),
            .unexpectedArgument(value: "a", path: ["history"]),
            .missingArgument(name: "A", path: ["history"]),
        ]
        #expect(errors.allSatisfy { $0.path == ["history"] })
    }
}
