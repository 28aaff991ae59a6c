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
        let data = try PackExporter.data(try stores.questions.load().questions.map(\.entry), as: format)
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(Strings.cannotWriteExport(path, error.localizedDescription))
        }
        environment.console.note(Strings.exported(try stores.questions.load().questions.count, to: path))
    }
}
