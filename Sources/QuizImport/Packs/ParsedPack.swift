import FoundationEssentials
import QuizPlatform

/// What a format's parser makes of a text: the entries it could read and
/// the problems it met; the importer validates and decides.
struct ParsedPack: Sendable {
    var entries: [ParsedEntry] = []
    var problems: [LineProblem] = []
    /// Questions of kinds no mode plays, by kind: skipped and counted.
    var unplayable: [UnplayableKind: Int] = [:]

    mutating func fail(_ line: Int, _ reason: LocalizedText) {
        problems.append(LineProblem(line: line, reason: reason))
    }

    mutating func skip(_ kind: UnplayableKind) { unplayable[kind, default: 0] += 1 }

    mutating func add(_ entry: PackEntry, at line: Int) { entries.append(ParsedEntry(line: line, entry: entry)) }
}
