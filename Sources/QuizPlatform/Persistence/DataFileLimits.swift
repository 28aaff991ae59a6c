/// How much of a data file quizctl will read. No file it writes comes near
/// these; they keep a damaged or hostile file from exhausting memory.
public enum DataFileLimits {
    /// The question bank and imported lists, read whole.
    public static let largeFile = 256 << 20
    /// Settings and statistics, read whole.
    public static let smallFile = 4 << 20
    /// One line of the history; a longer one is set aside like a corrupt one.
    public static let historyLine = 8 << 20
}
