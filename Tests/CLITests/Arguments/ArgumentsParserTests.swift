import Testing

@testable import QuizCLI

@Suite struct ArgumentsParserTests {
    @Test func noArgumentsRunsQuizctlItself() throws {
        let (path, arguments) = try parseRunnable([])
        #expect(path == [])
        #expect(arguments.positionals.isEmpty)
    }

    @Test func modeOptionsAndFlags() throws {
        let (path, arguments) = try parseRunnable(["play", "classic", "--count", "5", "--json", "--source", "trivia"])
        #expect(path == ["play"])
        #expect(arguments.positionals == ["classic"])
        #expect(arguments[PlayCommand.mode] == .classic)
        #expect(arguments[PlayCommand.option.count] == 5)
        #expect(arguments[PlayCommand.option.source] == "trivia")
        #expect(arguments[PlayCommand.option.json])
        #expect(!arguments[PlayCommand.option.offline])
        #expect(arguments[PlayCommand.option.seed] == nil)
    }

    @Test func valueAfterAnEqualsSign() throws {
        let (_, arguments) = try parseRunnable(["play", "--count=7", "--category=Science: Computers", "--source=pack:a=b.json"])
        #expect(arguments[PlayCommand.option.count] == 7)
        #expect(arguments[PlayCommand.option.category] == "Science: Computers")
        #expect(arguments[PlayCommand.option.source] == "pack:a=b.json")
    }

    @Test func anEmptyValueAfterAnEqualsSignIsAValue() throws {
        let (_, arguments) = try parseRunnable(["add", "--category="])
        #expect(arguments[AddCommand.category] == "")
    }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        let (_, arguments) = try parseRunnable(["add", "--wrong", "Mars", "--wrong=Venus", "--wrong", "Earth"])
        #expect(arguments[AddCommand.wrong] == ["Mars", "Venus", "Earth"])
    }

    @Test func aSingleValuedOptionGivenTwiceKeepsTheLast() throws {
        let (_, arguments) = try parseRunnable(["play", "--count", "3", "--count", "4"])
        #expect(arguments[PlayCommand.option.count] == 4)
    }

    @Test func anOptionTakesTheNextWordEvenWhenItStartsWithADash() throws {
        let (_, arguments) = try parseRunnable(["add", "--text", "-5 degrees?", "--correct", "-5", "--wrong", "--help"])
        #expect(arguments[AddCommand.text] == "-5 degrees?")
        #expect(arguments[AddCommand.correct] == "-5")
        #expect(arguments[AddCommand.wrong] == ["--help"])
    }

    @Test func aNegativeNumberIsPositional() throws {
        let (path, arguments) = try parseRunnable(["settings", "set", "feedback-delay", "-1.5"])
        #expect(path == ["settings", "set"])
        #expect(arguments[SettingsCommand.key] == .feedbackDelay)
        #expect(arguments[SettingsSetCommand.value] == "-1.5")
    }

    @Test func doubleDashEndsOptions() throws {
        let (path, arguments) = try parseRunnable(["questions", "remove", "--", "--odd-id"])
        #expect(path == ["questions", "remove"])
        #expect(arguments[QuestionsRemoveCommand.id] == "--odd-id")
    }

    @Test func colorIsAcceptedBeforeAndAfterTheCommand() throws {
        #expect(try parseRunnable(["--color", "never", "play"]).arguments[GlobalOption.color] == .never)
        #expect(try parseRunnable(["history", "show", "7C0F", "--color=always"]).arguments[GlobalOption.color] == .always)
    }

    @Test func aliasesRunTheCanonicalCommand() throws {
        #expect(try parseRunnable(["history", "rm", "7C0F", "--yes"]).path == ["history", "delete"])
        #expect(try parseRunnable(["questions", "rm", "12"]).path == ["questions", "remove"])
    }

    @Test func optionsBeforeASubcommandCarryOverWhenItAcceptsThem() throws {
        let (path, arguments) = try parseRunnable(["history", "--json", "show", "7C0F"])
        #expect(path == ["history", "show"])
        #expect(arguments[CommonOptions.json])
        #expect(arguments[CommonOptions.gameID] == "7C0F")
    }

    @Test func aSubcommandNameAfterAPositionalIsJustAValue() throws {
        let (path, arguments) = try parseRunnable(["settings", "set", "order", "sequential"])
        #expect(path == ["settings", "set"])
        #expect(arguments.positionals == ["order", "sequential"])
    }

    @Test(arguments: [
        (["--help"], [String]()),
        (["-h"], []),
        (["help"], []),
        (["play", "--help"], ["play"]),
        (["play", "-h"], ["play"]),
        (["help", "play"], ["play"]),
        (["help", "history", "show"], ["history", "show"]),
        (["history", "show", "--help"], ["history", "show"]),
        (["history", "--help", "show"], ["history", "show"]),
        (["help", "help"], ["help"]),
        (["help", "questions", "rm"], ["questions", "remove"]),
    ])
    func helpRequests(args: [String], path: [String]) throws {
        #expect(try ArgumentParser.parse(args) == .help(path: path))
    }

    @Test func helpWinsOverAMistakeOnTheSameLine() throws {
        #expect(try ArgumentParser.parse(["play", "--cout", "5", "--help"]) == .help(path: ["play"]))
        #expect(try ArgumentParser.parse(["history", "show", "-h"]) == .help(path: ["history", "show"]))
    }

    @Test func versionAtTheTopOnly() throws {
        #expect(try ArgumentParser.parse(["--version"]) == .version)
        #expect(try ArgumentParser.parse(["-V"]) == .version)
        #expect(throws: UsageError.unknownOption(option: "--version", suggestion: nil, path: ["play"])) {
            try ArgumentParser.parse(["play", "--version"])
        }
    }
}
