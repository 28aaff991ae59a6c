import Foundation
import QuizPlatform

/// `quizctl export [FILE]`: your own questions as a pack, to a file or to
/// standard output; the format follows `--format`, else the file's extension, else JSON.
struct ExportCommand: Command {
    static let file = Argument<String?>.optional("FILE", help: Strings.Commands.exportFile)
    static let format = Option<ExportFormat?>.choice(
        "format", valueName: "FORMAT", as: ExportFormat.self, help: Strings.Commands.exportFormatOption)

    static let configuration = CommandConfiguration(
        "export",
        summary: Strings.Commands.exportSummary,
        arguments: [file],
        options: [format],
        examples: LocalizedText(
            verbatim: """
                quizctl export mine.json
                quizctl export --format csv > mine.csv
                """)
    )

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let stores = environment.stores
        let path = arguments[Self.file]
        let format = arguments[Self.format] ?? path.flatMap { ExportFormat(fileName: $0) } ?? .json
        // Streamed a question at a time: a hundred thousand questions are
        // never all in memory, as values or as text.
        guard let path else {
            _ = try PackExporter.stream(stores.questions, as: format) { FileHandle.standardOutput.write($0) }
            return
        }
        let count = try ExportFile.write(to: path) { file in
            try PackExporter.stream(stores.questions, as: format) { try file.write(contentsOf: $0) }
        }
        environment.console.note(Strings.exported(count, to: path))
    }
}
