import DataFiles
import FoundationEssentials
@preconcurrency import Glibc
import QuizPlatform

/// Reads Anki's `.apkg` (decks) and `.colpkg` (a whole collection) packages.
///
/// A package is a zip around one SQLite collection. Current Anki writes
/// `collection.anki21b` (zstd-compressed, schema 18) beside a dummy
/// `collection.anki2` whose one note says "please update"; older versions
/// write `collection.anki21` or `collection.anki2` (schema 11). The newest
/// one inside is read, so the dummy never is.
///
/// The zip is read in-process with zlib, and the collection through the
/// linked SQLite library (`AnkiCollectionReader`, bounded in time, memory
/// and lengths). Only `anki21b`'s zstd is a program (`zstd`, named with the
/// command that installs it when missing). The collection is unpacked into a
/// `ScratchFolder` (the data folder's private `tmp/`, swept after a killed
/// run), never past `collectionLimit` bytes, and removed afterwards.
public struct AnkiPackageReader: DeckReader {
    /// The name `quizctl import --format` takes.
    public static let formatName = "anki"

    /// The largest collection unpacked: bigger than any shared deck's
    /// database (media stay in the zip), small enough not to fill a disk.
    public static let defaultCollectionLimit = 512 * 1024 * 1024

    /// Where zstd is looked for (PATH's format).
    public var searchPath: String
    public var collectionLimit: Int
    /// The data folder in whose `tmp/` the collection is unpacked (a
    /// `ScratchFolder`, swept after a killed run); nil for the system's
    /// temporary folder, looked up only when a package is read (every
    /// import makes this reader to ask whether the file is a package).
    public var scratch: DataDirectory?
    /// How long one step of a query on the collection may run before it is stopped.
    public var stepBudget: Duration = .seconds(30)
    /// The language of what quizctl writes into a card itself (a formula it cannot show).
    public var language: Language = .en
    /// Writes a chunk of the unpacked collection to a file; the errno of a
    /// failure, or 0. Tests replace it to fail as a full disk does.
    var writeChunk: @Sendable (UnsafeRawBufferPointer, Int32) -> Int32 = { FileChunkWriter.write($0, to: $1) }

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
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AnkiImportError(file: file, problem: .unreadable(reason: String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        let archive: ZipArchive
        let members: [ZipMember]
        do {
            archive = try ZipArchive(descriptor: descriptor)
            members = try archive.members()
        } catch {
            throw problem(error, file: file, folder: nil)
        }
        let names = ["collection.anki21b", "collection.anki21", "collection.anki2"]
        guard let member = names.lazy.compactMap({ name in members.first { $0.name == name } }).first else {
            throw AnkiImportError(file: file, problem: .noCollection)
        }
        let zstd = member.name.hasSuffix("b") ? try tools.locate("zstd") : nil

        let folder = try ScratchFolder(in: scratch ?? DataDirectory(url: FileManager.default.temporaryDirectory), prefix: "anki")
        defer { folder.remove() }
        let unpacked = folder.path + "/collection"
        try extract(member, of: archive, into: unpacked, file: file, folder: folder.path)
        var database = unpacked
        if let zstd {
            database = folder.path + "/collection.sqlite"
            try unpack(CappedOutput(executable: zstd, arguments: ["-dcq", "--", unpacked], limit: collectionLimit), into: database, tools)
            unlink(unpacked)
        }
        let reader = AnkiCollectionReader(file: file, database: database, stepBudget: stepBudget)
        var madeCards = false
        try reader.forEachNote { read in
            switch read {
            case .note(let note):
                let made = try note.add(to: &sink, fieldsAreHTML: true, language: language)
                madeCards = madeCards || made
            case .skipped(let name, let deck):
                try sink.skip(note: Strings.ankiNoteSkipped(name), inDeck: deck)
            case .review(let review):
                try sink.add(review: review)
            }
        }
        guard madeCards else { throw AnkiImportError(file: file, problem: .noCards) }
    }

    private func extract(_ member: ZipMember, of archive: ZipArchive, into path: String, file: String, folder: String) throws {
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw problem(.writeFailed(errno), file: file, folder: folder) }
        defer { close(output) }
        let write = writeChunk
        do {
            try archive.extract(member, limit: collectionLimit) { write($0, output) }
        } catch {
            throw problem(error, file: file, folder: folder)
        }
    }

    private func problem(_ problem: ZipProblem, file: String, folder: String?) -> AnkiImportError {
        switch problem {
        case .notZip(let reason): AnkiImportError(file: file, problem: .notZip(reason: reason))
        case .damaged(let reason): AnkiImportError(file: file, problem: .damaged(reason: reason))
        case .tooLarge: AnkiImportError(file: file, problem: .collectionTooLarge(megabytes: collectionLimit >> 20))
        case .unreadable(let code): AnkiImportError(file: file, problem: .unreadable(reason: String(cString: strerror(code))))
        case .writeFailed(let code) where code == ENOSPC || code == EDQUOT:
            AnkiImportError(file: file, problem: .noSpace(folder: folder ?? ""))
        case .writeFailed(let code):
            AnkiImportError(file: file, problem: .cannotUnpack(folder: folder ?? "", reason: String(cString: strerror(code))))
        }
    }

    private func unpack(_ program: CappedOutput, into destination: String, _ tools: AnkiTools) throws {
        let name = URL(fileURLWithPath: program.executable).lastPathComponent
        let outcome: CappedOutput.Outcome
        do {
            outcome = try program.run(into: destination)
        } catch let error as CappedOutputError {
            if let code = error.code, code == ENOSPC || code == EDQUOT {
                throw AnkiImportError(
                    file: tools.file,
                    problem: .noSpace(folder: String(destination[..<(destination.lastIndex(of: "/") ?? destination.endIndex)])))
            }
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
