import Dispatch
@preconcurrency import Glibc
import Testing

@testable import QuizCLI

@Suite struct TerminalLineReaderTests {
    @Test func readsLinesWithoutTheirBreaks() throws {
        let pipe = try TestPipe()
        let reader = LineReader(descriptor: pipe.readEnd)
        pipe.send("yes\r\nнет\n\n")
        #expect(reader.nextLine(timeout: 1) == .line("yes"))
        #expect(reader.nextLine(timeout: 1) == .line("нет"))
        #expect(reader.nextLine(timeout: 1) == .line(""))
    }

    @Test func lastLineWithoutBreakCountsThenEndOfInput() throws {
        let pipe = try TestPipe()
        let reader = LineReader(descriptor: pipe.readEnd)
        pipe.send("a\nb")
        pipe.closeWriting()
        #expect(reader.nextLine(timeout: 1) == .line("a"))
        #expect(reader.nextLine(timeout: 1) == .line("b"))
        #expect(reader.nextLine(timeout: 1) == .endOfInput)
        #expect(reader.nextLine(timeout: nil) == .endOfInput)
    }

    @Test func timesOutAndKeepsAPartialLine() throws {
        let pipe = try TestPipe()
        let reader = LineReader(descriptor: pipe.readEnd)
        pipe.send("pa")
        #expect(reader.nextLine(timeout: 0.05) == .timedOut)
        pipe.send("rtial\n")
        #expect(reader.nextLine(timeout: 1) == .line("partial"))
    }

    @Test func zeroTimeoutStillReturnsABufferedLine() throws {
        let pipe = try TestPipe()
        let reader = LineReader(descriptor: pipe.readEnd)
        pipe.send("1\n2\n")
        #expect(reader.nextLine(timeout: 1) == .line("1"))
        #expect(reader.nextLine(timeout: 0) == .line("2"))
        #expect(reader.nextLine(timeout: 0) == .timedOut)
    }

    @Test func invalidUTF8IsReplacedNotFatal() throws {
        let pipe = try TestPipe()
        let reader = LineReader(descriptor: pipe.readEnd)
        pipe.send([UInt8(ascii: "a"), 0xFF, UInt8(ascii: "b"), 0x0A])
        #expect(reader.nextLine(timeout: 1) == .line("a\u{FFFD}b"))
    }

    @Test func manyLinesInOneReadAllArrive() throws {
        let pipe = try TestPipe()
        let reader = LineReader(descriptor: pipe.readEnd)
        pipe.send((1...500).map { "\($0)\n" }.joined())
        pipe.closeWriting()
        var lines: [String] = []
        while case .line(let line) = reader.nextLine(timeout: 1) { lines.append(line) }
        #expect(lines == (1...500).map(String.init))
    }
}

@Suite struct TerminalKeyReaderTests {
    @Test func readsKeysFromBytes() throws {
        let pipe = try TestPipe()
        let reader = KeyReader(descriptor: pipe.readEnd)
        pipe.send("y\u{1B}[Bд\r")
        #expect(reader.next(timeout: 1) == .key(.character("y")))
        #expect(reader.next(timeout: 1) == .key(.down))
        #expect(reader.next(timeout: 1) == .key(.character("д")))
        #expect(reader.next(timeout: 1) == .key(.enter))
    }

    @Test func loneEscapeResolvesAfterAPause() throws {
        let pipe = try TestPipe()
        let reader = KeyReader(descriptor: pipe.readEnd)
        pipe.send([0x1B])
        #expect(reader.next(timeout: nil) == .key(.escape))
    }

    @Test func timesOutWhenNoKeyComes() throws {
        let pipe = try TestPipe()
        let reader = KeyReader(descriptor: pipe.readEnd)
        #expect(reader.next(timeout: 0.05) == .timedOut)
        #expect(reader.next(timeout: 0) == .timedOut)
    }

    @Test func endOfInputAfterTheLastKey() throws {
        let pipe = try TestPipe()
        let reader = KeyReader(descriptor: pipe.readEnd)
        pipe.send("n")
        pipe.closeWriting()
        #expect(reader.next(timeout: 1) == .key(.character("n")))
        #expect(reader.next(timeout: 1) == .endOfInput)
        #expect(reader.next(timeout: nil) == .endOfInput)
    }

    @Test func characterSplitAcrossWritesArrivesWhole() throws {
        let pipe = try TestPipe()
        let reader = KeyReader(descriptor: pipe.readEnd, escapePause: 5)
        let bytes = Array("ж".utf8)
        pipe.send([bytes[0]])
        let writeEnd = pipe.writeEnd
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
            _ = [bytes[1]].withUnsafeBytes { write(writeEnd, $0.baseAddress, 1) }
        }
        #expect(reader.next(timeout: 1) == .key(.character("ж")))
    }
}
