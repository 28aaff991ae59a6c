import Foundation
import Testing

/// `Scripts/install.sh` with an already-built quizctl (`--binary`) into a
/// temporary prefix, and `--uninstall` back to exactly what was there.
@Suite struct InstallScriptTests {
    static let script = ShellProcess.repository.appending(path: "Scripts/install.sh").path

    /// Every path under `folder`, with a trailing slash for folders.
    private func listing(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isFolder)
            paths.append(isFolder.boolValue ? path + "/" : path)
        }
        return paths.sorted()
    }

    private func install(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> ShellProcess.Result {
        let sh = try #require(ShellProcess.find("sh"), sourceLocation: sourceLocation)
        var environment = ProcessInfo.processInfo.environment
        environment["QUIZCTL_HOME"] = nil
        return try ShellProcess.run(sh, [Self.script] + arguments, environment: environment, sourceLocation: sourceLocation)
    }

    @Test func installsARunningQuizctlAndUninstallsExactlyIt() throws {
        let prefix = try ShellProcess.temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        // Someone else's files in the same folders must survive the uninstall.
        let otherPage = prefix.appending(path: "share/man/man1/other.1")
        try FileManager.default.createDirectory(at: otherPage.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("other\n".utf8).write(to: otherPage)
        try FileManager.default.createDirectory(at: prefix.appending(path: "bin"), withIntermediateDirectories: true)
        let before = listing(prefix)

        let installed = try install(["--binary", QuizctlProcess.executable.path, prefix.path])
        #expect(installed.status == 0, "\(installed.stderr)")
        for path in [
            "bin/quizctl", "share/bash-completion/completions/quizctl", "share/zsh/site-functions/_quizctl",
            "share/fish/vendor_completions.d/quizctl.fish", "share/man/man1/quizctl.1", "share/man/ru/man1/quizctl.1",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appending(path: path).path), "\(path)")
        }
        let version = try ShellProcess.run(prefix.appending(path: "bin/quizctl").path, ["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("quizctl "))
        let bash = try String(contentsOf: prefix.appending(path: "share/bash-completion/completions/quizctl"), encoding: .utf8)
        #expect(bash.hasPrefix("# bash completion for quizctl"))
        let manual = try String(contentsOf: prefix.appending(path: "share/man/man1/quizctl.1"), encoding: .utf8)
        #expect(manual.contains(".SH \"NAME\""))

        // Installing again over it changes nothing the uninstall cannot undo.
        #expect(try install(["--binary", QuizctlProcess.executable.path, prefix.path]).status == 0)
        let removed = try install(["--uninstall", prefix.path])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(listing(prefix) == before)
        #expect(try String(contentsOf: otherPage, encoding: .utf8) == "other\n")
    }

    @Test func uninstallWithoutAManifestRemovesNothing() throws {
        let prefix = try ShellProcess.temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        try FileManager.default.createDirectory(at: prefix.appending(path: "bin"), withIntermediateDirectories: true)
        try Data().write(to: prefix.appending(path: "bin/quizctl"))
        let result = try install(["--uninstall", prefix.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("no install manifest"))
        #expect(listing(prefix) == ["bin/", "bin/quizctl"])
    }

    @Test func helpAndUsageErrors() throws {
        let help = try install(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--uninstall") && help.stdout.contains("--binary PATH"))
        let wrong = try install(["--frobnicate"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("unknown option --frobnicate"))
    }

    @Test(.enabled(if: ShellProcess.find("shellcheck") != nil, "shellcheck is not installed: the script is not checked"))
    func theScriptIsShellcheckClean() throws {
        let result = try ShellProcess.run(try #require(ShellProcess.find("shellcheck")), [Self.script])
        #expect(result.status == 0, "\(result.stdout)")
    }
}
