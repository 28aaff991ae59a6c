import Foundation
import Testing

@testable import QuizPlatform

/// `history delete` through `history.jsonl.index` (`HistoryDeletion`): it
/// must leave exactly what reading every line leaves (the same history,
/// the same lines set aside, the same notices), and an index that
/// describes the new file as a rebuild from scratch would.
@Suite struct PersistenceHistoryDeletionTests {
    private func line(_ game: GameRecord) throws -> String {
        String(decoding: try JSONCoding.encoder().encode(game), as: UTF8.self)
    }

    private func indexFile(_ folder: PersistenceFolder) -> URL { folder.directory.file("history.jsonl.index") }

    /// What a delete left: the history, the lines set aside, the notices.
    private struct Outcome: Equatable {
        var deleted: Bool
        var history: String
        var setAside: String?
        var notices: [Int?]
    }

    /// Writes `text` as the history of a fresh folder, lets `prepare` act
    /// on it (build the index, append, …), deletes `id` and says what is
    /// left; `indexed` histories go through the index, the others are
    /// read line by line.
    private func delete(
        _ id: UUID, from text: String, indexed: Bool, prepare: (PersistenceFolder, HistoryLog) throws -> Void = { _, _ in },
        check: (PersistenceFolder, HistoryLog) throws -> Void = { _, _ in }
    ) throws -> Outcome {
        try PersistenceFolder.with { folder in
            let history = folder.history(indexedSize: indexed ? 0 : .max)
            try folder.write(text, to: "history.jsonl")
            try prepare(folder, history)
            let deleted = try history.delete(id: id)
            let outcome = Outcome(
                deleted: deleted, history: try folder.contents("history.jsonl"),
                setAside: try? folder.contents("history.jsonl.corrupt-\(PersistenceFolder.fixedStamp)"),
                notices: folder.notices.all.map(\.lineCount))
            if indexed, deleted { try expectIndexAsRebuilt(folder, history) }
            try check(folder, history)
            return outcome
        }
    }

    /// The index the delete wrote is byte for byte the one a rebuild of
    /// the new history writes.
    private func expectIndexAsRebuilt(_ folder: PersistenceFolder, _ history: HistoryLog, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let written = try Data(contentsOf: indexFile(folder))
        try FileManager.default.removeItem(at: indexFile(folder))
        let file = try #require(try OpenFile.existing(history.url.path))
        _ = try HistoryIndex(history: history.path).rebuild(file, checking: true)
        #expect(try Data(contentsOf: indexFile(folder)) == written, sourceLocation: sourceLocation)
    }

    private func games(_ count: Int) -> [GameRecord] { (0..<count).map { persistenceGame(minute: $0) } }

