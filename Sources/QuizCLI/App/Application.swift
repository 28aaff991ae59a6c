import FoundationEssentials
@preconcurrency import Glibc
import QuizImport
import QuizPlatform

/// The one path from a command line to an exit status: parse, run the
/// command, and turn whatever went wrong into a message and a status.
@MainActor
public enum Application {
    static let version = "0.1.0"

    /// The whole program: restore handlers, run the command line as a task
    /// on the main actor, and exit with its status. The main thread serves
    /// the main queue meanwhile (`MainQueue` says why it is not `dispatch_main`).
    public static func start() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Parsed once, here: a usage error is only reported once the
        // settings say in which language and colours (`run`).
        let invocation = Result { () throws(UsageError) in try ArgumentParser.parse(arguments) }
        // `--version` is answered before anything is built or read: no
        // settings, no stores, no coordinator, no terminal handlers.
        if case .success(.version) = invocation {
            _ = Screen.write("quizctl \(version)\n", to: StandardStream.output.descriptor)
            exit(ExitStatus.success.rawValue)
        }
        TerminalSession.installRestoreHandlers()
        Task {
            let status = await run(arguments, parsed: invocation, in: .process)
            TerminalSession.restore()
            exit(status.rawValue)
        }
        MainQueue.run()
    }

    /// Runs one command line in `environment` and says how it ended.
    static func run(_ arguments: [String], in environment: AppEnvironment) async -> ExitStatus {
        await run(arguments, parsed: Result { () throws(UsageError) in try ArgumentParser.parse(arguments) }, in: environment)
    }

    /// `run(_:in:)` with the command line already parsed into `invocation`.
    private static func run(
        _ arguments: [String], parsed invocation: Result<Invocation, UsageError>, in environment: AppEnvironment
    ) async -> ExitStatus {
        var environment = environment
        let settings = (try? environment.stores.settings.load()) ?? Settings()
        environment.plainRun = asksForPlain(arguments)
        environment.adopt(settings, colorOverride: colorOverride(arguments))
        let console = environment.console
        // What a killed run left in the data folder's tmp/ (its lock let go at its death).
        ScratchFolder.sweep(environment.stores.directory)
        switch ClockOverride.reading(environment.variables) {
        case .invalid(let raw):
            console.error(Strings.invalidNow(raw.terminalSafe))
            return .usage
        case .outOfRange(let raw):
            console.error(Strings.nowOutOfRange(raw.terminalSafe))
            return .usage
        case .unset, .fixed: break
        }
        do {
            switch try invocation.get() {
            case .version:
                console.print("quizctl \(version)")
                return .success
            case .help(let path):
                console.write(HelpFormatter().help(path: path, language: console.language, width: console.width), to: .output)
                return .success
            case .run(let path, let parsed):
                let command = RootCommand.command(at: path).init(arguments: parsed)
                try command.validate()
                try await command.run(in: environment)
                return .success
            }
        } catch let error as UsageError {
            console.error(error.message)
            console.note(HelpFormatter().usageLine(path: error.path, language: console.language))
            return .usage
        } catch let exit as SilentExit {
            return exit.status
        } catch let error as any UserFacingError {
            console.error(error.message)
            return .failure
        } catch {
            console.error(LocalizedText(verbatim: String(describing: error).terminalSafe))
            return .failure
        }
    }

    /// `--plain` is read before parsing, like `--color`, so that even a usage error is written plainly.
    private static func asksForPlain(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains(GlobalOption.plain.spec.longSpelling)
    }

    /// `--color` is read before parsing so that even a usage error is coloured as asked.
    private static func colorOverride(_ arguments: [String]) -> ColorChoice? {
        let option = GlobalOption.color
        let spelling = option.spec.longSpelling
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix(spelling + "=") { return option.read([String(argument.dropFirst(spelling.count + 1))]) }
            if argument == spelling, index + 1 < arguments.count { return option.read([arguments[index + 1]]) }
            if argument == "--" { break }
        }
        return nil
    }
}
