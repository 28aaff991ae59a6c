import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// Whole-file replacement that a crash or a full disk cannot tear.
enum AtomicFile {
    /// Writes `data` to a temporary file in the same folder, fsyncs it,
    /// renames it over `url` and fsyncs the folder. Until the rename the old
    /// file is untouched; after it the new one is complete. On failure the
    /// temporary file is removed and the old file is left as it was.
    ///
    /// A symbolic link or a special file at `url` is refused, not replaced:
    /// the player put it there, and replacing it silently would lose it.
    ///
    /// With `syncingFolder` false the folder is not fsynced, and a crash may
    /// leave the old file whole instead (see `AtomicReplacement.commit`).
    static func replace(_ url: URL, with data: Data, syncingFolder: Bool = true) throws {
        try replace(url, syncingFolder: syncingFolder) { file throws(SystemCallError) in try file.write(data) }
    }

    /// `replace(_:with:)`, with the contents written by `fill` to the open
    /// temporary file, for contents too large to build in memory.
    static func replace(_ url: URL, syncingFolder: Bool = true, writing fill: (OpenFile) throws(SystemCallError) -> Void) throws {
        let replacement = try AtomicReplacement(of: url)
        try replacement.fill(fill)
        try replacement.commit(syncingFolder: syncingFolder)
    }
}
