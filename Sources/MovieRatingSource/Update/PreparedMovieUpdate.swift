import FoundationEssentials
@preconcurrency import Glibc

/// A new movie list made from downloaded datasets, checked and ready, and
/// the files it was made from, still under their ".part" names.
public struct PreparedMovieUpdate: Sendable {
    /// A dataset file: downloaded to `part`, installed as `target`.
    public struct File: Sendable, Equatable {
        public var name: String
        public var part: URL
        public var target: URL

        init(name: String, folder: URL) {
            self.name = name
            target = folder.appending(path: name)
            part = folder.appending(path: name + ".part")
        }
    }

    public var movies: [Movie]
    public var changes: MovieListChanges
    public var files: [File]

    /// Renames each part file over its target (one atomic rename each).
    public func installFiles() throws {
        for file in files where rename(file.part.path, file.target.path) != 0 {
            throw MovieUpdateError.download(
                url: file.target, .cannotWrite(path: file.target.path, reason: String(cString: strerror(errno))))
        }
    }

    /// Deletes the part files (a dry run's, say).
    public func discardFiles() {
        for file in files { try? FileManager.default.removeItem(at: file.part) }
    }
}
