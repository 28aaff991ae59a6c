import Testing

@testable import QuizCLI

@Suite struct TerminalKeyParserTests {
    /// Feeds `bytes` one at a time, then flushes, collecting every key.
    private func keys(_ bytes: [UInt8], flush: Bool = true) -> [Key] {
        var parser = KeyParser()
        var keys = bytes.flatMap { parser.feed($0) }
        if flush { keys += parser.flush() }
        return keys
    }

    private func keys(_ text: String) -> [Key] { keys(Array(text.utf8)) }

    @Test func printableASCIIArrivesAsCharacters() {
        #expect(keys("y1 ?") == [.character("y"), .character("1"), .character(" "), .character("?")])
    }

    @Test(arguments: ["д", "Ё", "€", "日", "🎬"])
    func multiByteCharacterArrivesWhole(_ text: String) {
        #expect(keys(text) == [.character(Character(text))])
    }

    @Test func multiByteCharacterCompletesOnlyOnItsLastByte() {
        var parser = KeyParser()
        let bytes = Array("д".utf8)
        #expect(parser.feed(bytes[0]) == [])
        #expect(parser.isAwaitingMore)
        #expect(parser.feed(bytes[1]) == [.character("д")])
        #expect(!parser.isAwaitingMore)
    }

    @Test func russianWordIsOneKeyPerLetter() {
        #expect(keys("да") == [.character("д"), .character("а")])
    }

    @Test func enterIsCarriageReturnOrLineFeedButNotBoth() {
        #expect(keys([0x0D]) == [.enter])
        #expect(keys([0x0A]) == [.enter])
        #expect(keys([0x0D, 0x0A]) == [.enter])
        #expect(keys([0x0A, 0x0A]) == [.enter, .enter])
        #expect(keys([0x0D, 0x0D]) == [.enter, .enter])
    }

    @Test func controlKeys() {
        #expect(keys([0x7F, 0x08, 0x09, 0x04]) == [.backspace, .backspace, .tab, .controlD])
    }

    @Test func otherControlBytesAreNotKeys() {
        #expect(keys([0x02, 0x00, 0x07, UInt8(ascii: "a")]) == [.character("a")])
    }

    @Test func ctrlAAndCtrlEAreHomeAndEnd() {
        #expect(keys([0x01, 0x05]) == [.home, .end])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[3~", .delete), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1;5A", .up),
    ])
    func escapeSequences(_ sequence: String, _ key: Key) {
        #expect(keys(Array(sequence.utf8), flush: false) == [key])
    }

    @Test func loneEscapeWaitsForFlush() {
        var parser = KeyParser()
        #expect(parser.feed(0x1B) == [])
        #expect(parser.isAwaitingMore)
        #expect(parser.flush() == [.escape])
        #expect(parser.flush() == [])
    }

    @Test func escapeFollowedByALetterIsBothKeys() {
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
        #expect(keys([0x1B, 0x1B], flush: false) == [.escape])
        #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
    }

    @Test func cutOffSequenceFlushesAsWhatWasTyped() {
        #expect(keys("\u{1B}[") == [.escape, .character("[")])
        #expect(keys("\u{1B}O") == [.escape, .character("O")])
    }

    @Test func unknownSequencesAreDropped() {
        #expect(keys("\u{1B}[15~x") == [.character("x")])
        #expect(keys("\u{1B}[Zx") == [.character("x")])
    }

    @Test func malformedSequenceLetsTheNextByteThrough() {
        #expect(keys([0x1B, UInt8(ascii: "["), 0x0D]) == [.enter])
    }

    @Test func keysFollowingASequenceStillArrive() {
        #expect(keys("\u{1B}[Ay") == [.up, .character("y")])
    }

    @Test func invalidUTF8BecomesReplacementCharacter() {
        #expect(keys([0xFF, UInt8(ascii: "a")]) == [.character("\u{FFFD}"), .character("a")])
        #expect(keys([0xD0, UInt8(ascii: "a")]) == [.character("\u{FFFD}"), .character("a")])
        #expect(keys([0xD0]) == [.character("\u{FFFD}")])
    }

    @Test func c1ControlCharactersAreDropped() {
        #expect(keys([0xC2, 0x9B, UInt8(ascii: "a")]) == [.character("a")])
    }
}
