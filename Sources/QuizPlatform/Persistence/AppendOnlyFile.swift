import FoundationEssentials
@preconcurrency import Glibc

/// Appending to a line-per-record file (the history, the review log) so
/// that a crash costs at most the line being written.
enum AppendOnlyFile {
    /// Appends `lines` (each ending in "\n") and fsyncs. If the file ends
    /// without "\n" (a line torn by a crash), they start on a new line, so
    /// the torn line costs only itself. A failed write is cut back off.
    ///
    /// Callers hold the file's `FileLock`.
    static func append(_ lines: Data, to url: URL) throws {
        var lines = lines
        do {
            let file = try OpenFile.dataFile(url.filePath, flags: O_RDWR | O_APPEND | O_CREAT)
            let size = try file.size()
            if size > 0, try file.read(at: size - 1, count: 1) != [UInt8(ascii: "\n")] {
                lines.insert(UInt8(ascii: "\n"), at: lines.startIndex)
            }
            do {
                try file.write(lines)
                try file.sync()
            } catch {
                try? file.truncate(to: size)
                throw error
            }
            if size == 0 { try OpenFile.syncDirectory(url.folderAndName.folder) }
        } catch let error as SystemCallError {
            throw PersistenceError.cannotWrite(url, error)
        }
    }
}
