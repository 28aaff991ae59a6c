import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// `quizctl completion SHELL` and the hidden `quizctl __complete KIND`, in-process.
@MainActor
@Suite struct CompletionCommandTests {
    private let folder = TestData.temporaryFolder()

    private func run(_ arguments: [String]) async -> (status: QuizCLI.ExitStatus, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: [])
        let status = await Application.run(arguments, in: AppEnvironment.test(folder: folder, terminal: terminal))
        return (status, terminal)
    }

    @Test(arguments: ShellKind.allCases)
    func eachShellGetsItsScript(shell: ShellKind) async {
        let (status, terminal) = await run(["completion", shell.rawValue])
        #expect(status == .success)
        #expect(terminal.output == shell.script(for: CompletionTree(language: .en)))
        #expect(terminal.output.contains("quizctl completion \(shell.rawValue)"))
    }

    @Test func anUnknownShellIsAUsageError() async {
        let (status, terminal) = await run(["completion", "tcsh"])
        #expect(status == .usage)
        #expect(terminal.errors.contains("expected one of bash, zsh, fish"))
    }

    @Test func theHiddenCommandIsNotInHelpNorSuggested() async {
        let help = await run(["--help"])
        #expect(help.terminal.output.contains("completion SHELL"))
        #expect(!help.terminal.output.contains("__complete"))
        let typo = await run(["__complet"])
        #expect(typo.status == .usage)
        #expect(!typo.terminal.errors.contains("__complete'"), "\(typo.terminal.errors)")
    }

    @Test func sourcesListTheBuiltInOnesYourPacksDecksAndPlugins() async throws {
        let pack = folder.appending(path: "capitals.json")
        try Data(#"{"questions":[{"text":"Capital of France?","correct":"Paris","incorrect":["Rome"]}]}"#.utf8).write(to: pack)
        #expect(await run(["import", pack.path]).status == .success)
        let deck = folder.appending(path: "verbs.tsv")
        try Data("hablar\tto speak\ncomer\tto eat\n".utf8).write(to: deck)
        #expect(await run(["import", deck.path]).status == .success)
        let plugins = folder.appending(path: "plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let plugin = plugins.appending(path: "quizctl-source-geo")
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: plugin)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: plugin.path)
        let (status, terminal) = await run(["__complete", "sources"])
        #expect(status == .success)
        let names = terminal.output.split(separator: "\n").map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }
        #expect(names.prefix(4) == ["movies", "trivia", "custom", "mix"])
        #expect(names.contains("custom:capitals") && names.contains("mix:capitals") && names.contains("geo"))
        #expect(terminal.output.contains("custom:capitals\tPack capitals (1)\n"))
        #expect(names.contains("deck:verbs"))
    }

    @Test func settingValuesFollowTheKey() async {
        #expect(await run(["__complete", "setting-values", "--", "language"]).terminal.output == "auto\t\nen\t\nru\t\n")
        #expect(await run(["__complete", "setting-values", "--", "review-new-per-day"]).terminal.output == "")
        #expect(await run(["__complete", "setting-values"]).terminal.output == "")
    }

    @Test func questionIDsCarryTheirText() async throws {
        #expect(await run(["add", "--text", "Largest\tplanet?", "--correct", "Jupiter", "--wrong", "Mars"]).status == .success)
        let output = await run(["__complete", "question-ids"]).terminal.output
        let fields = output.dropLast().split(separator: "\t", omittingEmptySubsequences: false)
        #expect(fields.count == 2, "a tab in the text must not make a third field: \(output)")
        #expect(UUID(uuidString: String(fields[0])) != nil)
        #expect(fields[1] == "Largest planet?")
    }
}
