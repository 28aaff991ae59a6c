import DataFiles
import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct AnkiPackageReaderTests {
    let reader = AnkiPackageReader(searchPath: AnkiFixtures.systemPath)

    @Test func legacyPackageReadsEveryDeckToTheCard() throws {
        #expect(try reader.read(fileAt: AnkiFixtures.url("legacy.apkg")) == AnkiFixtures.legacy)
    }

    @Test func currentPackageReadsTheZstdCollectionNotTheDummy() throws {
        #expect(try reader.read(fileAt: AnkiFixtures.url("current.apkg")) == AnkiFixtures.current)
    }

    @Test func collectionPackageReadsTheSameNotesAndLeavesEmptyDecksOut() throws {
        #expect(try reader.read(fileAt: AnkiFixtures.url("whole.colpkg")) == AnkiFixtures.current)
    }

    @Test func recognizesPackagesByExtension() {
        #expect(reader.recognizes(fileAt: URL(fileURLWithPath: "/x/Deck.APKG"), head: Data()))
        #expect(reader.recognizes(fileAt: URL(fileURLWithPath: "/x/all.colpkg"), head: Data()))
        #expect(!reader.recognizes(fileAt: URL(fileURLWithPath: "/x/notes.txt"), head: Data("PK".utf8)))
    }

    @Test func aZipWithoutACollectionIsNotAnAnkiPackage() {
        expect(reading: "no-collection.apkg", problem: .noCollection, english: "not an Anki package: no collection inside")
    }

    @Test func aCollectionThatIsNotSQLiteIsDamaged() throws {
        let error = try #require(throws: AnkiImportError.self) { try reader.read(fileAt: AnkiFixtures.url("damaged-collection.apkg")) }
        guard case .damaged(let reason) = error.problem else {
            Issue.record("expected damaged, got \(error.problem)")
            return
        }
        #expect(reason.contains("SQLite: file is not a database"), "\(reason)")
        #expect(error.message.en.contains("collection is damaged: SQLite:"))
        #expect(error.message.ru.contains("коллекция повреждена"))
    }

    @Test func aTruncatedZipIsRefused() throws {
        let error = try #require(throws: AnkiImportError.self) { try reader.read(fileAt: AnkiFixtures.url("truncated.apkg")) }
        guard case .notZip = error.problem else {
            Issue.record("expected notZip, got \(error.problem)")
            return
        }
        #expect(
            error.message.en
                == AnkiFixtures.url("truncated.apkg").path
                + ": not an Anki package: not a readable zip archive (End-of-central-directory signature not found.)")
    }

    @Test func aZipBombStopsAtTheCapAndLeavesNoTemporaryFiles() throws {
        // A temporary directory of the test's own: other tests unpack at the same time.
        let parent = FileManager.default.temporaryDirectory.appending(path: "anki-bomb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let capped = AnkiPackageReader(
            searchPath: AnkiFixtures.systemPath, collectionLimit: 1024 * 1024, scratch: DataDirectory(url: parent))
        let error = try #require(throws: AnkiImportError.self) { try capped.read(fileAt: AnkiFixtures.url("bomb.apkg")) }
        #expect(error.problem == .collectionTooLarge(megabytes: 1))
        #expect(error.message.en.contains("larger than 1 MB unpacked"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty, "the unpacked part is removed, and tmp/ with it")
        // The same file under the real cap is read (and is then no Anki collection).
        let uncapped = try #require(throws: AnkiImportError.self) { try reader.read(fileAt: AnkiFixtures.url("bomb.apkg")) }
        guard case .damaged = uncapped.problem else {
            Issue.record("expected damaged, got \(uncapped.problem)")
            return
        }
    }

    @Test func aMissingToolIsNamedWithTheCommandThatInstallsIt() throws {
        // A PATH without zstd: a schema-11 package needs no program at all,
        // and only anki21b's zstd is run.
        let folder = FileManager.default.temporaryDirectory.appending(path: "anki-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let blind = AnkiPackageReader(searchPath: folder.path)
        #expect(try blind.read(fileAt: AnkiFixtures.url("legacy.apkg")) == AnkiFixtures.legacy)
        let error = try #require(throws: AnkiImportError.self) { try blind.read(fileAt: AnkiFixtures.url("current.apkg")) }
        #expect(error.problem == .missingTool("zstd"))
        #expect(error.message.en.contains("needs the program zstd"))
        #expect(error.message.en.hasSuffix("sudo apt-get install zstd"))
        #expect(error.message.ru.contains("нужна программа zstd"))
    }

    @Test func anUnreadableFileSaysSo() throws {
        let error = try #require(throws: AnkiImportError.self) { try reader.read(fileAt: URL(fileURLWithPath: "/nonexistent/x.apkg")) }
        guard case .unreadable = error.problem else {
            Issue.record("expected unreadable, got \(error.problem)")
            return
        }
    }

    private func expect(
        reading name: String, problem: AnkiImportError.Problem, english: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(throws: AnkiImportError(file: AnkiFixtures.url(name).path, problem: problem), sourceLocation: sourceLocation) {
            try reader.read(fileAt: AnkiFixtures.url(name))
        }
        let message = AnkiImportError(file: "F", problem: problem).message.en
        #expect(message == "F: \(english)", sourceLocation: sourceLocation)
    }
}

@Suite struct NotetypeKindTests {
    @Test func readsTheKindFieldAndSkipsTheOthers() {
        #expect(NotetypeKind.isCloze(hexConfig: "0801"))
        #expect(NotetypeKind.isCloze(hexConfig: "1A0261620801"))  // a string field first, then kind 1
        #expect(!NotetypeKind.isCloze(hexConfig: "1A026162"))  // kind left out: 0, normal
        #expect(!NotetypeKind.isCloze(hexConfig: "0800"))
        #expect(!NotetypeKind.isCloze(hexConfig: "1AFF"))  // a length past the end
        #expect(!NotetypeKind.isCloze(hexConfig: "zz"))
    }
}
