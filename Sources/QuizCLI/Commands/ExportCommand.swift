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
        guard let path = arguments[Self.file] else {
            let data = try PackExporter.data(try stores.questions.load().questions.map(\.entry), as: arguments[Self.format] ?? .json)
            FileHandle.standardOutput.write(data)
            return
        }
        try Self.export(to: path, format: arguments[Self.format], from: stores, console: environment.console)
    }

    /// Writes your questions to `path` (atomically) in `format`, else the
    /// one its extension names, else JSON, and says how many; the menus'
    /// "Export to a file" runs this too.
    @MainActor static func export(to path: String, format: ExportFormat?, from stores: DataStores, console: Console) throws {
        let questions = try stores.questions.load().questions
        let data = try PackExporter.data(questions.map(\.entry), as: format ?? ExportFormat(fileName: path) ?? .json)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(Strings.cannotWriteExport(path, error.localizedDescription))
        }
        console.note(Strings.exported(questions.count, to: path))
    }
}
