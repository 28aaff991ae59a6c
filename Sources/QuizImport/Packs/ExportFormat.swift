import FoundationEssentials
import QuizPlatform

/// The formats `quizctl export` writes: both re-import to the same questions.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
    case json, csv

    /// The format a file name's extension stands for: .json or .csv.
    public init?(fileName: String) {
        switch PackFormat(fileName: fileName) {
        case .json: self = .json
        case .csv: self = .csv
        case .aiken, .gift, .moodleXML, nil: return nil
        }
    }
}
