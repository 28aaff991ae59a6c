import FoundationEssentials
import QuizPlatform

/// A problem the parser found, before it knows the file's name.
struct LineProblem: Error, Sendable, Hashable {
    var line: Int
    var reason: LocalizedText
}
