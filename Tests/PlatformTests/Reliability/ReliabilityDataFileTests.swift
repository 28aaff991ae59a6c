import Foundation
import Testing

@testable import QuizPlatform

/// Data files are regular files of the data folder, of a sane size, private,
/// and a killed writer's leftovers do not pile up.
@Suite struct ReliabilityDataFileTests {
    private func mode(_ url: URL) -> mode_t {
        var info = stat()
        lstat(url.path, &info)
        return info.st_mode & 0o7777
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOInPlaceOfSettingsIsRefusedByName() throws {
        try PersistenceFolder.with { folder in
            let url = folder.directory.file("settings.json")
            #expect(mkfifo(url.path, 0o600) == 0)
            #expect(throws: PersistenceError.cannotRead(path: url.path, reason: DataFileRefusal.notRegular(.fifo).reason)) {
                try folder.settings().load()
            }
            #expect(DataFileRefusal.notRegular(.fifo).reason.en == "it is a named pipe (FIFO), not a regular file")
        }
    }

    @Test func aCharacterDeviceLinkedInPlaceOfAFileIsRefused() throws {
        try PersistenceFolder.with { folder in
            let url = folder.directory.file("settings.json")
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
            #expect(throws: PersistenceError.cannotRead(path: url.path, reason: DataFileRefusal.symbolicLink.reason)) {
                try folder.settings().load()
            }
        }
    }

    @Test func aSymlinkedSettingsFileIsNotSilentlyReplaced() throws {
        try PersistenceFolder.with { folder in
            let real = folder.directory.file("mine.json")
            try Data("{}".utf8).write(to: real)
            let settings = folder.directory.file("settings.json")
            try FileManager.default.createSymbolicLink(atPath: settings.path, withDestinationPath: real.path)
            #expect(throws: PersistenceError.cannotWrite(path: settings.path, reason: DataFileRefusal.symbolicLink.reason)) {
                try folder.settings().save(Settings())
            }
            #expect(throws: PersistenceError.cannotRead(path: settings.path, reason: DataFileRefusal.symbolicLink.reason)) {
                try folder.settings().update { $0.feedbackDelay = 9 }
            }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: settings.path) == real.path)
        }
    }

    @Test func aSmallFileLargerThanTheCapIsRefusedUnread() throws {
        try PersistenceFolder.with { folder in
            let url = folder.directory.file("settings.json")
            try Data(count: DataFileLimits.smallFile + 1).write(to: url)
            #expect(
                throws: PersistenceError.cannotRead(
                    path: url.path, reason: DataFileRefusal.tooLarge(limit: DataFileLimits.smallFile).reason)
            ) {
                try folder.settings().load()
            }
        }
    }

    /// The pid of a process that has ended.
    private func deadPID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func temporariesOfKilledWritersAreRemovedUnderTheLock() throws {
        try PersistenceFolder.with { folder in
            let dead = try deadPID()
            let stale = [
                ".settings.json.tmp-\(dead)-17", ".settings.json.tmp-\(dead)-3",
                ".settings.json.corrupt-20261122T041800Z.tmp-\(dead)-5",
            ]
            let live = ".settings.json.tmp-1-9"  // pid 1 is alive: maybe a reused pid, kept
            for name in stale + [live, "unrelated.tmp-\(dead)-1"] { try folder.write("copy", to: name) }
            try folder.settings().update { $0.feedbackDelay = 2 }
            let names = try folder.names()
            for name in stale { #expect(!names.contains(name), "\(name)") }
            #expect(names.contains(live) && names.contains("unrelated.tmp-\(dead)-1"))
        }
    }

    @Test func aStaleTemporaryIsOnlyOneWithAPidAndANumber() {
        #expect(StaleTemporaries.writer(of: ".history.jsonl.tmp-123-456") == 123)
        #expect(StaleTemporaries.writer(of: ".history.jsonl.tmp-123") == nil)
        #expect(StaleTemporaries.writer(of: ".history.jsonl.tmp-x-456") == nil)
    }

    /// The umask is the process's, so this test sets a lax one and leaves it
    /// lax for others only briefly: every mode quizctl chooses is explicit.
    @Test func foldersAre0700AndFiles0600WhateverTheUmask() throws {
        try PersistenceFolder.with(create: false) { folder in
            let old = umask(0o022)
            defer { umask(old) }
            let cache = folder.directory.file("cache/index.bin")
            try PrivateFile.write(Data([1, 2, 3]), to: cache)
            try folder.settings().update { $0.feedbackDelay = 2 }
            #expect(mode(folder.url) == 0o700)
            #expect(mode(cache.deletingLastPathComponent()) == 0o700)
            for name in try folder.names() where name != "cache" {
                #expect(mode(folder.directory.file(name)) == 0o600, "\(name)")
            }
            #expect(mode(cache) == 0o600)
        }
    }

    @Test func aFileAnOlderVersionLeftReadableIsMadePrivateWhenWritten() throws {
        try PersistenceFolder.with { folder in
            let settings = folder.directory.file("settings.json")
            try folder.write("{}", to: "settings.json")
            chmod(settings.path, 0o644)
            try folder.settings().update { $0.feedbackDelay = 2 }
            #expect(mode(settings) == 0o600)
        }
    }
}
