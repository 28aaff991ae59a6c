import FoundationEssentials
import Subprocess

/// The programs the package reader runs (unzip, zstd, sqlite3), found on a
/// search path the caller gives, so a test can hide one.
struct AnkiTools: Sendable {
    var searchPath: String
    /// The file being read, for the error naming a missing program.
    var file: String

    /// The program's full path; a missing one is a message naming what to install.
    func locate(_ name: String) throws -> String {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw AnkiImportError(file: file, problem: .missingTool(name))
    }

    /// Runs `program` and returns what it printed; a non-zero exit is
    /// `failure`'s problem with the program's own words.
    func output(
        of program: String, _ arguments: [String], limit: Int, failure: (String) -> AnkiImportError.Problem
    ) throws -> [UInt8] {
        let run = ChildProcess(executable: program, arguments: arguments, outputLimit: limit, timeout: .seconds(300)).runBlocking()
        let outcome: ChildOutcome
        switch run {
        case .success(let done): outcome = done
        case .failure(let error): throw AnkiImportError(file: file, problem: failure("\(program): \(error.reason)"))
        }
        let name = URL(fileURLWithPath: program).lastPathComponent
        switch outcome.ending {
        case .exited(0): return outcome.output
        case .outputTooLarge: throw AnkiImportError(file: file, problem: .collectionTooLarge(megabytes: limit >> 20))
        case .exited(let status):
            let words = String(decoding: outcome.errorOutput.isEmpty ? outcome.output.prefix(400) : outcome.errorOutput[...], as: UTF8.self)
            let firstLine = Self.reason(in: words) ?? "exit status \(status)"
            throw AnkiImportError(file: file, problem: failure("\(name): \(firstLine)"))
        case .killedBySignal(let signal): throw AnkiImportError(file: file, problem: failure("\(name): signal \(signal)"))
        case .timedOut: throw AnkiImportError(file: file, problem: failure("\(name): timed out"))
        }
    }

    /// The tool's own first sentence about what went wrong: unzip starts with
    /// the archive's name in brackets and wraps its sentences over lines.
    static func reason(in output: String) -> String? {
        let lines = output.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }
        guard
            let line = lines.first(where: {
                !$0.isEmpty && !$0.hasPrefix("Archive:") && !($0.hasPrefix("[") && $0.hasSuffix("]"))
            })
        else { return nil }
        guard let end = line.firstRange(ofLiteral: ".  ") else { return line }
        return String(line[..<end.lowerBound]) + "."
    }
}
