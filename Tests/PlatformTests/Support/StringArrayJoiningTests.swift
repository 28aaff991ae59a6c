import Testing

@testable import QuizPlatform

/// Arrays of strings are joined by our own `joined(separator:)` (it spares
/// start-up a scan of every conformance); it must give what the standard
/// library's gives.
@Suite struct StringArrayJoiningTests {
    @Test(arguments: [[], [""], ["one"], ["", ""], ["a", "b", "c"], ["Точность", "🎬", "漢字", "\u{1B}[1m"]])
    func joiningGivesWhatTheStandardLibraryGives(parts: [String]) {
        for separator in ["", " · ", "\n", "  "] {
            #expect(parts.joined(separator: separator) == Self.standardJoined(parts, separator: separator))
        }
        #expect(parts.joined() == Self.standardJoined(parts, separator: ""))
    }

    /// The standard library's, reached through a slice (ours is on arrays only).
    private static func standardJoined(_ parts: [String], separator: String) -> String {
        parts[...].joined(separator: separator)
    }
}
