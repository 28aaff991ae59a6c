import Foundation
import Testing

@testable import QuizCLI
@testable import QuizImport
@testable import QuizPlatform

/// Plugins are shell scripts the tests write into a temporary folder.
@Suite struct AuthoringPluginTests {
    static let pack =
        #"{"questions":[{"text":"Q1?","correct":"A","incorrect":["B","C","D"]},{"text":"Yes or no?","correct":"No","incorrect":["Yes"]}]}"#

    static func plugin(_ name: String, script: String, in folder: URL = TestData.temporaryFolder()) throws -> DiscoveredPlugin {
        let url = folder.appendingPathComponent(PluginDiscovery.prefix + name)
        try TestData.writeScript(script, to: url)
        return DiscoveredPlugin(name: name, executable: url)
    }

    static func load(_ plugin: DiscoveredPlugin, timeout: Duration = .seconds(10), format: QuestionFormat = .choice) async throws
        -> [Question]
    {
        try await PluginSource(plugin: plugin, runner: PluginRunner(timeout: timeout))
            .loadQuestions(QuestionQuery(count: 2, format: format, category: "Geo graphy", difficulty: .hard))
    }

    @Test func aPluginThatSucceedsFeedsItsPack() async throws {
        let plugin = try Self.plugin("ok", script: "cat <<'EOF'\n\(Self.pack)\nEOF")
        let questions = try await Self.load(plugin)
        #expect(questions.map(\.text) == ["Q1?", "Yes or no?"])
        #expect(try await Self.load(plugin, format: .yesNo).map(\.options) == [["Yes", "No"]])
    }

    @Test func itIsCalledWithCountDifficultyAndCategory() async throws {
        let folder = TestData.temporaryFolder()
        let log = folder.appendingPathComponent("arguments")
        let plugin = try Self.plugin(
            "args", script: "for a in \"$@\"; do echo \"$a\" >> '\(log.path)'; done\necho '\(Self.pack)'", in: folder)
        _ = try await Self.load(plugin)
        #expect(try String(contentsOf: log, encoding: .utf8) == "--count\n2\n--difficulty\nhard\n--category\nGeo graphy\n")
    }

