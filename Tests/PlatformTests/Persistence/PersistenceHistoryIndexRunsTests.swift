import Foundation
import Testing

@testable import QuizPlatform

/// A rebuilt index's entries are sorted in runs spilled to an unnamed file
/// and merged: the merge must hand back every entry, in order, with those
/// of an index already written, and leave no file behind.
@Suite struct PersistenceHistoryIndexRunsTests {
    private func entries(_ count: Int, seed: UInt64) -> [HistoryIndex.Entry] {
        var random = SplitMix64(seed: seed)
        // Few keys, so equal keys are ordered by offset.
        return (0..<count).map { _ in
            HistoryIndex.Entry(key: UInt64.random(in: 0..<40, using: &random), offset: UInt64.random(in: 0..<1_000_000, using: &random))
        }
    }

    @Test(arguments: [1, 7, 1_000, 1 << 16])
    func runsMergeIntoOneSortedSequenceWithAnIndexAlreadyWritten(runLength: Int) throws {
        try PersistenceFolder.with { folder in
            let index = folder.directory.file("history.jsonl.index")
            let added = entries(500, seed: UInt64(runLength))
            let written = entries(300, seed: 99).sorted()
            try Data(HistoryIndex.encode(written)).write(to: folder.directory.file("written"))
            let file = try #require(try OpenFile.existing(folder.directory.file("written").path))

            let runs = HistoryIndexRuns(beside: index, runLength: runLength)
            for entry in added { try runs.add(entry) }
            var merged: [HistoryIndex.Entry] = []
            try runs.merge(with: [HistoryIndexCursor(file: file, at: 0, count: written.count)]) { merged.append($0) }
            #expect(merged == (added + written).sorted())
            #expect(try folder.names() == ["written"], "the spilled runs have no name")
        }
    }

    @Test func aCursorPassesOverTheEntriesOfLinesFromItsLimitOn() throws {
        try PersistenceFolder.with { folder in
            let written = entries(10_000, seed: 5).sorted()
            try Data(HistoryIndex.encode(written)).write(to: folder.directory.file("written"))
            let file = try #require(try OpenFile.existing(folder.directory.file("written").path))
            var cursor = HistoryIndexCursor(file: file, at: 0, count: written.count, below: 500_000)
            try cursor.fill()
            var read: [HistoryIndex.Entry] = []
            while let entry = cursor.current {
                read.append(entry)
                try cursor.advance()
            }
            #expect(read == written.filter { $0.offset < 500_000 })
        }
    }
}
