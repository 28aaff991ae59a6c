import QuizPlatform

/// `quizctl help [COMMAND...]`: the help page of a command. The parser turns
/// it into a help request itself (so that a mistyped command name is a usage
/// error with a suggestion); `run` prints the same page if it is ever reached,
/// and the manual page with `--man`.
struct HelpCommand: Command {
    static let command = Argument<[String]>.variadic("COMMAND", help: Strings.Commands.helpCommand).completing(.commands)
    static let manual = Option<Bool>.flag("man", help: Strings.Commands.manOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "help",
            summary: Strings.Commands.helpSummary,
            arguments: [command],
            options: [manual],
            examples: LocalizedText(
                verbatim: """
                    quizctl help history show
                    quizctl help --man > quizctl.1
                    """)
        )
    }

    let arguments: ParsedArguments

    /// The manual is the whole program's: `help play --man` has no page of its own to give.
    func validate() throws(UsageError) {
        if arguments[Self.manual], let extra = arguments[Self.command].first {
            throw .unexpectedArgument(value: extra, path: arguments.path)
        }
    }

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        if arguments[Self.manual] {
            console.write(ManualPage(language: console.language, version: Application.version).text, to: .output)
            return
        }
        let page = HelpFormatter().help(path: arguments[Self.command], language: console.language, width: console.width)
        console.write(page, to: .output)
    }
}
