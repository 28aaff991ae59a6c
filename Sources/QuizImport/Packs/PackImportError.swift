import FoundationEssentials
import QuizPlatform

/// A pack that was refused as a whole: every problem found, nothing added.
public struct PackImportError: UserFacingError, Equatable {
    public var problems: [PackProblem]

    public init(problems: [PackProblem]) { self.problems = problems }

    init(file: String, line: Int?, reason: LocalizedText) {
        self.init(problems: [PackProblem(file: file, line: line, reason: reason)])
    }

    /// One line per problem, then how many there were.
    public var message: LocalizedText {
        let lines = problems.map(\.text)
        let total = Strings.importRejected(problems.count)
        return LocalizedText(
            en: (lines.map(\.en) + [total.en]).joined(separator: "\n"),
            ru: (lines.map(\.ru) + [total.ru]).joined(separator: "\n")
        )
    }
}
