import FoundationEssentials
@preconcurrency import Glibc

/// Reads Anki's `.apkg` (decks) and `.colpkg` (a whole collection) packages.
///
/// A package is a zip around one SQLite collection. Current Anki writes
/// `collection.anki21b` (zstd-compressed, schema 18) beside a dummy
/// `collection.anki2` whose one note says "please update"; older versions
/// write `collection.anki21` or `collection.anki2` (schema 11). The newest
/// one inside is read, so the dummy never is.
///
/// The work is done by programs every Debian has a package for, as the IMDb
/// import does with gzip: `unzip`, `zstd` and `sqlite3` (a missing one is
/// named with the command that installs it). Linking SQLite instead would
/// load a shared library on every start of quizctl, for a command run now
/// and then. The collection is unpacked into a private temporary folder,
/// never past `collectionLimit` bytes, and the folder is removed afterwards.
public struct AnkiPackageReader: DeckReader {
    /// The name `quizctl import --format` takes.
    public static let formatName = "anki"

    /// The largest collection unpacked: bigger than any shared deck's
    /// database (media stay in the zip), small enough not to fill a disk.
    public static let defaultCollectionLimit = 512 * 1024 * 1024

    /// Where unzip, zstd and sqlite3 are looked for (PATH's format).
    public var searchPath: String
    public var collectionLimit: Int
    /// The data folder in whose `tmp/` the collection is unpacked (a
    /// `ScratchFolder`, swept after a killed run); nil for the system's
    /// temporary folder, looked up only when a package is read (every
    /// import makes this reader to ask whether the file is a package).
    public var scratch: DataDirectory?

    public init(searchPath: String, collectionLimit: Int = Self.defaultCollectionLimit, scratch: DataDirectory? = nil) {
        self.searchPath = searchPath
        self.collectionLimit = collectionLimit
        self.scratch = scratch
    }

    public func recognizes(fileAt url: URL, head: Data) -> Bool {
        ["apkg", "colpkg"].contains(url.pathExtension.lowercased())
    }

    public func read(fileAt url: URL, into sink: inout some DeckSink) throws {
        let file = url.path
        let tools = AnkiTools(searchPath: searchPath, file: file)
        guard access(file, R_OK) == 0 else {
            throw AnkiImportError(file: file, problem: .unreadable(reason: String(cString: strerror(errno))))
        }
        let unzip = try tools.locate("unzip")
        let sqlite = try tools.locate("sqlite3")
        let listing = try tools.output(of: unzip, ["-Z1", file], limit: 4 * 1024 * 1024, failure: { .notZip(reason: $0) })
        let members = Set(String(decoding: listing, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init))
        guard let member = ["collection.anki21b", "collection.anki21", "collection.anki2"].first(where: members.contains) else {
            throw AnkiImportError(file: file, problem: .noCollection)
        }
        let zstd = member.hasSuffix("b") ? try tools.locate("zstd") : nil

        let folder = try ScratchFolder(in: scratch ?? DataDirectory(url: FileManager.default.temporaryDirectory), prefix: "anki")
        defer { folder.remove() }
        let unpacked = folder.path + "/collection"
        try unpack(CappedOutput(executable: unzip, arguments: ["-p", file, member], limit: collectionLimit), into: unpacked, tools)
        var database = unpacked
        if let zstd {
            database = folder.path + "/collection.sqlite"
            try unpack(CappedOutput(executable: zstd, arguments: ["-dcq", "--", unpacked], limit: collectionLimit), into: database, tools)
            unlink(unpacked)
        }
        let query = AnkiCollectionQuery(
            tools: tools, sqlite: sqlite, database: database, outputLimit: collectionLimit * 2, scratchFolder: folder.path)
        var madeCards = false
        try query.forEachNote { note in
            let made = note.cards(fieldsAreHTML: true)
            madeCards = madeCards || !made.cards.isEmpty
            try sink.add(made.cards, droppedMedia: made.droppedMedia, toDeck: note.deck)
        }
        guard madeCards else { throw AnkiImportError(file: file, problem: .noCards) }
    }

    private func unpack(_ program: CappedOutput, into destination: String, _ tools: AnkiTools) throws {
        let name = URL(fileURLWithPath: program.executable).lastPathComponent
        let outcome: CappedOutput.Outcome
        do {
            outcome = try program.run(into: destination)
        } catch let error as CappedOutputError {
            throw AnkiImportError(file: tools.file, problem: .damaged(reason: "\(name): \(error.reason)"))
        }
        switch outcome {
        case .tooLarge:
            throw AnkiImportError(file: tools.file, problem: .collectionTooLarge(megabytes: collectionLimit >> 20))
        case .finished(status: 0, _):
            return
        case .finished(let status, let errors):
            let firstLine = AnkiTools.reason(in: errors) ?? "exit status \(status)"
            throw AnkiImportError(file: tools.file, problem: .damaged(reason: "\(name): \(firstLine)"))
        }
    }
}
