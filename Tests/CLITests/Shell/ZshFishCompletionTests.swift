import Foundation
import Testing

@testable import QuizCLI

/// The zsh and fish scripts, loaded in those shells where they are installed;
/// elsewhere these tests are skipped, saying which shell is missing.
@Suite struct ZshFishCompletionTests {
    private func write(_ shell: ShellKind, in folder: URL) throws -> URL {
        let file = folder.appending(path: "quizctl.\(shell.rawValue)")
        try shell.script(for: CompletionTree(language: .en)).write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test(.enabled(if: ShellProcess.find("zsh") != nil, "zsh is not installed: the zsh script is not loaded"))
    func theZshScriptLoadsAndRegistersItsFunction() throws {
        let zsh = try #require(ShellProcess.find("zsh"))
        let folder = try ShellProcess.temporaryFolder("zsh")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try write(.zsh, in: folder)
        let program = """
            autoload -Uz compinit && compinit -u -d "$2/zcompdump" || exit 3
            source "$1" || exit 4
            [[ $_comps[quizctl] == _quizctl ]] || exit 5
            whence -w _quizctl_argument _quizctl_option_value _quizctl_subcommands
            _quizctl_argument play 0 && print -r -- $REPLY
            """
        let result = try ShellProcess.run(zsh, ["-f", "-c", program, "zsh", file.path, folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("words yesno classic millionaire review\n"), "\(result.stdout)")
    }

    /// zsh's completion system needs a terminal; with its builtins replaced
    /// by ones that print what they are given, the script's own walk is
    /// checked word for word.
    @Test(.enabled(if: ShellProcess.find("zsh") != nil, "zsh is not installed: the zsh script is not run"))
    func theZshScriptOffersWhatFitsTheWordUnderTheCursor() throws {
        let zsh = try #require(ShellProcess.find("zsh"))
        let folder = try ShellProcess.temporaryFolder("zsh")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try write(.zsh, in: folder)
        let program = """
            compdef() { :; }
            source "$1" || exit 3
            _describe() { shift 3; print -rl -- "${(@P)1}"; }
            compadd() { shift; print -rl -- "${(@P)1}"; }
            _files() { print '(files)'; }
            compset() { :; }
            t() { local -a words; words=("$@"); CURRENT=$#; _quizctl; print -- ---; }
            t quizctl play cl
            t quizctl hi
            t quizctl play --count 3 --order ''
            t quizctl import ''
            """
        let result = try ShellProcess.run(zsh, ["-f", "-c", program, "zsh", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let parts = result.stdout.components(separatedBy: "---\n")
        try #require(parts.count == 5, "\(result.stdout)")
        // compadd is given every value; zsh itself keeps those that fit.
        #expect(parts[0] == "yesno\nclassic\nmillionaire\nreview\n")
        #expect(parts[1].hasPrefix("play:Play one game\n"))
        #expect(parts[2] == "random\nsequential\n")
        #expect(parts[3] == "(files)\n")
    }

    /// fish's `complete -C` completes a command line as if Tab were pressed.
    @Test(.enabled(if: ShellProcess.find("fish") != nil, "fish is not installed: the fish script is not loaded"))
    func theFishScriptCompletesAModeAndOptions() throws {
        let fish = try #require(ShellProcess.find("fish"))
        let folder = try ShellProcess.temporaryFolder("fish")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try write(.fish, in: folder)
        let program = """
            source $argv[1]; or exit 3
            complete -C 'quizctl play cl'
            echo ---
            complete -C 'quizctl play --dif'
            echo ---
            complete -C 'quizctl history '
            """
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = folder.path
        environment["XDG_CONFIG_HOME"] = folder.path
        environment["XDG_DATA_HOME"] = folder.path
        let result = try ShellProcess.run(fish, ["--no-config", "-c", program, file.path], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let parts = result.stdout.components(separatedBy: "---\n")
        try #require(parts.count == 3, "\(result.stdout)")
        #expect(parts[0] == "classic\n")
        #expect(parts[1].hasPrefix("--difficulty\t"))
        #expect(parts[2].split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == ["show", "delete", "clear"])
    }
}
