import FoundationEssentials
import QuizPlatform

/// The one program the package reader runs (zstd, for `collection.anki21b`),
/// found on a search path the caller gives, so a test can hide it.
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

    /// The tool's own first sentence about what went wrong (a line in
    /// brackets, such as a file's name, is passed over).
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
