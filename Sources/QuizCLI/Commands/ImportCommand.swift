import Foundation
import QuizPlatform

/// `quizctl import FILE`: a question pack (JSON, CSV or Aiken), or with
/// `--basics` IMDb's movie datasets, which become the movie source's list.
struct ImportCommand: Command {
    static let file = Argument<String>.required("FILE", help: Strings.Commands.importFile)
    static let format = Option<PackFormat?>.choice(
        "format", valueName: "FORMAT", as: PackFormat.self, help: Strings.Commands.importFormatOption)
    static let dryRun = Option<Bool>.flag("dry-run", help: Strings.Commands.dryRunOption)
    static let basics = Option<String?>.text("basics", valueName: "FILE", help: Strings.Commands.basicsOption)
    static let limit = Option<Int>.integer("limit", in: 1...1_000_000, default: 250, help: Strings.Commands.importLimitOption)

    static let configuration = CommandConfiguration(
        "import",
        summary: Strings.Commands.importSummary,
        arguments: [file],
        options: [format, dryRun, basics, limit],
        discussion: Strings.Commands.importDiscussion,
        examples: LocalizedText(
            verbatim: """
                quizctl import capitals.json
                quizctl import bank.txt --format aiken --dry-run
                quizctl import title.ratings.tsv.gz --basics title.basics.tsv.gz --limit 500
                """)
    )

    let arguments: ParsedArguments

    /// `--format` names a pack's format; IMDb's datasets have one format, so with `--basics` it is a mistake, not a no-op.
    func validate() throws(UsageError) {
        if arguments[Self.basics] != nil, let format = arguments[Self.format] {
            throw .invalidValue(
                option: "--format", value: format.rawValue, expected: .described(Strings.formatNotWithBasics), path: arguments.path)
        }
    }

    @MainActor func run(in environment: AppEnvironment) async throws {
        let console = environment.console
        let stores = environment.stores
        let path = arguments[Self.file]
        if let basics = arguments[Self.basics] {
            try await MovieDatasetImport(stores: stores, console: console, date: environment.clock.now()).run(
                ratings: path, basics: basics, limit: arguments[Self.limit], dryRun: arguments[Self.dryRun])
            return
        }
        let format = arguments[Self.format]
        guard arguments[Self.dryRun] else {
            try Self.importPack(path: path, format: format, into: stores, at: environment.clock.now(), console: console)
            return
        }
        let result = try PackImporter(saved: stores.questions.savedTexts()).read(path: path, format: format)
        for entry in result.entries {
            console.print("  \(entry.text.terminalSafe)  " + console.style.green(entry.correct.terminalSafe))
        }
        console.print(Strings.importWouldAdd(result.entries.count, alreadyHave: result.alreadyHad, repeated: result.repeatedInFile))
    }

    /// Adds the pack at `path` to your questions, all or nothing, and reports
    /// how many were added; the menus' "Import a file" runs this too.
    @MainActor static func importPack(path: String, format: PackFormat?, into stores: DataStores, at date: Date, console: Console) throws {
        let result = try stores.questions.importPack(path: path, format: format, createdAt: date)
        console.print(Strings.importAdded(result.entries.count, alreadyHad: result.alreadyHad, repeated: result.repeatedInFile))
    }
}
