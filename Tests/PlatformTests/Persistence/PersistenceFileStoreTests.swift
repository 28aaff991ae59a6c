import Foundation
@preconcurrency import Glibc
import Testing

@testable import QuizPlatform

@Suite struct PersistenceFileStoreTests {
    @Test func aMissingFileLoadsTheDefault() throws {
        try PersistenceFolder.with { folder in
            let settings = try folder.settings().load()
            #expect(settings == Settings())
            #expect(try folder.names().isEmpty)
        }
    }

    @Test func saveReplacesTheFileAndLeavesNoTemporaryFiles() throws {
        try PersistenceFolder.with { folder in
            let store = folder.settings()
            var settings = Settings()
            settings.order = .sequential
            try store.save(settings)
            settings.feedbackDelay = 0.25
            try store.save(settings)
            #expect(try store.load() == settings)
            #expect(try folder.names() == ["settings.json", "settings.json.lock"])
            let text = try folder.contents("settings.json")
            #expect(text.hasSuffix("}\n"))
            #expect(text.contains(#""feedbackDelay":0.25"#))
        }
    }

    @Test func updateChangesTheStoredValueAndReturnsTheResult() throws {
        try PersistenceFolder.with { folder in
            let store = folder.settings()
            let old = try store.update { settings -> OrderKind in
                defer { settings.order = .sequential }
                return settings.order
            }
            #expect(old == .random)
            #expect(try store.load().order == .sequential)
        }
    }

    @Test func aChangeThatThrowsWritesNothing() throws {
        struct Refused: Error {}
        try PersistenceFolder.with { folder in
            let store = folder.settings()
            #expect(throws: Refused.self) {
                try store.update { settings in
                    settings.order = .sequential
                    throw Refused()
                }
            }
            #expect(!FileManager.default.fileExists(atPath: folder.directory.file("settings.json").path))
        }
    }

    @Test func anUndecodableFileIsQuarantinedAndTheDefaultUsed() throws {
        let name = "settings.json"
        try PersistenceFolder.with { folder in
            try folder.write("{\"overall\": tru", to: name)
            let corrupt = folder.directory.file("\(name).corrupt-\(PersistenceFolder.fixedStamp)")

            #expect(try folder.settings().load() == Settings())

            #expect(folder.notices.all == [QuarantineNotice(original: folder.directory.file(name), movedTo: corrupt)])
            #expect(try String(contentsOf: corrupt, encoding: .utf8) == "{\"overall\": tru")
            #expect(!FileManager.default.fileExists(atPath: folder.directory.file(name).path))
            #expect(folder.notices.all.first?.message.en.contains(corrupt.path) == true)

            try folder.settings().save(Settings())
            #expect(try folder.settings().load() == Settings())
            #expect(folder.notices.all.count == 1)
        }
    }

    @Test func aTakenQuarantineNameGetsANumber() throws {
        try PersistenceFolder.with { folder in
            let store = folder.settings()
            for attempt in 1...3 {
                try folder.write("not json \(attempt)", to: "settings.json")
                _ = try store.load()
            }
            let base = "settings.json.corrupt-\(PersistenceFolder.fixedStamp)"
            #expect(folder.notices.all.map(\.movedTo.lastPathComponent) == [base, "\(base)-2", "\(base)-3"])
            #expect(try folder.contents("\(base)-3") == "not json 3")
        }
    }

    @Test func theTimestampIsCompactUTC() {
        #expect(Quarantine.timestamp(Date(timeIntervalSince1970: 1_795_321_080.9)) == "20261122T041800Z")
    }

    @Test func aFolderThatIsAFileIsAClearErrorNotAReset() throws {
        try PersistenceFolder.with(create: false) { folder in
            try FileManager.default.createDirectory(
                at: folder.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("I am a file".utf8).write(to: folder.url)
            defer { try? FileManager.default.removeItem(at: folder.url) }
            let store = folder.settings()
            let settingsPath = folder.directory.file("settings.json").path
            #expect(throws: PersistenceError.cannotRead(path: settingsPath, reason: Strings.systemReason(ENOTDIR))) {
                try store.load()
            }
            #expect(throws: PersistenceError.cannotWrite(path: settingsPath, reason: Strings.systemReason(ENOTDIR))) {
                try store.save(Settings())
            }
            #expect(try String(contentsOf: folder.url, encoding: .utf8) == "I am a file")
        }
    }

    /// Fails even for root: a folder is refused by name before any rename.
    @Test func aFolderInPlaceOfTheFileIsAClearErrorAndLeavesNoTemporaryFile() throws {
        try PersistenceFolder.with { folder in
            let target = folder.directory.file("settings.json")
            try FileManager.default.createDirectory(at: target.appendingPathComponent("keep"), withIntermediateDirectories: true)
            let store = folder.settings()
            let aFolder = DataFileRefusal.notRegular(.folder).reason
            #expect(aFolder.en == "it is a folder, not a regular file")
            #expect(throws: PersistenceError.cannotWrite(path: target.path, reason: aFolder)) {
                try store.save(Settings())
            }
            #expect(throws: PersistenceError.cannotRead(path: target.path, reason: aFolder)) {
                try store.load()
            }
            #expect(try folder.names() == ["settings.json", "settings.json.lock"])
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("keep").path))
        }
    }

    @Test func aReadOnlyFolderIsAClearErrorAndKeepsTheOldFile() throws {
        try PersistenceFolder.with { folder in
            let store = folder.settings()
            var settings = Settings()
            settings.order = .sequential
            try store.save(settings)
            let before = try folder.contents("settings.json")
            #expect(chmod(folder.url.path, 0o500) == 0)

            settings.order = .random
            let result = Result { try store.save(settings) }
            // root ignores permissions, so only an ordinary user sees the error.
            if getuid() != 0 {
                let path = folder.directory.file("settings.json").path
                #expect(throws: PersistenceError.cannotWrite(path: path, reason: Strings.systemReason(EACCES))) {
                    try result.get()
                }
                #expect(try folder.contents("settings.json") == before)
                #expect(try folder.names() == ["settings.json", "settings.json.lock"])
            }
        }
    }

    @Test func errorsNameTheFileAndTheReasonInBothLanguages() {
        let error = PersistenceError.cannotWrite(path: "/d/statistics.json", reason: Strings.systemReason(ENOSPC))
        #expect(error.message.en == "couldn't write /d/statistics.json: No space left on device")
        #expect(error.message.ru == "не удалось записать /d/statistics.json: на диске не осталось места")
    }
}
