/// How much of a data file quizctl will read. No file it writes comes near
/// these; they keep a damaged or hostile file from exhausting memory.
public enum DataFileLimits {
    /// The question bank and imported lists, read whole.
    public static let largeFile = 256 << 20
    /// Settings and statistics, read whole.
    public static let smallFile = 4 << 20
    /// One line of the history; a longer one is set aside like a corrupt one.
    public static let historyLine = 8 << 20
    /// One line of the review log: an answer or one card's state, a few
    /// hundred bytes with the longest question id.
    public static let reviewLine = 64 << 10
    /// One line of a deck file: a card of two fields of at most a thousand
    /// characters each, escaped.
    public static let deckLine = 64 << 10
}
