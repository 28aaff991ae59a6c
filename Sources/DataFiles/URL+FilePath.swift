import FoundationEssentials
import QuizPlatform

extension URL {
    /// `path`, for opening the file: the percent-encoded path itself when it
    /// holds no escape (decoding would then change nothing), else `path`.
    ///
    /// `path` decodes through a `Set<UInt8>` that Foundation instantiates
    /// from its mangled name, and the first one in a process proves
    /// `UInt8: Hashable` by scanning every conformance record of the static
    /// binary: 360,000 instructions, a tenth of `quizctl stats`, spent only
    /// to open its files. Every later call still builds that set (about
    /// 25,000 instructions), so the paths of a save are taken from this.
    var filePath: String {
        let encoded = path(percentEncoded: true)
        return encoded.utf8.contains(UInt8(ascii: "%")) || encoded.hasSuffix("/") ? path : encoded
    }

    /// The folder and the name of `filePath`, split at its last "/": what
    /// `deletingLastPathComponent().path` and `lastPathComponent` give for a
    /// data file, without building another URL or decoding twice.
    var folderAndName: (folder: String, name: String) { filePath.folderAndName }
}

extension String {
    /// A file path's folder and name, split at its last "/".
    var folderAndName: (folder: String, name: String) {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return (".", self) }
        let name = String(self[utf8.index(after: slash)...])
        return (slash == startIndex ? "/" : String(self[..<slash]), name)
    }
}
