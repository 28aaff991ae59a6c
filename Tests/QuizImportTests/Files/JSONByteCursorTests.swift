import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

@Suite struct JSONByteCursorTests {
    /// The byte-by-byte rule `endOfPlainASCII` speeds up eight bytes at a time.
    private static func reference(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            index += 1
        }
        return index
    }

    @Test func theRunOfPlainASCIIEndsAtTheFirstSpecialByteWhereverItIs() {
        // Every byte that ends a run, and its neighbours, at every position
        // of two words, from every starting offset.
        let stoppers: [UInt8] = [0x00, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0xFF, 0x21, 0x23, 0x20, 0x5B, 0x5D]
        for stopper in stoppers {
            for position in 0..<20 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 20)
                bytes[position] = stopper
                for start in 0...position {
                    let found = bytes.withUnsafeBytes { JSONByteCursor.endOfPlainASCII($0, from: start) }
                    #expect(found == Self.reference(bytes, from: start), "byte \(stopper) at \(position) from \(start)")
                }
            }
        }
    }

    @Test func randomBuffersEndWhereTheByteRuleEnds() {
        var random = SplitMix64(seed: 5)
        let alphabet: [UInt8] = Array(0x20...0x7E) + [0x00, 0x09, 0x1F, 0x22, 0x5C, 0x80, 0xD0, 0xFF]
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                Bool.random(using: &random) ? UInt8(ascii: "x") : alphabet.randomElement(using: &random)!
            }
            let start = Int.random(in: 0...bytes.count, using: &random)
            let found = bytes.withUnsafeBytes { JSONByteCursor.endOfPlainASCII($0, from: start) }
            #expect(found == Self.reference(bytes, from: start), "\(bytes) from \(start)")
        }
    }

    /// The run's end is read from the word's lowest flag: a second special
    /// byte after the first (a borrow from it can flag its neighbour) must
    /// never move it.
    @Test func theFirstOfTwoSpecialBytesInAWordEndsTheRun() {
        let stoppers: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5C, 0x7F, 0x80, 0xA0, 0xFF]
        for first in stoppers {
            for second in stoppers {
                for i in 0..<8 {
                    for j in 0..<12 where j != i {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 16)
                        bytes[i] = first
                        bytes[j] = second
                        let found = bytes.withUnsafeBytes { JSONByteCursor.endOfPlainASCII($0, from: 0) }
                        #expect(found == Self.reference(bytes, from: 0), "\(first) at \(i), \(second) at \(j)")
                    }
                }
            }
        }
    }

    /// What each string reader makes of one string's bytes.
    private static func read(_ text: [UInt8]) -> (plain: Range<Int>?, string: String?, skipped: Bool) {
        text.withUnsafeBytes { bytes in
            var plain = JSONByteCursor(bytes)
            var string = JSONByteCursor(bytes)
            var skipping = JSONByteCursor(bytes)
            return (plain.plainString(), string.string(), skipping.skipString())
        }
    }

    /// The three string readers share one scanner: a string is read by all
    /// or by none, and `plainString` gives up only on escapes.
    @Test func everyReaderAgreesOnAGoodString() {
        let strings: [(json: String, expected: String, plain: Bool)] = [
            (#""plain""#, "plain", true),
            (#""caf\#u{E9} \#u{1F600}""#, "caf\u{E9} \u{1F600}", true),
            (#""a\"b""#, "a\"b", false),
            (#""\u00e9t\u00e9""#, "\u{E9}t\u{E9}", false),
            (#""\ud83d\ude00""#, "\u{1F600}", false),
        ]
        for (json, expected, plain) in strings {
            let text = Array(json.utf8)
            let read = Self.read(text)
            #expect(read.string == expected, "\(json)")
            #expect(read.skipped, "\(json)")
            #expect(read.plain == (plain ? 1..<text.count - 1 : nil), "\(json)")
        }
    }

    /// Bad UTF-8 (a lone continuation byte, an overlong form, a surrogate),
    /// a raw control byte, a bad escape, a lone surrogate escape, no end.
    @Test func noReaderTakesABadString() {
        let strings: [[UInt8]] = [
            [0x22, 0x61, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0x61, 0x0A, 0x22],
            Array(#""a\qb""#.utf8), Array(#""\ud83d""#.utf8), Array(#""abc"#.utf8), [0x22, 0xE2, 0x82],
        ]
        for text in strings {
            let read = Self.read(text)
            #expect(read.plain == nil, "\(text)")
            #expect(read.string == nil, "\(text)")
            #expect(!read.skipped, "\(text)")
        }
    }

    /// `skipString` takes runs of two-byte letters two bytes a turn; it
    /// must still take exactly the strings `string()` reads, one sequence
    /// at a time: random mixes of Cyrillic, ASCII, longer sequences and
    /// broken ones (a lead at the end, a lead without its continuation, a
    /// continuation alone, C0 and C1 leads, escapes), whole and cut short.
    @Test func twoByteLettersAreTakenAsTheStringReaderTakesThem() {
        let pieces: [[UInt8]] = [
            Array("Кто".utf8), Array("написал".utf8), Array(" ".utf8), Array("№".utf8), Array("é".utf8), Array("😀".utf8),
            Array("ab".utf8), [0xD0], [0xD0, 0x41], [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xDF, 0xBF], [0xC2, 0x80],
            [0xD1, 0xC0], [0x5C, 0x22], [0x5C, 0x6E], Array("яЯ".utf8),
        ]
        var generator = SplitMix64(seed: 23)
        for _ in 0..<4_000 {
            var text: [UInt8] = [0x22]
            for _ in 0..<Int(generator.next() % 12) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            if generator.next() % 5 != 0 { text.append(0x22) }
            let read = Self.read(text)
            #expect(read.skipped == (read.string != nil), "\(text)")
        }
    }

    /// Names packed from a line's bytes match the tables' names exactly,
    /// wherever they lie in the buffer (whole words near its end are not
    /// loaded), and names of other lengths or bytes never match.
    @Test func packedNamesMatchOnlyTheSameName() throws {
        let names = ["id", "mode", "hints", "question", "correctAnswer", "walkAwayHints", "abcdefgh", "abcdefghi", "abcdefghijklmnop"]
        let packed = try names.map { try #require(PackedName($0.utf8)) }
        for (index, name) in names.enumerated() {
            for padding in [0, 1, 7, 20] {
                let bytes = Array(name.utf8) + Array(repeating: UInt8(ascii: "z"), count: padding)
                let read = bytes.withUnsafeBytes { PackedName($0, at: 0, count: name.utf8.count) }
                #expect(read == packed[index], "\(name) with \(padding) bytes after it")
                #expect(packed.filter { $0 == read }.count == 1)
            }
        }
        #expect(PackedName("abcdefghijklmnopq".utf8) == nil)
        #expect(PackedName([0x61, 0x00]) == nil)
        #expect(PackedName("ab".utf8) != PackedName("ba".utf8))
    }

    /// `null`, `true` and `false` are read as four-byte words: each is
    /// read only whole, at the end of the buffer too, and nothing like them is.
    @Test func literalsAreReadWholeOrNotAtAll() {
        /// What `null()` and `bool()` make of the whole of `text`.
        func read(_ text: String) -> (isNull: Bool, bool: Bool?) {
            Array(text.utf8).withUnsafeBytes { bytes in
                var null = JSONByteCursor(bytes)
                var bool = JSONByteCursor(bytes)
                let isNull = null.null() && null.isAtEnd()
                let value = bool.bool()
                return (isNull, bool.isAtEnd() ? value : nil)
            }
        }
        for text in ["null", " \n null "] {
            #expect(read(text).isNull && read(text).bool == nil, "\(text)")
        }
        #expect(read("true").bool == true && !read("true").isNull)
        #expect(read("\tfalse").bool == false && !read("\tfalse").isNull)
        for text in ["nul", "nulL", "Null", "tru", "True", "fals", "falsE", "falsy", "f", "", "\"null\"", "0"] {
            #expect(!read(text).isNull && read(text).bool == nil, "\(text)")
        }
    }
}
