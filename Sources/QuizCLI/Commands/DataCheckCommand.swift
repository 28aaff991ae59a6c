import QuizPlatform
import QuizStore

/// `quizctl data check`: SQLite's own check of every page and index, and of
/// every row's parent; exit status 1 when it finds a problem.
struct DataCheckCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration("check", summary: Strings.Commands.dataCheckSummary)
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let problems = try environment.stores.store().check()
        guard !problems.isEmpty else {
            console.print(Strings.dataCheckClean)
            return
        }
        for problem in problems { console.print(Strings.dataProblem(problem).terminalSafe) }
        throw CommandFailure(Strings.dataCheckFailed(problems.count))
    }
}
