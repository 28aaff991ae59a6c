import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform
import Sqlite

/// Makes an Anki package (`.apkg`) of your questions and decks: a zip
/// holding `collection.anki2` (schema 11, `AnkiCollectionWriter`) and an
/// empty media list, the legacy layout every Anki still imports, and the
/// one quizctl's own reader (`AnkiPackageReader`) reads back.
public enum AnkiPackageWriter {
    /// The name `quizctl export --format` takes.
    public static let formatName = "apkg"

    /// The package's bytes, and how many notes it holds. The collection is
    /// built in a `ScratchFolder` of `scratch` (swept after a killed run)
    /// and removed after; the same content gives the same bytes.
    public static func package(_ content: AnkiExportContent, scratch: DataDirectory) throws -> (bytes: [UInt8], notes: Int) {
        let folder = try ScratchFolder(in: scratch, prefix: "apkg")
        defer { folder.remove() }
        let path = folder.path + "/collection.anki2"
        let notes: Int
        do {
            notes = try AnkiCollectionWriter(content: content).write(to: path)
        } catch let error as SqliteError {
            throw AnkiExportError.cannotBuild(reason: "SQLite: \(error.message)")
        }
        let collection = try read(path)
        var zip = ZipWriter(modified: content.now)
        do {
            try zip.add("collection.anki2", collection, method: .deflate)
            // The media list: a package without media still names none.
            try zip.add("media", Array("{}".utf8), method: .stored)
            return (try zip.finish(), notes)
        } catch .tooLarge {
            throw AnkiExportError.packageTooLarge
        } catch .zlib(let code) {
            throw AnkiExportError.cannotBuild(reason: "zlib: code \(code)")
        }
    }

    private static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}
