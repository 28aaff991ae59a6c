import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// The bash script `quizctl completion bash` prints, sourced in a real bash
/// and asked through its completion function, as bash itself asks it.
@Suite struct BashCompletionTests {
    let bash = ShellProcess.find("bash")

    /// What `_quizctl` puts in COMPREPLY for `words`, the last being the word under the cursor.
    private func complete(
        _ words: [String], script: String? = nil, environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String] {
        let bash = try #require(bash, "bash is not installed", sourceLocation: sourceLocation)
        let folder = try ShellProcess.temporaryFolder("bash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "quizctl.bash")
        try (script ?? ShellKind.bash.script(for: CompletionTree(language: .en))).write(to: file, atomically: true, encoding: .utf8)
        let program = """
            source "$1" || exit 3
            shift
            COMP_WORDS=("$@")
            COMP_CWORD=$(($# - 1))
            _quizctl || exit 4
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let result = try ShellProcess.run(bash, ["--norc", "-c", program, "bash", file.path] + words, environment: variables)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.isEmpty, "\(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func aModeCompletesFromItsFirstLetters() throws {
        #expect(try complete(["quizctl", "play", "cl"]) == ["classic"])
        #expect(try complete(["quizctl", "play", ""]) == ["yesno", "classic", "millionaire", "review", "party"])
    }

    @Test func commandsAndSubcommandsComplete() throws {
        #expect(try complete(["quizctl", "pl"]) == ["play"])
        #expect(try complete(["quizctl", "history", ""]) == ["show", "delete", "clear"])
        #expect(try complete(["quizctl", "help", "h"]) == ["host", "history", "help"])
        #expect(try complete(["quizctl", "c"]) == ["completion"])
        // An alias leads to its command: `questions rm` takes an ID, not a subcommand.
        #expect(try complete(["quizctl", "--color", "never", "st"]) == ["stats"])
    }

    @Test func optionsOfTheCommandAtTheCursorComplete() throws {
        #expect(try complete(["quizctl", "play", "classic", "--d"]) == ["--difficulty", "--delay", "--daily"])
        #expect(try complete(["quizctl", "history", "--"]) == ["--limit", "--mode", "--json", "--help", "--color", "--plain"])
        #expect(try complete(["quizctl", "--v"]) == ["--version"])
    }

    @Test func optionValuesComplete() throws {
        #expect(try complete(["quizctl", "play", "--difficulty", ""]) == ["any", "easy", "medium", "hard"])
        #expect(try complete(["quizctl", "play", "--count", "5", "--order", "s"]) == ["sequential"])
        #expect(
            try complete(["quizctl", "import", "x.json", "--format", ""]) == [
                "json", "csv", "aiken", "gift", "moodle", "anki", "anki-text", "quizlet",
            ])
        #expect(try complete(["quizctl", "completion", ""]) == ["bash", "zsh", "fish"])
        // `--order=s`: bash splits at `=`, so it hands the three pieces over.
        #expect(try complete(["quizctl", "play", "--order", "=", "s"]) == ["sequential"])
        // A value that follows a valued option is not the mode.
        #expect(try complete(["quizctl", "play", "--source", "custom", "mil"]) == ["millionaire"])
    }

    @Test func fileArgumentsCompleteAsFiles() throws {
        let folder = try ShellProcess.temporaryFolder("files")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appending(path: "capitals.json"))
        #expect(try complete(["quizctl", "import", folder.path + "/cap"]) == [folder.path + "/capitals.json"])
        #expect(try complete(["quizctl", "import", "a.tsv", "--basics", folder.path + "/c"]) == [folder.path + "/capitals.json"])
    }

    /// Source names, game IDs and setting values are asked of the quizctl
    /// being completed, through `quizctl __complete`.
    @Test func dynamicValuesComeFromQuizctl() throws {
        let quizctl = QuizctlProcess()
        let pack = quizctl.file("capitals.json")
        try Data(#"{"questions":[{"text":"Capital of France?","correct":"Paris","incorrect":["Rome","Oslo","Bern"]}]}"#.utf8)
            .write(to: pack)
        #expect(try quizctl.run(["import", pack.path]).status == 0)
        let game = try #require(
            try quizctl.json(["play", "classic", "--source", "custom", "--count", "1", "--json"], input: "1\n") as? [String: Any])
        let id = try #require(game["id"] as? String)
        let binary = QuizctlProcess.executable.path
        var environment = quizctl.environment
        // Plugins are found on PATH: only the system's folders, so none is.
        environment["PATH"] = "/usr/bin:/bin"
        let sources = try complete([binary, "play", "--source", ""], environment: environment)
        #expect(sources == ["movies", "trivia", "custom", "mix", "custom:capitals", "mix:capitals"])
        // Bash splits `custom:c` at the colon and replaces only what follows it.
        #expect(try complete([binary, "play", "--source", "custom", ":", "c"], environment: environment) == ["capitals"])
        #expect(try complete([binary, "history", "show", ""], environment: environment) == [id])
        #expect(try complete([binary, "settings", "set", "order", ""], environment: environment) == ["random", "sequential"])
        #expect(try complete([binary, "settings", "set", "feedback-delay", ""], environment: environment) == [])
        #expect(try complete([binary, "settings", "set", ""], environment: environment).contains("review-fuzz"))
    }

    /// Whatever another command declares is completed with no work of its own:
    /// here a tree with a `party` command and its `--players` option.
    @Test func anyDeclaredCommandAndOptionIsCompleted() throws {
        let script = ShellKind.bash.script(for: CompletionTree(root: PartyRoot.self, language: .en))
        #expect(try complete(["quizctl", "pa"], script: script) == ["party"])
        #expect(try complete(["quizctl", "party", "--pl"], script: script) == ["--players", "--plain"])
        #expect(try complete(["quizctl", "party", "--rule", ""], script: script) == ["turns", "buzzer"])
        #expect(try complete(["quizctl", "party", ""], script: script) == ["turns", "buzzer"])
    }

    @Test(.enabled(if: ShellProcess.find("shellcheck") != nil, "shellcheck is not installed: the script is not checked"))
    func theScriptIsShellcheckClean() throws {
        let folder = try ShellProcess.temporaryFolder("bash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "quizctl.bash")
        try ShellKind.bash.script(for: CompletionTree(language: .en)).write(to: file, atomically: true, encoding: .utf8)
        let result = try ShellProcess.run(try #require(ShellProcess.find("shellcheck")), ["-s", "bash", file.path])
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test func theHiddenCommandIsNeverOffered() throws {
        #expect(try complete(["quizctl", "__"]) == [])
        #expect(try complete(["quizctl", ""]).contains("play"))
        #expect(!(try complete(["quizctl", ""]).contains("__complete")))
    }
}

/// A command tree of its own for `anyDeclaredCommandAndOptionIsCompleted`.
private struct PartyRoot: Command {
    static let configuration = CommandConfiguration(
        "quizctl", summary: LocalizedText(verbatim: "root"), subcommands: [PartyCommand.self])
    let arguments: ParsedArguments
    @MainActor func run(in environment: AppEnvironment) async throws {}
}

private struct PartyCommand: Command {
    enum Rule: String, CaseIterable, Sendable { case turns, buzzer }
    static let rule = Argument<Rule?>.choice("RULE", as: Rule.self, help: LocalizedText(verbatim: "turns or buzzer"))
    static let players = Option<String?>.text("players", valueName: "NAMES", help: LocalizedText(verbatim: "who plays"))
    static let ruleOption = Option<Rule?>.choice("rule", valueName: "RULE", as: Rule.self, help: LocalizedText(verbatim: "turns or buzzer"))
    static let configuration = CommandConfiguration(
        "party", summary: LocalizedText(verbatim: "party"), arguments: [rule], options: [players, ruleOption])
    let arguments: ParsedArguments
    @MainActor func run(in environment: AppEnvironment) async throws {}
}
