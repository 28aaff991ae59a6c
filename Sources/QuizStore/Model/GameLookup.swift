import FoundationEssentials
import QuizPlatform

/// What a game id prefix (`history show 3F2A`) found.
public enum GameLookup: Sendable, Hashable {
    /// Exactly one game has an id starting with the prefix.
    case found(GameRecord)
    /// Several do: how many, and the first few ids (in id order) to show.
    case ambiguous(count: Int, examples: [UUID])
    /// None does (or the prefix cannot start an id).
    case notFound
}
