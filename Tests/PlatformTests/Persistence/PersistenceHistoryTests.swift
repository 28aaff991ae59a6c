import Foundation
import Testing

@testable import QuizPlatform

@Suite struct PersistenceHistoryTests {
    private func lines(_ folder: PersistenceFolder) throws -> [String] {
        try folder.contents("history.jsonl").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func appendAddsExactlyOneCompactLine() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            try history.append(persistenceGame(minute: 1))
            let game = persistenceGame(minute: 2)
            try history.append(game)
            let written = try lines(folder)
            #expect(written.count == 3)
            #expect(written.last == "")
            let line = try #require(written.dropLast().last)
            #expect(line.hasPrefix("{") && line.hasSuffix("}"))
            #expect(try JSONCoding.decoder().decode(GameRecord.self, from: Data(line.utf8)) == game)
            #expect(try history.all().map(\.id).last == game.id)
        }
    }

    @Test func aTornLastLineIsSkippedAndTheNextGameStartsOnANewLine() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            let first = persistenceGame(minute: 1)
            try history.append(first)
            let handle = try FileHandle(forWritingTo: folder.directory.file("history.jsonl"))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(#"{"id":"5D4C","mode":"cla"#.utf8))
            try handle.close()
            #expect(try history.recent(limit: 5, mode: nil).map(\.id) == [first.id])

            let second = persistenceGame(minute: 2)
            try history.append(second)
            let written = try lines(folder)
            #expect(written.count == 4)
            #expect(written[1] == #"{"id":"5D4C","mode":"cla"#)
            #expect(try history.all().map(\.id) == [first.id, second.id])
            #expect(try history.recent(limit: 5, mode: nil).map(\.id) == [second.id, first.id])
        }
    }

    @Test func recentIsNewestFirstLimitedAndFilteredByMode() throws {
        try PersistenceFolder.with { folder in
            // A tiny chunk makes every line cross chunk boundaries.
            let history = folder.history(chunkSize: 37)
            let modes: [ModeKind] = [.classic, .yesno, .millionaire]
            let games = (0..<12).map { persistenceGame(modes[$0 % 3], minute: $0) }
            for game in games { try history.append(game) }

            #expect(try history.recent(limit: 4, mode: nil).map(\.id) == games.suffix(4).reversed().map(\.id))
            #expect(try history.recent(limit: 100, mode: nil).map(\.id) == games.reversed().map(\.id))
            #expect(try history.recent(limit: 2, mode: .yesno).map(\.id) == [games[10].id, games[7].id])
            #expect(try history.recent(limit: 10, mode: .review).isEmpty)
            #expect(try history.recent(limit: 0, mode: nil).isEmpty)
        }
    }

    @Test func anEmptyHistoryHasNoGames() throws {
        try PersistenceFolder.with { folder throws in
            let history = folder.history()
            #expect(try history.recent(limit: 20, mode: nil).isEmpty)
            #expect(try history.all().isEmpty)
            #expect(throws: PersistenceError.historyGameNotFound(prefix: "abc")) { try history.find(idPrefix: "abc") }
        }
    }

    @Test func findMatchesAnIDPrefixIgnoringCase() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            let first = persistenceGame(minute: 1, id: persistenceID("ABCD1", tail: 1))
            let second = persistenceGame(minute: 2, id: persistenceID("ABCD2", tail: 2))
            try history.append(first)
            try history.append(second)

            #expect(try history.find(idPrefix: "abcd2") == second)
            #expect(try history.find(idPrefix: first.id.uuidString.lowercased()) == first)
            #expect(throws: PersistenceError.historyIDAmbiguous(prefix: "abcd", matches: [first.id, second.id])) {
                try history.find(idPrefix: "abcd")
            }
            #expect(throws: PersistenceError.historyGameNotFound(prefix: "ffff")) { try history.find(idPrefix: "ffff") }
            #expect(throws: PersistenceError.historyGameNotFound(prefix: "")) { try history.find(idPrefix: "") }
        }
    }

    @Test func findsTheIDWhereverTheEncoderPutsIt() throws {
        let game = persistenceGame(id: persistenceID("ABCDEF", tail: 7))
        let line = try JSONCoding.encoder().encode(game)
        #expect(GameLine.rawID(in: line) == game.id.uuidString)
        let spaced = Data(#"{ "mode" : "yesno", "id" : "\#(game.id.uuidString)" }"#.utf8)
        #expect(GameLine.rawID(in: spaced) == nil)
        #expect(GameLine.id(in: spaced, decoder: JSONCoding.decoder()) == game.id)
        #expect(GameLine.mayBe(.yesno, spaced))
        #expect(GameLine.mayBe(.classic, line) && !GameLine.mayBe(.yesno, line))
    }

    @Test func deleteRewritesWithoutTheGame() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            let games = (0..<3).map { persistenceGame(minute: $0) }
            for game in games { try history.append(game) }

            #expect(try history.delete(id: games[1].id))
            #expect(try history.all().map(\.id) == [games[0].id, games[2].id])
            #expect(try history.delete(id: games[1].id) == false)
            #expect(try folder.names() == ["history.jsonl", "history.jsonl.lock"])
            #expect(folder.notices.all.isEmpty)
        }
    }

    @Test func clearRemovesEveryGame() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            for minute in 0..<3 { try history.append(persistenceGame(minute: minute)) }
            try history.clear()
            #expect(try history.all().isEmpty)
            #expect(try folder.contents("history.jsonl").isEmpty)
            try history.append(persistenceGame(minute: 4))
            #expect(try history.all().count == 1)
        }
    }

    @Test func aRewriteSetsBadLinesAsideAndSaysWhere() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            let games = (0..<3).map { persistenceGame(minute: $0) }
            try history.append(games[0])
            let handle = try FileHandle(forWritingTo: folder.directory.file("history.jsonl"))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("garbage\n{\"id\":\"torn\n".utf8))
            try handle.close()
            try history.append(games[1])
            try history.append(games[2])
            #expect(try history.all().count == 3)

            try history.delete(id: games[1].id)
            let corrupt = folder.directory.file("history.jsonl.corrupt-\(PersistenceFolder.fixedStamp)")
            #expect(
                folder.notices.all == [QuarantineNotice(original: folder.directory.file("history.jsonl"), movedTo: corrupt, lineCount: 2)])
            #expect(try String(contentsOf: corrupt, encoding: .utf8) == "garbage\n{\"id\":\"torn\n")
            #expect(try lines(folder).count == 3)
            #expect(try history.all().map(\.id) == [games[0].id, games[2].id])

            try history.clear()
            #expect(folder.notices.all.count == 1)
        }
    }

    @Test func recordsAfterAnIDAreTheLaterGamesOldestFirst() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history(chunkSize: 50)
            let games = (0..<5).map { persistenceGame(minute: $0) }
            for game in games { try history.append(game) }

            #expect(try history.records(after: games[2].id).map(\.id) == [games[3].id, games[4].id])
            #expect(try history.records(after: games[4].id).isEmpty)
            #expect(try history.records(after: nil).map(\.id) == games.map(\.id))
            #expect(throws: PersistenceError.self) { try history.records(after: games[2].id, searchingBack: 2) }
            #expect(try history.records(after: games[2].id, searchingBack: 3).count == 2)
            let missing = UUID()
            #expect(throws: PersistenceError.historyGameNotFound(prefix: missing.uuidString)) {
                try history.records(after: missing)
            }
        }
    }
}
