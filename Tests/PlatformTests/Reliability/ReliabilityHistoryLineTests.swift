import Foundation
import Testing

@testable import QuizPlatform

/// Reading history lines is linear however long a line is; a line over the
/// cap is unreadable like a corrupt one; and every reader agrees on which
/// lines are games.
@Suite struct ReliabilityHistoryLineTests {
    private func append(_ text: String, to folder: PersistenceFolder) throws {
        let handle = try FileHandle(forWritingTo: folder.directory.file("history.jsonl"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func aLineOverTheCapIsSkippedByEveryReaderAndSetAsideWhole() throws {
        try PersistenceFolder.with { folder in
            let history = HistoryLog(
                path: folder.directory.filePath("history.jsonl"), clock: PersistenceFolder.fixedClock, chunkSize: 7, lineLimit: 600,
                onQuarantine: folder.notices.record)
            let games = (0..<3).map { persistenceGame(minute: $0) }
            try history.append(games[0])
            let long = String(repeating: "x", count: 1_000)
            try append(long + "\n", to: folder)
            try history.append(games[1])
            try history.append(games[2])
            #expect(try history.all().map(\.id) == games.map(\.id))
            #expect(try history.recent(limit: 5, mode: nil).map(\.id) == games.reversed().map(\.id))
            #expect(try history.delete(id: games[1].id))
            let aside = try #require(folder.notices.all.first)
            #expect(aside.lineCount == 1)
            #expect(try String(contentsOf: aside.movedTo, encoding: .utf8) == long + "\n")
        }
    }

    @Test func anOversizedUnterminatedTailIsALineNotAGame() throws {
        try PersistenceFolder.with { folder in
            let history = HistoryLog(
                path: folder.directory.filePath("history.jsonl"), clock: PersistenceFolder.fixedClock, chunkSize: 5, lineLimit: 1_000,
                onQuarantine: folder.notices.record)
            let game = persistenceGame()
            try history.append(game)
            try append(String(repeating: "{", count: 4_500), to: folder)
            #expect(try history.recent(limit: 2, mode: nil).map(\.id) == [game.id])
            var pieces = Data()
            try history.writeSummaryJSON(limit: 2, mode: nil) { pieces.append($0) }
            #expect(String(decoding: pieces, as: UTF8.self).contains(game.id.uuidString))
        }
    }

    @Test(arguments: [1, 3, 64])
    func longLinesReadTheSameBothWays(chunkSize: Int) throws {
        try PersistenceFolder.with { folder in
            let lines = ["a", String(repeating: "b", count: 300), "", "c", String(repeating: "d", count: 90)]
            try folder.write(lines.joined(separator: "\n"), to: "lines")
            let file = try OpenFile(path: folder.directory.file("lines").path, flags: O_RDONLY)
            var backwards = try BackwardLineReader(file: file, chunkSize: chunkSize, lineLimit: 100)
            var forwards = ForwardLineReader(file: file, chunkSize: chunkSize, lineLimit: 100)
            var back: [FileLine] = []
            while let line = try backwards.previousLine() { back.append(line) }
            var forth: [FileLine] = []
            while let line = try forwards.nextLine() { forth.append(line) }
            let described = { (line: FileLine) in "\(line.offset) \(line.length) \(line.isOversized) \(line.bytes.count)" }
            #expect(back.reversed().map(described) == forth.map(described))
            #expect(forth.map(described) == ["0 1 false 1", "2 300 true 0", "304 1 false 1", "306 90 false 90"])
        }
    }

    /// 16 MB in one unterminated line, read 64 KB at a time: the quadratic
    /// reader copied ~2 GB here and took many seconds; a linear one, well
    /// under one even in a debug build.
    @Test func aHugeUnterminatedTailIsReadInLinearTime() throws {
        try PersistenceFolder.with { folder in
            let history = folder.history()
            let game = persistenceGame()
            try history.append(game)
            try append(String(repeating: "y", count: 16 << 20), to: folder)
            let clock = ContinuousClock()
            var found: [GameRecord] = []
            let took = try clock.measure { found = try history.recent(limit: 1, mode: nil) }
            #expect(found.map(\.id) == [game.id])
            #expect(took < .seconds(3), "took \(took)")
            let forward = try clock.measure { _ = try history.all() }
            #expect(forward < .seconds(3), "took \(forward)")
        }
    }

    /// A line in quizctl's exact form whose answers are not answers: the
    /// `--json` fast path used to list it, while `show`, `delete` and
    /// `stats` (which decode) said it did not exist.
    @Test func historyJSONListsNoGameTheOtherReadersDoNotKnow() throws {
        try PersistenceFolder.with { folder in
            let stores = folder.stores()
            let real = persistenceGame(minute: 1)
            _ = try stores.saveGame(real)
            let phantom = UUID()
            try append(
                #"{"id":"\#(phantom.uuidString)","mode":"classic","source":"custom","startedAt":"2026-11-22T04:18:00Z","#
                    + #""finishedAt":"2026-11-22T04:18:00Z","outcome":"completed","correct":1,"total":1,"prize":0,"answers":[1]}"# + "\n",
                to: folder)
            var pieces = Data()
            try stores.history.writeSummaryJSON(limit: 10, mode: nil) { pieces.append($0) }
            let listed = try #require(JSONSerialization.jsonObject(with: pieces) as? [[String: Any]]).compactMap { $0["id"] as? String }
            #expect(listed == [real.id.uuidString])
            #expect(throws: PersistenceError.historyGameNotFound(prefix: phantom.uuidString)) {
                try stores.history.find(idPrefix: phantom.uuidString)
            }
        }
    }
}
