import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import QuizStore

/// `quizctl data backup FILE`: a compact, consistent copy of the database,
/// taken while other quizctl processes go on (`VACUUM INTO`).
struct DataBackupCommand: Command {
    static let file = Argument<String>.required("FILE", help: Strings.Commands.dataBackupFileArgument)

    static var configuration: CommandConfiguration {
        CommandConfiguration("backup", summary: Strings.Commands.dataBackupSummary, arguments: [file])
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let path = arguments[Self.file]
        guard access(path, F_OK) != 0 else { throw CommandFailure(Strings.dataBackupExists(path.terminalSafe)) }
        try environment.stores.store().backup(path)
        environment.console.print(Strings.dataBackedUp(path.terminalSafe))
    }
}
