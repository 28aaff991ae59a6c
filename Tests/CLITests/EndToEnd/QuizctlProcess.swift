import Foundation
import Testing

/// Runs the built `quizctl` binary as a user's shell would: its own data
/// folder, scripted standard input, no terminal, no network.
struct QuizctlProcess {
    typealias Result = ShellProcess.Result

    /// A fresh data folder for one test.
    let home: URL
    var environment: [String: String]

    init() {
        home = FileManager.default.temporaryDirectory.appending(path: "quizctl-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        environment = [
            "QUIZCTL_HOME": home.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path,
            "LANG": "C.UTF-8",
            "NO_COLOR": "1",
            // Nothing in a test may reach the internet: point the sources at a closed port.
            "QUIZCTL_OPENTDB_URL": "http://127.0.0.1:9",
            "QUIZCTL_IMDB_URL": "http://127.0.0.1:9",
        ]
    }

    /// The quizctl built next to this test bundle.
    static let executable: URL = {
        let testBinary = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var folder = testBinary.deletingLastPathComponent()
        while !FileManager.default.isExecutableFile(atPath: folder.appending(path: "quizctl").path), folder.path != "/" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appending(path: "quizctl")
    }()

    /// Runs `quizctl arguments…` with `input` on standard input. A process
    /// still running after `timeLimit` seconds is killed and the test fails,
    /// so a hang can never stall the suite.
    @discardableResult
    func run(_ arguments: [String], input: String = "", timeLimit: Double = 60, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> Result
    {
        try ShellProcess.run(
            Self.executable.path, arguments, environment: environment, input: input, timeLimit: timeLimit, sourceLocation: sourceLocation)
    }

    /// Runs and decodes standard output as JSON.
    func json(_ arguments: [String], input: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
        let result = try run(arguments, input: input, sourceLocation: sourceLocation)
        #expect(result.status == 0, "quizctl \(arguments.joined(separator: " ")): \(result.stderr)", sourceLocation: sourceLocation)
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func file(_ name: String) -> URL { home.appending(path: name) }

    /// Adds a question with flags, as a user would.
    func addQuestion(_ number: Int, category: String? = nil) throws {
        var arguments = [
            "add", "--text", "Question \(number)?", "--correct", "Right \(number)", "--wrong", "Wrong \(number)a", "--wrong",
            "Wrong \(number)b",
        ]
        if let category { arguments += ["--category", category] }
        let result = try run(arguments)
        #expect(result.status == 0, "add: \(result.stderr)")
    }
}
