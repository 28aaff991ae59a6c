import FoundationEssentials
import QuizPlatform
import QuizStore

/// `quizctl data restore FILE`: replaces the database with a backup, after
/// asking; the database it replaces is kept beside it, never deleted.
struct DataRestoreCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "restore", summary: Strings.Commands.dataRestoreSummary, arguments: [DataBackupCommand.file], options: [CommonOptions.yes])
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let path = arguments[DataBackupCommand.file]
        let console = environment.console
        guard DatabaseRecovery.isSound(path) else { throw CommandFailure(Strings.dataRestoreUnsound(path.terminalSafe)) }
        guard Confirmation(console: console, skipped: arguments[CommonOptions.yes]).asks(Strings.dataRestoreQuestion(path.terminalSafe))
        else { return }
        let kept = try DatabaseRecovery.replace(
            environment.stores.directory.filePath(DataStores.databaseName), with: path, now: environment.clock.now())
        console.print(Strings.dataRestored(from: path.terminalSafe, kept: kept.terminalSafe))
    }
}
