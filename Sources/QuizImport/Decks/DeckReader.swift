import FoundationEssentials
import QuizPlatform

/// Reads one file format of another tool into decks.
public protocol DeckReader: Sendable {
    /// Whether the file looks like this format: by its extension, or by its
    /// first bytes (`head`, at most 4 KB) when the extension is shared.
    func recognizes(fileAt url: URL, head: Data) -> Bool
    /// Hands every note of the file to `sink` as it is read, so no deck is
    /// ever held whole; then, when the file is malformed anywhere, throws
    /// a `UserFacingError` naming what is wrong and where, and the sink
    /// must keep nothing (all or nothing).
    func read(fileAt url: URL, into sink: inout some DeckSink) throws
}

extension DeckReader {
    /// All decks in the file, gathered in memory: for a preview and for tests.
    public func read(fileAt url: URL) throws -> [ImportedDeck] {
        var collector = DeckCollector()
        try read(fileAt: url, into: &collector)
        return collector.result
    }
}