    /// The history of `games` with "garbage" lines where `garbageAt` says
    /// (before the game of that index), and one game written by hand in a
    /// form only the decoder reads.
    private func text(_ games: [GameRecord], garbageAt: Set<Int> = [], byHand: Int? = nil) throws -> String {
        var lines: [String] = []
        for (index, game) in games.enumerated() {
            if garbageAt.contains(index) { lines.append("garbage \(index)") }
            var text = try line(game)
            if index == byHand { text = text.replacingOccurrences(of: "\",\"", with: "\" , \"") }
            lines.append(text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [0, 1, 4, 7])
    func deletingThroughTheIndexLeavesWhatReadingEveryLineLeaves(position: Int) throws {
        let games = games(8)
        let text = try text(games, garbageAt: [0, 3, 6], byHand: 2)
        let build: (PersistenceFolder, HistoryLog) throws -> Void = { _, history in
            let found = try history.find(idPrefix: games[5].id.uuidString)
            #expect(found == games[5])
        }
        let indexed = try delete(games[position].id, from: text, indexed: true, prepare: build)
        let plain = try delete(games[position].id, from: text, indexed: false)
        #expect(indexed == plain)
        #expect(plain.deleted && plain.notices == [3])
        #expect(plain.setAside == "garbage 0\ngarbage 3\ngarbage 6\n")
        #expect(!plain.history.contains(games[position].id.uuidString))
    }

    /// Statistics resume counting after the last game kept (see `FileStores.settle`).
    @Test func theLastGameKeptIsTheOneBeforeTheDeletedLastLine() throws {
        let games = games(5)
        for indexed in [true, false] {
            try PersistenceFolder.with { folder in
                let history = folder.history(indexedSize: indexed ? 0 : .max)
                try folder.write(try text(games, garbageAt: [4]) + "garbage at the end\n", to: "history.jsonl")
                var lastKept: [UUID?] = []
                let deleted = try history.delete(id: games[4].id) { rewrite in
                    lastKept.append(rewrite.lastKept)
                    try rewrite.perform()
                }
                #expect(deleted)
                #expect(lastKept == [games[3].id], "indexed: \(indexed)")
                #expect(try history.delete(id: games[0].id))
                #expect(try history.all() == Array(games[1...3]))
            }
        }
    }

    @Test func gamesAppendedAfterTheIndexAreParsedAndIndexedByTheDelete() throws {
        let games = games(10)
        let head = try text(Array(games.prefix(6)), garbageAt: [2])
        // The tail: a game, garbage, more games, and a last line without "\n".
        let tail = try [line(games[6]), "tail garbage", line(games[7]), line(games[8]), line(games[9])].joined(separator: "\n")
        for deleted in [games[1], games[7], games[8], games[9]] {
            let prepare: (PersistenceFolder, HistoryLog) throws -> Void = { folder, history in
                _ = try history.find(idPrefix: games[0].id.uuidString)
                let handle = try FileHandle(forWritingTo: folder.directory.file("history.jsonl"))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(tail.utf8))
                try handle.close()
            }
            let indexed = try delete(deleted.id, from: head, indexed: true, prepare: prepare)
            let plain = try delete(deleted.id, from: head, indexed: false, prepare: prepare)
            #expect(indexed == plain)
            #expect(plain.history.hasSuffix("\n"))
            #expect(plain.setAside == "garbage 2\ntail garbage\n")
        }
    }

    @Test func aStaleOrDamagedIndexIsRebuiltBeforeTheDelete() throws {
        let games = games(6)
        let text = try text(games, garbageAt: [1])
        let spoilers: [(PersistenceFolder, HistoryLog) throws -> Void] = [
            // Damaged.
            { folder, _ in try folder.write("QUIZHID2 and then nothing", to: "history.jsonl.index") },
            // Another file's: the history was replaced after it was built.
            { folder, history in
                _ = try history.find(idPrefix: games[0].id.uuidString)
                let contents = try folder.contents("history.jsonl")
                try FileManager.default.removeItem(at: history.url)
                try folder.write(contents, to: "history.jsonl")
            },
            // Pointing amiss: two lines of one length swapped in place.
            { folder, history in
                _ = try history.find(idPrefix: games[0].id.uuidString)
                var lines = try folder.contents("history.jsonl").split(separator: "\n").map(String.init)
                lines.swapAt(2, 3)
                let handle = try FileHandle(forWritingTo: history.url)
                try handle.write(contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
                try handle.close()
            },
        ]
        for (number, spoil) in spoilers.enumerated() {
            let indexed = try delete(games[3].id, from: text, indexed: true, prepare: spoil)
            let plain = try delete(games[3].id, from: text, indexed: false, prepare: spoil)
            #expect(indexed == plain, "spoiler \(number)")
            #expect(plain.deleted && plain.notices == [1])
        }
    }

    @Test func theNextDeleteUsesTheIndexTheLastOneWrote() throws {
        try PersistenceFolder.with { folder in
            let games = games(6)
            let history = folder.history(indexedSize: 0)
            try folder.write(try text(games), to: "history.jsonl")
            #expect(try history.delete(id: games[0].id))
            // Spoil a game line in place, the same length: a rebuild would
            // set it aside, the index that the delete wrote still says it
            // is a game, so the next delete copies it as it is.
            var lines = try folder.contents("history.jsonl").split(separator: "\n").map(String.init)
            lines[2] = String(repeating: "x", count: lines[2].utf8.count)
            let handle = try FileHandle(forWritingTo: history.url)
            try handle.write(contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
            try handle.close()
            #expect(try history.delete(id: games[5].id))
            #expect(try folder.contents("history.jsonl") == lines.prefix(4).joined(separator: "\n") + "\n")
            #expect(folder.notices.all.isEmpty)
        }
    }

    /// `history delete ID` finds the game first: the index that find
    /// builds has every line checked, so the delete parses none again.
    @Test func aFindBeforeADeleteCanBuildAnIndexOfCheckedLines() throws {
        try PersistenceFolder.with { folder in
            let games = games(4)
            let history = folder.history(indexedSize: 0)
            try folder.write(try text(games, garbageAt: [2]), to: "history.jsonl")
            let file = try #require(try OpenFile.existing(history.url.path))
            let index = HistoryIndex(history: history.path)
            for checking in [false, true] {
                try? FileManager.default.removeItem(at: indexFile(folder))
                #expect(try history.find(idPrefix: games[1].id.uuidString, checkingLines: checking) == games[1])
                let loaded = try #require(index.load(matching: file))
                #expect(loaded.header.checked == (checking ? loaded.header.covered : 0))
                #expect(try index.unreadableLines(of: loaded).count == (checking ? 1 : 0))
            }
        }
    }

    @Test func anUnknownGameWritesNothingAndKeepsTheIndex() throws {
        try PersistenceFolder.with { folder in
            let games = games(3)
            let history = folder.history(indexedSize: 0)
            try folder.write(try text(games, garbageAt: [1]), to: "history.jsonl")
            _ = try history.find(idPrefix: games[0].id.uuidString)
            let index = try Data(contentsOf: indexFile(folder))
            #expect(try history.delete(id: UUID()) == false)
            #expect(try Data(contentsOf: indexFile(folder)) == index)
            #expect(try folder.names() == ["history.jsonl", "history.jsonl.index", "history.jsonl.lock"])
        }
    }

    @Test func clearingRemovesTheIndex() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history(indexedSize: 0)
            try folder.write(try text(games(3)), to: "history.jsonl")
            _ = try? history.find(idPrefix: "0")
            #expect(FileManager.default.fileExists(atPath: indexFile(folder).path))
            try history.clear()
            #expect(try folder.names() == ["history.jsonl", "history.jsonl.lock"])
        }
    }

    /// From tmpfs to the temporary folder the kernel may refuse
    /// `copy_file_range` (EXDEV); the bytes arrive all the same.
    @Test func bytesAreCopiedWithinAndAcrossFileSystems() throws {
        try PersistenceFolder.with { folder in
            let bytes = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            var sources = [folder.directory.file("source").path]
            if FileManager.default.fileExists(atPath: "/dev/shm") { sources.append("/dev/shm/quizctl-copy-\(UUID().uuidString)") }
            for path in sources {
                defer { if path.hasPrefix("/dev/shm") { unlink(path) } }
                try bytes.write(to: URL(fileURLWithPath: path))
                let source = try #require(try OpenFile.existing(path))
                let target = folder.directory.file("target")
                let replacement = try AtomicReplacement(of: target)
                try replacement.append(5..<(2 << 20), of: source)
                try replacement.append((2 << 20) + 3..<bytes.count, of: source)
                try replacement.commit()
                #expect(try Data(contentsOf: target) == bytes[5..<(2 << 20)] + bytes[((2 << 20) + 3)...], "\(path)")
            }
        }
    }
}
