import Testing

@testable import QuizPlatform

/// Characters that print nothing but hide, join or reorder text are dropped;
/// the Unicode line and paragraph separators become spaces (issue 14).
@Suite struct TerminalSafeHiddenTextTests {
    static let dropped: [UInt32] =
        Array(0x200B...0x200F) + Array(0x2060...0x2064) + [0xFEFF] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

    @Test(arguments: dropped)
    func dropsEachInvisibleFormatCharacter(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect("Pa\(Character(scalar))ris".terminalSafe == "Paris")
    }

    @Test(arguments: [0x2028, 0x2029] as [UInt32])
    func lineAndParagraphSeparatorsBecomeOneSpace(_ value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect("one\(Character(scalar))two".terminalSafe == "one two")
        #expect("one \(Character(scalar))\(Character(scalar))two".terminalSafe == "one two")
    }
}
