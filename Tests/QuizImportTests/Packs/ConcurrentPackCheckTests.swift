import DataFiles
import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// The entries of a pack are read and checked on a thread of their own and
/// handed over a batch at a time: every one comes, in order, whatever the
/// batch boundaries, and a caller that stops early stops the thread.
@Suite struct ConcurrentPackCheckTests {
    let folder = TestData.temporaryFolder()

    /// A pack of `count` questions, entry `n` on line `n + 2`, with `replacing` swapped in.
    private func pack(_ count: Int, replacing: [Int: String] = [:]) throws -> OpenFile {
        let entries = (0..<count).map { replacing[$0] ?? #"{"text": "Question \#($0)?", "correct": "Yes", "incorrect": ["No"]}"# }
        let url = folder.appending(path: "pack-\(count)-\(replacing.count).json")
        try Data(("{\"questions\": [\n" + entries.joined(separator: ",\n") + "\n]}\n").utf8).write(to: url)
        return try OpenFile(path: url.path, flags: O_RDONLY)
    }

    /// A count that ends inside a batch, past more batches than may wait at once.
    static let count = ConcurrentPackCheck.batchSize * (ConcurrentPackCheck.batchesAhead + 3) + 17

    @Test func everyEntryComesInOrderWithItsProblems() throws {
        let bad = [
            5: #"{"text": "No answer?", "incorrect": ["No"]}"#, Self.count - 1: #"{"text": "", "correct": "A", "incorrect": ["B"]}"#,
        ]
        var texts: [String] = []
        var refusedLines: [Int] = []
        let walked = try ConcurrentPackCheck.forEachEntry(in: pack(Self.count, replacing: bad)) { entry in
            switch entry {
            case .accepted(let draft):
                texts.append(draft.text)
            case .refused(let problems): refusedLines += problems.map(\.line)
            case .notPlain: Issue.record("every entry is plain")
            }
            return true
        }
        #expect(walked)
        #expect(texts == (0..<Self.count).filter { bad[$0] == nil }.map { "Question \($0)?" })
        #expect(refusedLines == [5 + 2, Self.count - 1 + 2])
    }

    @Test func aCallerThatStopsEarlyStopsTheThread() throws {
        var seen = 0
        let walked = try ConcurrentPackCheck.forEachEntry(in: pack(Self.count)) { _ in
            seen += 1
            return seen < 10
        }
        #expect(!walked)
        #expect(seen == 10)
    }

    /// The thread has filled every free batch when the caller stops (given
    /// a tenth of a second to): freeing the check then killed the process,
    /// libdispatch refusing a semaphore left below the count it was made with.
    @Test func aCallerThatStopsAfterTheThreadRanAheadEndsCleanly() throws {
        var seen = 0
        let walked = try ConcurrentPackCheck.forEachEntry(in: pack(Self.count)) { _ in
            seen += 1
            Thread.sleep(forTimeInterval: 0.1)
            return false
        }
        #expect(!walked)
        #expect(seen == 1)
    }

    @Test func anEntryItIsNotSureOfEndsTheWalkThere() throws {
        let late = Self.count - 100
        var seen = 0
        var sawNotPlain = false
        let file = try pack(Self.count, replacing: [late: #"{"text": "Broken?", "correct": , "x": 1}"#])
        let walked = try ConcurrentPackCheck.forEachEntry(in: file) { entry in
            if case .notPlain = entry {
                sawNotPlain = true
                return false
            }
            seen += 1
            return true
        }
        #expect(!walked && sawNotPlain)
        #expect(seen == late)
    }

    @Test func aFileNotInThePlainShapeIsSaidSo() throws {
        let url = folder.appending(path: "other.json")
        try Data(#"{"results": []}"#.utf8).write(to: url)
        let walked = try ConcurrentPackCheck.forEachEntry(in: OpenFile(path: url.path, flags: O_RDONLY)) { _ in true }
        #expect(!walked)
    }
}
