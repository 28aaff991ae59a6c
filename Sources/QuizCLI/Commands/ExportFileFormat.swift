import QuizImport

/// What `quizctl export --format` takes: a question pack (json, csv), which
/// `PackExporter` writes, or an Anki package (apkg), which `AnkiPackageWriter` does.
enum ExportFileFormat: String, Sendable, Hashable, CaseIterable {
    case json, csv, apkg

    /// The format a file name's extension stands for: .json, .csv or .apkg.
    init?(fileName: String) {
        if fileName.lowercased().hasSuffix(".apkg") {
            self = .apkg
        } else if let pack = ExportFormat(fileName: fileName) {
            self.init(pack)
        } else {
            return nil
        }
    }

    init(_ pack: ExportFormat) {
        switch pack {
        case .json: self = .json
        case .csv: self = .csv
        }
    }

    /// The pack format; nil for an Anki package.
    var pack: ExportFormat? {
        switch self {
        case .json: .json
        case .csv: .csv
        case .apkg: nil
        }
    }
}
