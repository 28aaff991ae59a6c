import FoundationEssentials
import QuizPlatform

/// What a format's parser makes of a text: the entries it could read and
/// the problems it met; the importer validates and decides.
struct ParsedPack: Sendable {
    var entries: [ParsedEntry] = []
    var problems: [LineProblem] = []

    mutating func fail(_ line: Int, _ reason: LocalizedText) {
        problems.append(LineProblem(line: line, reason: reason))
    }
}
