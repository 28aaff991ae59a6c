import FoundationEssentials
import QuizPlatform

/// Caches beside the data (the trivia session token, the question bank
/// index, the movie list): written whole and atomically, without a lock,
/// but as private as the data itself — folder 0700, file 0600, whatever the
/// umask — since `Data.write` and `FileManager` would make them 0644 in a
/// 0755 folder when an online game comes first.
public enum PrivateFile {
    /// Creates the missing folders (0700) and replaces `url` with `data` (0600).
    public static func write(_ data: Data, to url: URL) throws {
        try DataDirectory(url: url.deletingLastPathComponent()).create()
        try AtomicFile.replace(url, with: data)
    }
}
