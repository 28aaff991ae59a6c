import Foundation
import QuizPlatform

/// `quizctl import FILE` (packs; IMDb datasets with `--basics`) and `quizctl export [FILE]`.
@MainActor
struct PackCommands {
    let arguments: ParsedArguments
    let stores: DataStores
    let console: Console

    func importFile() async throws {
        let path = arguments.string("FILE") ?? ""
        if let basics = arguments.string("basics") {
            let limit = try arguments.int("limit", in: 1...1_000_000) ?? 250
            try await MovieDatasetImport(stores: stores, console: console).run(ratings: path, basics: basics, limit: limit)
            return
        }
        let format = try arguments.choice("format", as: PackFormat.self)
        guard arguments.flag("dry-run") else {
            let result = try stores.questions.importPack(path: path, format: format, createdAt: Date())
            console.print(Strings.importAdded(result.entries.count, skipped: result.skippedDuplicates))
            return
        }
        let existing = try stores.questions.load().questions.map(\.entry)
        let result = try PackImporter(existing: existing).read(path: path, format: format)
        for entry in result.entries {
            console.print("  \(entry.text)  " + console.style.green(entry.correct))
        }
        console.print(Strings.importWouldAdd(result.entries.count, skipped: result.skippedDuplicates))
    }

    func exportFile() throws {
        let path = arguments.string("FILE")
        let format =
            try arguments.choice("format", as: ExportFormat.self)
            ?? path.flatMap { ExportFormat(fileName: $0) } ?? .json
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
        console.note(Strings.exported(try stores.questions.load().questions.count, to: path))
    }
}
