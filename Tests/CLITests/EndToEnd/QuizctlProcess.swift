import Foundation
import Testing

/// Runs the built `quizctl` binary as a user's shell would: its own data
/// folder, scripted standard input, no terminal, no network.
struct QuizctlProcess {
    struct Result {
        /// 137 (killed) when the process outlived the time limit.
        var status: Int32
        var stdout: String
        var stderr: String
    }

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
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let watchdog = DispatchWorkItem { [process] in
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        defer { watchdog.cancel() }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes before waiting, or a large output would deadlock.
        let group = DispatchGroup()
        nonisolated(unsafe) var errorData = Data()
        group.enter()
        DispatchQueue.global().async {
            errorData = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL {
            Issue.record(
                "quizctl \(arguments.joined(separator: " ")) ran longer than \(timeLimit) s and was killed", sourceLocation: sourceLocation)
        }
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self)
        )
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
