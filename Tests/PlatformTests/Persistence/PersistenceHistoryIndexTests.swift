import Foundation
import Testing

@testable import QuizPlatform

/// `history show ID` and `delete ID` find a game of a long history through
/// `history.jsonl.index`; whatever the index holds, they find what reading
/// every line would find.
@Suite struct PersistenceHistoryIndexTests {
    /// Games whose ids start "A0", "A1", … "B9": two distinct leading digits.
    private func games(_ count: Int) -> [GameRecord] {
        (0..<count).map { persistenceGame(minute: $0, id: persistenceID(String(format: "%X%d", 10 + $0 / 10, $0 % 10), tail: $0)) }
    }

    /// The game found, or the error.
    private func outcome(_ history: HistoryLog, _ prefix: String) -> String {
        do {
            return try history.find(idPrefix: prefix).id.uuidString
        } catch {
            return "\(error)"
        }
    }

    private func indexFile(_ folder: PersistenceFolder) -> URL { folder.directory.file("history.jsonl.index") }

    @Test func aLongHistoryIsSearchedThroughAnIndexThatFindsWhatReadingEveryLineFinds() throws {
        try PersistenceFolder.with { folder in
            let indexed = folder.history(indexedSize: 0)
            let plain = folder.history()
            let games = games(20)
            for game in games { try plain.append(game) }
            for game in games {
                #expect(try indexed.find(idPrefix: String(game.id.uuidString.prefix(2)).lowercased()) == game)
                #expect(try indexed.find(idPrefix: game.id.uuidString) == game)
            }
            #expect(FileManager.default.fileExists(atPath: indexFile(folder).path))
            for prefix in ["A", "B", "a0000000-", "C", "A0X", "A00000000", "B1-", ""] {
                #expect(outcome(indexed, prefix) == outcome(plain, prefix), "\(prefix)")
            }
        }
    }

    @Test func gamesAppendedAfterTheIndexAreFoundWithoutRewritingIt() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history(indexedSize: 0)
            let games = games(12)
            for game in games.prefix(8) { try history.append(game) }
            #expect(try history.find(idPrefix: games[0].id.uuidString) == games[0])
            let index = try Data(contentsOf: indexFile(folder))
            for game in games.suffix(4) { try history.append(game) }
            for game in games { #expect(try history.find(idPrefix: game.id.uuidString) == game) }
            #expect(try Data(contentsOf: indexFile(folder)) == index, "a short tail is read, not indexed")
        }
    }

    @Test func aRewrittenHistoryIsIndexedAgain() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history(indexedSize: 0)
            let games = games(10)
            for game in games { try history.append(game) }
            #expect(try history.find(idPrefix: games[9].id.uuidString) == games[9])
            try history.delete(id: games[0].id)
            #expect(throws: PersistenceError.historyGameNotFound(prefix: games[0].id.uuidString)) {
                try history.find(idPrefix: games[0].id.uuidString)
            }
            for game in games.dropFirst() { #expect(try history.find(idPrefix: game.id.uuidString) == game) }
        }
    }

    /// The same file, the same length, the same last line, but two lines
    /// swapped in place: every offset the index holds for them is wrong.
    @Test func anIndexThatPointsAmissIsRebuilt() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history(indexedSize: 0)
            let games = games(6)
            for game in games { try history.append(game) }
            #expect(try history.find(idPrefix: games[0].id.uuidString) == games[0])
            var lines = try folder.contents("history.jsonl").split(separator: "\n").map(String.init)
            #expect(lines[0].utf8.count == lines[1].utf8.count)
            lines.swapAt(0, 1)
            let handle = try FileHandle(forWritingTo: folder.directory.file("history.jsonl"))
            try handle.write(contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
            try handle.close()
            for game in games { #expect(try history.find(idPrefix: game.id.uuidString) == game) }
        }
    }

    @Test func aDamagedIndexIsRebuilt() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history(indexedSize: 0)
            let games = games(5)
            for game in games { try history.append(game) }
            for garbage in ["", "QUIZIDX1 and then nothing", String(repeating: "\u{0}", count: 64)] {
                try folder.write(garbage, to: "history.jsonl.index")
                for game in games { #expect(try history.find(idPrefix: game.id.uuidString) == game) }
                #expect(try Data(contentsOf: indexFile(folder)).count == HistoryIndex.headerSize + 5 * HistoryIndex.entrySize)
            }
        }
    }

    @Test func aFindBeforeARewriteBuildsNoIndexAndLeavesACurrentOneAsItIs() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history(indexedSize: 0)
            let games = games(4)
            for game in games { try history.append(game) }
            #expect(try history.find(idPrefix: games[1].id.uuidString, buildingIndex: false) == games[1])
            #expect(!FileManager.default.fileExists(atPath: indexFile(folder).path))
            _ = try history.find(idPrefix: games[0].id.uuidString)
            let index = try Data(contentsOf: indexFile(folder))
            try history.append(persistenceGame(minute: 9))
            #expect(try history.find(idPrefix: games[3].id.uuidString, buildingIndex: false) == games[3])
            #expect(try Data(contentsOf: indexFile(folder)) == index)
        }
    }

    @Test func aShortHistoryGetsNoIndex() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            let game = persistenceGame()
            try history.append(game)
            #expect(try history.find(idPrefix: game.id.uuidString) == game)
            #expect(try folder.names() == ["history.jsonl", "history.jsonl.lock"])
        }
    }

    @Test func keysOfAPrefixCoverExactlyTheIDsThatStartWithIt() throws {
        let id = try #require(UUID(uuidString: "0123ABCD-4567-89EF-0123-456789ABCDEF"))
        let key = HistoryIndex.key(of: id)
        #expect(key == 0x0123_ABCD_4567_89EF)
        for length in 0...36 {
            let keys = try #require(HistoryIndex.keys(startingWith: String(id.uuidString.prefix(length))))
            #expect(keys.contains(key), "\(length)")
        }
        #expect(HistoryIndex.keys(startingWith: "0123ABCD") == 0x0123_ABCD_0000_0000...0x0123_ABCD_FFFF_FFFF)
        #expect(HistoryIndex.keys(startingWith: "0123ABCD-") == 0x0123_ABCD_0000_0000...0x0123_ABCD_FFFF_FFFF)
        #expect(HistoryIndex.keys(startingWith: "0123ABCD4") == nil, "a hyphen belongs there")
        #expect(HistoryIndex.keys(startingWith: "G") == nil)
        #expect(HistoryIndex.keys(startingWith: "") == 0...UInt64.max)
    }
}
