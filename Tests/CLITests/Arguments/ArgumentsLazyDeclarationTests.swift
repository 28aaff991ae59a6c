import QuizPlatform
import Synchronization
import Testing

@testable import QuizCLI

/// Matching a word against command names must not build the options of the
/// commands it passes over: `quizctl stats` used to build those of every
/// command listed before `stats`.
@Suite struct ArgumentsLazyDeclarationTests {
    @Test func theCommandsPassedOverAreNotBuilt() throws {
        guard case .run(let path, let parsed) = try ArgumentParser.parse(["light", "--count", "3"], root: ProbeRoot.self) else {
            Issue.record("expected `light` to run")
            return
        }
        #expect(path == ["light"])
        #expect(parsed[LightCommand.count] == 3)
        // Nothing ever parses `heavy`, so its options are never wanted.
        #expect(DeclarationProbe.built.withLock { $0 } == 0, "`heavy`'s options were built to match `light`")
    }

    @Test func theCommandNamedIsStillCheckedAgainstItsOwnOptions() {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["light", "--level", "3"], root: ProbeRoot.self) }
        #expect(DeclarationProbe.built.withLock { $0 } == 0)
    }
}

/// Counts how often `HeavyCommand`'s options are declared.
private enum DeclarationProbe {
    static let built = Mutex(0)

    static func declaring(_ options: [any DeclaredOption]) -> [any DeclaredOption] {
        built.withLock { $0 += 1 }
        return options
    }
}

private struct ProbeRoot: Command {
    static let configuration = CommandConfiguration(
        "probe", summary: LocalizedText(verbatim: "root"), subcommands: [HeavyCommand.self, LightCommand.self])
    let arguments: ParsedArguments
    @MainActor func run(in environment: AppEnvironment) async throws {}
}

private struct HeavyCommand: Command {
    static let level = Option<Int?>.integer("level", in: 1...9, help: LocalizedText(verbatim: "level"))
    static let configuration = CommandConfiguration(
        "heavy", summary: LocalizedText(verbatim: "heavy"), options: DeclarationProbe.declaring([level]))
    let arguments: ParsedArguments
    @MainActor func run(in environment: AppEnvironment) async throws {}
}

private struct LightCommand: Command {
    static let count = Option<Int?>.integer("count", in: 1...9, help: LocalizedText(verbatim: "count"))
    static let configuration = CommandConfiguration("light", summary: LocalizedText(verbatim: "light"), options: [count])
    let arguments: ParsedArguments
    @MainActor func run(in environment: AppEnvironment) async throws {}
}
