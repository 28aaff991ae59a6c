import FoundationEssentials
import QuizPlatform

/// Why one JSON entry cannot be read.
struct EntryProblem: Error {
    var reason: LocalizedText
}