    @Test func aNonZeroExitShowsTheFirstLinesOfStandardError() async throws {
        let plugin = try Self.plugin("fails", script: "for i in 1 2 3 4 5 6 7; do echo \"problem $i\" >&2; done\nexit 3")
        let error = try await #require(throws: PluginError.self) { try await Self.load(plugin) }
        let program = "quizctl-source-fails"
        #expect(error == .exited(plugin: program, status: 3, stderr: (1...5).map { "problem \($0)" }))
        #expect(
            error.message.en == """
                plugin \(program) failed (exit status 3)
                its error output begins:
                  | problem 1
                  | problem 2
                  | problem 3
                  | problem 4
                  | problem 5
                """)
    }

    @Test func aHangingPluginIsKilledAtTheTimeout() async throws {
        let folder = TestData.temporaryFolder()
        let marker = folder.appendingPathComponent("still-running")
        // The background child must die with the script: the whole group is killed.
        let plugin = try Self.plugin("hangs", script: "echo 'thinking…' >&2\n(sleep 3; touch '\(marker.path)') &\nsleep 60", in: folder)
        // The timeout's error, not the script's end after 60 s, is the proof, however busy the machine.
        let error = try await #require(throws: PluginError.self) { try await Self.load(plugin, timeout: .seconds(2)) }
        #expect(error == .timedOut(plugin: "quizctl-source-hangs", seconds: 2, stderr: ["thinking…"]))
        // Had the background child survived the kill, it would have touched the marker by now.
        try await Task.sleep(for: .seconds(4))
        #expect(!FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func garbageOutputIsABadPackNamingThePlugin() async throws {
        let plugin = try Self.plugin("garbage", script: "echo 'Hello, world'\necho 'warming up' >&2")
        let error = try await #require(throws: PluginError.self) { try await Self.load(plugin) }
        guard case .badOutput(let name, let problems, let stderr) = error else {
            Issue.record("expected bad output, got \(error)")
            return
        }
        #expect(name == "quizctl-source-garbage")
        #expect(problems.count == 1 && problems[0].en.hasPrefix("quizctl-source-garbage:1: "))
        #expect(stderr == ["warming up"])
        #expect(error.message.en.hasPrefix("plugin quizctl-source-garbage printed no valid question pack:\n  quizctl-source-garbage:1:"))
    }

    @Test func aPluginKilledBySignalIsACrash() async throws {
        let plugin = try Self.plugin("dies", script: "echo 'about to die' >&2\nkill -9 $$")
        let error = try await #require(throws: PluginError.self) { try await Self.load(plugin) }
        #expect(error == .killedBySignal(plugin: "quizctl-source-dies", signal: 9, stderr: ["about to die"]))
    }

    @Test func bigOutputOnBothPipesDoesNotDeadlock() async throws {
        let entries = (1...3000).map {
            #"{"text":"Question number \#($0) with some padding to make it longer?","correct":"A","incorrect":["B"]}"#
        }
        let folder = TestData.temporaryFolder()
        let packFile = folder.appendingPathComponent("big.json")
        try Data(("{\"questions\":[" + entries.joined(separator: ",\n") + "]}").utf8).write(to: packFile)
        let plugin = try Self.plugin(
            "big", script: "i=0; while [ $i -lt 3000 ]; do echo \"noise $i\" >&2; i=$((i+1)); done\ncat '\(packFile.path)'", in: folder)
        #expect(try await Self.load(plugin).count == 3000)
    }

    @Test func tooMuchOutputIsRefused() async throws {
        let plugin = try Self.plugin("floods", script: "yes 'flood'")
        let runner = PluginRunner(timeout: .seconds(10), outputLimit: 1 << 20)
        let error = try await #require(throws: PluginError.self) { try await runner.run(plugin.executable, arguments: []) }
        #expect(error == .outputTooLarge(plugin: "quizctl-source-floods", megabytes: 1))
    }

    @Test func aPluginThatCannotStartSaysSo() async throws {
        let plugin = DiscoveredPlugin(name: "gone", executable: URL(fileURLWithPath: "/nonexistent/quizctl-source-gone"))
        let error = try await #require(throws: PluginError.self) { try await Self.load(plugin) }
        guard case .cannotStart(plugin: "quizctl-source-gone", reason: _) = error else {
            Issue.record("expected cannotStart, got \(error)")
            return
        }
    }

    /// The plugin exits at once with a valid pack but leaves a child that
    /// holds its stdout: its exit is the end of its answer, and the child is
    /// killed with its group (before, we waited for the pipe to close and
    /// reported "gave no answer within 10 s").
    @Test func aBackgroundChildLeftBehindDoesNotHoldTheAnswer() async throws {
        let folder = TestData.temporaryFolder()
        let marker = folder.appendingPathComponent("child-survived")
        let plugin = try Self.plugin(
            "leaves-child", script: "(sleep 3; touch '\(marker.path)') &\nsleep 60 &\ncat <<'EOF'\n\(Self.pack)\nEOF", in: folder)
        // Before, this timed out: the child held the pipe for 60 s. An answer
        // (not the timeout's error) is the proof, however busy the machine.
        #expect(try await Self.load(plugin, timeout: .seconds(30)).count == 2)
        try await Task.sleep(for: .seconds(4))
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the background child outlived the plugin")
    }

    /// Closing its own stdout and exiting 0 ends the answer even while a
    /// grandchild (which closed it too) keeps running.
    @Test func closingStdoutAndExitingEndsTheAnswer() async throws {
        let plugin = try Self.plugin("closes", script: "cat <<'EOF'\n\(Self.pack)\nEOF\nexec >&- 2>&-\nsleep 60 &\nexit 0")
        // Waiting on the grandchild would end in the 30 s timeout's error: the answer is the proof, however busy the machine.
        #expect(try await Self.load(plugin, timeout: .seconds(30)).count == 2)
    }

    /// A plugin leads a session of its own with no controlling terminal, so
    /// it cannot write to /dev/tty (an OSC 52 clipboard write, say) behind
    /// the game's back. Fields 6 and 7 of /proc/PID/stat are the session and
    /// the controlling terminal.
    @Test func aPluginHasNoControllingTerminal() async throws {
        let plugin = try Self.plugin(
            "tty",
            script: """
                set -- $(cat /proc/$$/stat)
                [ "$6" = "$$" ] || { echo "session $6 is not mine ($$)" >&2; exit 5; }
                [ "$7" = "0" ] || { echo "controlling terminal $7" >&2; exit 6; }
                if (exec 3>/dev/tty) 2>/dev/null; then echo 'tty reachable' >&2; exit 7; fi
                echo '\(Self.pack)'
                """)
        #expect(try await Self.load(plugin).count == 2)
    }

    /// A descriptor the program opened without close-on-exec is not handed
    /// to the plugin: it gets stdin, stdout and stderr only.
    @Test func aPluginInheritsOnlyStandardDescriptors() async throws {
        let folder = TestData.temporaryFolder()
        // Above 20: the shell keeps the script open on a descriptor from 10 up.
        var opened: [Int32] = []
        repeat {
            opened.append(open(folder.appendingPathComponent("open-file").path, O_WRONLY | O_CREAT, 0o644))
        } while opened.last! >= 0 && opened.last! <= 20
        let leaked = opened.removeLast()
        for descriptor in opened { close(descriptor) }
        try #require(leaked > 20)
        defer { close(leaked) }
        let plugin = try Self.plugin(
            "fds",
            script: """
                [ -e /proc/$$/fd/\(leaked) ] && { echo 'descriptor \(leaked) inherited' >&2; exit 5; }
                for fd in 0 1 2; do [ -e /proc/$$/fd/$fd ] || { echo "no descriptor $fd" >&2; exit 6; }; done
                echo '\(Self.pack)'
                """, in: folder)
        #expect(try await Self.load(plugin).count == 2)
    }

    @Test func theExamplePluginPrintsAValidPack() async throws {
        let example = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/quizctl-source-capitals")
        let source = PluginSource(plugin: DiscoveredPlugin(name: "capitals", executable: example))
        let questions = try await source.loadQuestions(QuestionQuery(count: 5, format: .fourOptions, difficulty: .hard))
        #expect(questions.count == 5)
        #expect(questions.allSatisfy { $0.difficulty == .hard && Set($0.options).count == 4 })
    }
}

