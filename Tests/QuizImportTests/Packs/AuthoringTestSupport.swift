import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Helpers for the authoring tests: parse text as a pack, read the problems.
enum Authoring {
    static func parse(_ text: String, _ format: PackFormat, existing: [PackEntry] = [], file: String = "pack") throws(PackImportError)
        -> PackImport
    {
        try PackImporter(existing: existing).parse(Data(text.utf8), fileName: file, format: format)
    }

    /// The problems of a pack that must be refused, as `FILE:LINE: reason` in English.
    static func problems(
        _ text: String, _ format: PackFormat, existing: [PackEntry] = [], file: String = "pack",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String] {
        problems(Data(text.utf8), format, existing: existing, file: file, sourceLocation: sourceLocation)
    }

    static func problems(
        _ data: Data, _ format: PackFormat, existing: [PackEntry] = [], file: String = "pack",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String] {
        do {
            let result = try PackImporter(existing: existing).parse(data, fileName: file, format: format)
            Issue.record("expected the pack to be refused, got \(result.entries.count) entries", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.problems.map(\.text.en)
        }
    }

    /// The lines named by the problems.
    static func lines(of problems: [String]) -> [Int] {
        problems.compactMap { Int($0.split(separator: ":")[1]) }
    }

    /// A file in a fresh temporary folder.
    static func file(named name: String, contents: String) throws -> URL {
        let url = TestData.temporaryFolder().appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }
}
