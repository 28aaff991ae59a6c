import FoundationEssentials
import QuizPlatform

/// What a pack would add: the questions to save, and how many were left out
/// because you already have them or the file asks them twice (`--dry-run`
/// shows this without saving).
public struct PackImport: Sendable, Hashable {
    public var entries: [PackEntry]
    /// Every question left out: the ones you already had and the repeats within the file.
    public var skippedDuplicates: Int
    /// The part of `skippedDuplicates` that repeats a question earlier in the same file,
    /// told apart so the message does not say you already had it.
    public var repeatedInFile: Int
    /// Questions of kinds no mode plays (matching, numerical, essay…), by kind: skipped, never imported wrong.
    public var unplayable: [UnplayableKind: Int] = [:]

    /// The questions left out because you already had them.
    public var alreadyHad: Int { skippedDuplicates - repeatedInFile }

    /// How many questions were added when they were streamed to the bank
    /// and not kept (`entries` is then empty).
    var streamedCount: Int?

    /// How many questions the pack adds.
    public var count: Int { streamedCount ?? entries.count }

    public init(entries: [PackEntry], skippedDuplicates: Int, repeatedInFile: Int = 0) {
        self.entries = entries
        self.skippedDuplicates = skippedDuplicates
        self.repeatedInFile = repeatedInFile
    }

    init(streamed count: Int, skippedDuplicates: Int, repeatedInFile: Int) {
        self.init(entries: [], skippedDuplicates: skippedDuplicates, repeatedInFile: repeatedInFile)
        streamedCount = count
    }
}
