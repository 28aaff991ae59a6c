import FoundationEssentials
import QuizPlatform

/// One question read from a pack, with the line it starts on.
struct ParsedEntry: Sendable, Hashable {
    var line: Int
    var entry: PackEntry
}
