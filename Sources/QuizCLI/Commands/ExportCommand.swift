import FoundationEssentials
@preconcurrency import Glibc
import QuizImport
import QuizPlatform
import QuizStore

/// `quizctl export [FILE]`: your own questions as a pack, to a file or to
/// standard output; the format follows `--format`, else the file's extension, else JSON.
struct ExportCommand: Command {
    static let file = Argument<String?>.optional("FILE", help: Strings.Commands.exportFile).completing(.files)
    static let format = Option<ExportFormat?>.choice(
        "format", valueName: "FORMAT", as: ExportFormat.self, help: Strings.Commands.exportFormatOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
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
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let stores = environment.stores
        let path = arguments[Self.file]
        let format = arguments[Self.format] ?? path.flatMap { ExportFormat(fileName: $0) } ?? .json
        guard let path else {
            // Streamed a question at a time: a hundred thousand questions are
            // never all in memory, as values or as text.
            do {
                _ = try PackExporter.stream(stores.questions, as: format) { try DescriptorSink(descriptor: STDOUT_FILENO).write($0) }
            } catch let error as POSIXError {
                throw CommandFailure(Strings.cannotWriteStandardOutput(Strings.systemReason(of: error)))
            }
            return
        }
        try Self.export(to: path, format: format, from: stores, console: environment.console)
    }

    /// Writes your questions to `path` (atomically, streamed) in `format`,
    /// else the one its extension names, else JSON, and says how many; the
    /// menus' "Export to a file" runs this too.
    @MainActor static func export(to path: String, format: ExportFormat?, from stores: DataStores, console: Console) throws {
        let format = format ?? ExportFormat(fileName: path) ?? .json
        let count = try ExportFile.write(to: path) { file in
            try PackExporter.stream(stores.questions, as: format) { try file.write($0) }
        }
        console.note(Strings.exported(count, to: path))
    }
}
