import QuizPlatform

/// `quizctl help [COMMAND...]`: the help page of a command. The parser turns
/// it into a help request itself (so that a mistyped command name is a usage
/// error with a suggestion); `run` prints the same page if it is ever reached.
struct HelpCommand: Command {
    static let command = Argument<[String]>.variadic("COMMAND", help: Strings.Commands.helpCommand)

    static let configuration = CommandConfiguration(
        "help",
        summary: Strings.Commands.helpSummary,
        arguments: [command]
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let page = HelpFormatter().help(path: arguments[Self.command], language: console.language, width: console.width)
        console.write(page, to: .output)
    }
}
