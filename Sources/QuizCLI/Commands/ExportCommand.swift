import FoundationEssentials
@preconcurrency import Glibc
import QuizImport
import QuizPlatform
import QuizStore

/// `quizctl export [FILE]`: your own questions as a pack, to a file or to
/// standard output, or your questions and decks as an Anki package; the
/// format follows `--format`, else the file's extension, else JSON.
struct ExportCommand: Command {
    static let file = Argument<String?>.optional("FILE", help: Strings.Commands.exportFile).completing(.files)
    static let format = Option<ExportFileFormat?>.choice(
        "format", valueName: "FORMAT", as: ExportFileFormat.self, help: Strings.Commands.exportFormatOption)
    static let force = Option<Bool>.flag("force", help: Strings.Commands.exportForceOption)

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            "export",
            summary: Strings.Commands.exportSummary,
            arguments: [file],
            options: [format, force],
            discussion: Strings.Commands.exportDiscussion,
            examples: LocalizedText(
                verbatim: """
                    quizctl export mine.json
                    quizctl export --format csv > mine.csv
                    quizctl export --format apkg mine.apkg
                    """)
        )
    }

    let arguments: ParsedArguments

    @MainActor func run(in environment: AppEnvironment) async throws {
        let stores = environment.stores
        let path = arguments[Self.file]
        let format = arguments[Self.format] ?? path.flatMap { ExportFileFormat(fileName: $0) } ?? .json
        guard let path else {
            // A package is a zip: it goes to a file, never to a terminal or a pipe by default.
            guard let pack = format.pack else { throw CommandFailure(Strings.exportPackageNeedsFile) }
            // Streamed a question at a time: a hundred thousand questions are
            // never all in memory, as values or as text.
            do {
                _ = try PackExporter.stream(stores.questions, as: pack) { try DescriptorSink(descriptor: STDOUT_FILENO).write($0) }
            } catch let error as POSIXError {
                throw CommandFailure(Strings.cannotWriteStandardOutput(Strings.systemReason(of: error)))
            }
            return
        }
        try Self.export(
            to: path, format: format, force: arguments[Self.force], from: stores, now: environment.clock.now(), console: environment.console
        )
    }

    /// Writes your questions to `path` (atomically, streamed) in `format`,
    /// else the one its extension names, else JSON, and says how many; the
    /// menus' "Export to a file" runs this too.
    @MainActor static func export(
        to path: String, format: ExportFileFormat?, force: Bool = false, from stores: DataStores, now: Date, console: Console
    ) throws {
        let format = format ?? ExportFileFormat(fileName: path) ?? .json
        guard let pack = format.pack else {
            try exportPackage(to: path, replacing: force, from: stores, now: now, console: console)
            return
        }
        let count = try ExportFile.write(to: path) { file in
            try PackExporter.stream(stores.questions, as: pack) { try file.write($0) }
        }
        console.note(Strings.exported(count, to: path))
    }

    /// Writes your questions and decks, with their review states and log,
    /// as an Anki package. A file already at `path` is kept unless
    /// `replacing`: a `.apkg` is often a deck Anki gave you, with media and
    /// templates quizctl does not keep, and replacing it would lose them.
    @MainActor static func exportPackage(to path: String, replacing: Bool, from stores: DataStores, now: Date, console: Console) throws {
        let content = AnkiExportContent(
            questions: try stores.questions.all(), decks: try stores.decks.decks(), states: try stores.reviewMaterial.states(),
            events: try stores.reviewEvents(), now: now)
        guard !content.questions.isEmpty || !content.decks.isEmpty else { throw CommandFailure(Strings.exportNothingForAnki) }
        let package = try AnkiPackageWriter.package(content, scratch: stores.directory)
        try ExportFile.write(to: path, replacing: replacing) { file in try file.write(Data(package.bytes)) }
        let cards = content.decks.reduce(0) { $0 + $1.cards.count }
        console.note(Strings.exportedPackage(questions: content.questions.count, cards: cards, decks: content.decks.count, to: path))
    }
}
