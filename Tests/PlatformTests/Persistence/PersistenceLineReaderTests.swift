import Foundation
@preconcurrency import Glibc
import Testing

@testable import QuizPlatform

@Suite struct PersistenceLineReaderTests {
    private static let text = "alpha\n\nbravo charlie\nd\n\nlast without newline"
    private static let expected = ["alpha", "bravo charlie", "d", "last without newline"]

    private func withFile<T>(_ text: String, _ body: (OpenFile) throws -> T) throws -> T {
        try PersistenceFolder.with { folder in
            try folder.write(text, to: "lines")
            return try body(try OpenFile(path: folder.directory.file("lines").path, flags: O_RDONLY))
        }
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func backwardsYieldsEveryLineLastFirstWithItsOffset(chunkSize: Int) throws {
        try withFile(Self.text) { file in
            var reader = try BackwardLineReader(file: file, chunkSize: chunkSize)
            var lines: [FileLine] = []
            while let line = try reader.previousLine() { lines.append(line) }
            #expect(lines.map { String(decoding: $0.bytes, as: UTF8.self) } == Self.expected.reversed())
            let bytes = Array(Self.text.utf8)
            for line in lines {
                #expect(Array(bytes[line.offset..<(line.offset + line.bytes.count)]) == Array(line.bytes))
            }
        }
    }

    @Test(arguments: [1, 2, 5, 64])
    func forwardsYieldsEveryLineFromAnOffset(chunkSize: Int) throws {
        try withFile(Self.text) { file in
            var reader = ForwardLineReader(file: file, chunkSize: chunkSize)
            var lines: [String] = []
            while let line = try reader.nextLine() { lines.append(String(decoding: line.bytes, as: UTF8.self)) }
            #expect(lines == Self.expected)

            var later = ForwardLineReader(file: file, from: 7, chunkSize: chunkSize)
            #expect(try later.nextLine().map { String(decoding: $0.bytes, as: UTF8.self) } == "bravo charlie")
        }
    }

    /// Reads start at 8 KB and double up to the chunk size: every line,
    /// short or longer than several reads, still comes back whole and at
    /// its offset, whatever the steps.
    @Test(arguments: [16 * 1024, 64 * 1024, 1 << 20])
    func growingReadsYieldEveryLineOfALongFile(chunkSize: Int) throws {
        var generator = SplitMix64(seed: 8)
        let lengths = (0..<300).map { index in index % 50 == 7 ? 20_000 + Int(generator.next() % 40_000) : Int(generator.next() % 900) }
        let lines = lengths.enumerated().map { index, length in
            String(repeating: Character(UnicodeScalar(UInt8(97 + index % 26))), count: length) + "\(index)"
        }
        let text = lines.joined(separator: "\n") + "\n"
        try withFile(text) { file in
            var reader = try BackwardLineReader(file: file, chunkSize: chunkSize)
            var read: [FileLine] = []
            while let line = try reader.previousLine() { read.append(line) }
            #expect(read.map { String(decoding: $0.bytes, as: UTF8.self) } == lines.reversed())
            let bytes = Array(text.utf8)
            for line in read {
                #expect(Array(bytes[line.offset..<(line.offset + line.bytes.count)]) == Array(line.bytes))
            }
        }
    }

    @Test func anEmptyFileHasNoLines() throws {
        try withFile("") { file in
            var backwards = try BackwardLineReader(file: file)
            var forwards = ForwardLineReader(file: file)
            #expect(try backwards.previousLine() == nil)
            #expect(try forwards.nextLine() == nil)
        }
    }
}