@Suite struct AuthoringPluginDiscoveryTests {
    @Test func thePluginsFolderWinsOverPathAndPathKeepsItsOrder() throws {
        let home = TestData.temporaryFolder()
        let plugins = PluginDiscovery.pluginsFolder(in: home)
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        let first = TestData.temporaryFolder()
        let second = TestData.temporaryFolder()
        let own = try AuthoringPluginTests.plugin("capitals", script: "exit 0", in: plugins)
        _ = try AuthoringPluginTests.plugin("capitals", script: "exit 0", in: first)
        let early = try AuthoringPluginTests.plugin("films", script: "exit 0", in: first)
        _ = try AuthoringPluginTests.plugin("films", script: "exit 0", in: second)
        let late = try AuthoringPluginTests.plugin("Zoo", script: "exit 0", in: second)
        // Neither a plain file nor a folder is a plugin.
        try Data("not executable".utf8).write(to: first.appendingPathComponent("quizctl-source-notes"))
        try FileManager.default.createDirectory(
            at: first.appendingPathComponent("quizctl-source-folder"), withIntermediateDirectories: true)
        _ = try AuthoringPluginTests.plugin("bad name", script: "exit 0", in: first)

        let discovery = PluginDiscovery(dataFolder: home, path: "\(first.path):relative/dir::\(second.path)")
        #expect(
            discovery.plugins() == [
                own,
                early,
                DiscoveredPlugin(name: "zoo", executable: late.executable),
            ])
        #expect(discovery.plugin(named: "FILMS") == early)
        #expect(discovery.plugin(named: "notes") == nil)
    }

    @Test func noPathAndNoPluginsFolderFindNothing() {
        #expect(PluginDiscovery(dataFolder: TestData.temporaryFolder(), path: nil).plugins().isEmpty)
    }

    @Test func statusSaysWhereThePluginLives() async throws {
        let plugin = try AuthoringPluginTests.plugin("here", script: "exit 0")
        let status = await PluginSource(plugin: plugin).status(offline: true)
        #expect(status.reachable)
        #expect(status.details == [Strings.pluginLocation(plugin.executable.path)])
    }

    @Test @MainActor func pluginsAreLookedForOnlyWhenABuiltInSourceIsNotPlayed() throws {
        let folder = TestData.temporaryFolder()
        try FileManager.default.createDirectory(at: PluginDiscovery.pluginsFolder(in: folder), withIntermediateDirectories: true)
        _ = try AuthoringPluginTests.plugin("capitals", script: "true", in: PluginDiscovery.pluginsFolder(in: folder))
        let environment = AppEnvironment.test(folder: folder, terminal: ScriptedTerminal(), variables: ["PATH": "/nonexistent"])
        let registry = { (source: String?) -> [String] in
            SourceCatalog.registry(in: environment, playing: source).names
        }
        #expect(registry(nil).contains("capitals"))
        #expect(registry("capitals").contains("capitals"))
        #expect(!registry("Trivia").contains("capitals"))
        #expect(registry("trivia").contains("custom"))
    }
}
