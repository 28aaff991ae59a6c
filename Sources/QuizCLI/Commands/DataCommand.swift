import FoundationEssentials
import QuizPlatform
import QuizStore

/// `quizctl data`: where your data is, how big, and what it holds; its
/// subcommands check, back up and restore the database.
struct DataCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "data",
            summary: Strings.Commands.dataSummary,
            options: [CommonOptions.json],
            subcommands: [DataCheckCommand.self, DataBackupCommand.self, DataRestoreCommand.self],
            discussion: Strings.Commands.dataDiscussion
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let report = try DataReport.make(environment.stores)
        let console = environment.console
        if arguments[CommonOptions.json] {
            console.print(try JSONOutput.string(report))
        } else {
            for line in report.lines(console.language) { console.print(line) }
        }
    }
}
