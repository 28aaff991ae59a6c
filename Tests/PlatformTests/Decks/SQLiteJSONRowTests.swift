import Foundation
import Testing

@testable import QuizPlatform

/// Rows of `sqlite3 -list` printing `json_object(…)` are read by hand;
/// JSONDecoder is the reference, and reads whatever the hand reader is not
/// sure of.
@Suite struct SQLiteJSONRowTests {
    private static func decoded(_ line: String) throws -> [String: SQLiteJSONRow.Value] {
        try JSONDecoder().decode([String: SQLiteJSONRow.Value].self, from: Data(line.utf8))
    }

    private static func columns(_ row: SQLiteJSONRow) -> [String: SQLiteJSONRow.Value] {
        Dictionary(uniqueKeysWithValues: row.columns.map { ($0.name, $0.value) })
    }

    /// As sqlite3 writes them: control characters as \u00XX, the field
    /// separator 0x1F among them, other text as raw UTF-8.
    static let lines = [
        #"{"guid":"Ab+/c","mid":1342697561419,"flds":"front\u001fback","did":1}"#,
        #"{"guid":null,"mid":-5,"flds":"tab\tquote\" backslash\\ slash\/ é 🎉 \u0001","did":null}"#,
        #"{"id":"1342697561419","type":1}"#,
        #"{"ver":11}"#,
        #"{}"#,
        #"{"name":"Deck\u001fChild","id":0}"#,
    ]

    @Test(arguments: lines) func readsWhatJSONDecoderReads(line: String) throws {
        let row = try #require(SQLiteJSONRow(line: Data(line.utf8)))
        #expect(Self.columns(row) == (try Self.decoded(line)))
    }

    @Test func columnsAreTypedAndLookedUpByName() throws {
        let row = try #require(SQLiteJSONRow(line: Data(Self.lines[0].utf8)))
        #expect(row.text("guid") == "Ab+/c")
        #expect(row.integer("mid") == 1_342_697_561_419)
        #expect(row.text("flds") == "front\u{1F}back")
        #expect(row.integer("flds") == nil && row.text("mid") == nil && row.text("missing") == nil)
        let nulls = try #require(SQLiteJSONRow(line: Data(Self.lines[1].utf8)))
        #expect(nulls.value("guid") == .null && nulls.text("guid") == nil && nulls.integer("did") == nil)
    }

    /// Forms the hand reader leaves alone still read, through JSONDecoder.
    @Test func otherFormsAreLeftToJSONDecoder() throws {
        let huge = try #require(SQLiteJSONRow(line: Data(#"{"id":9223372036854775807}"#.utf8)))
        #expect(huge.integer("id") == .max)
        let real = try #require(SQLiteJSONRow(line: Data(#"{"type":1.5,"name":"x"}"#.utf8)))
        #expect(real.value("type") == .other && real.text("name") == "x")
        let spaced = try #require(SQLiteJSONRow(line: Data(#" { "ver" : 11 } "#.utf8)))
        #expect(spaced.integer("ver") == 11)
        let escapedKey = try #require(SQLiteJSONRow(line: Data(#"{"v\u0065r":18}"#.utf8)))
        #expect(escapedKey.integer("ver") == 18)
        for line in ["", "[1]", "null", #"{"ver":11"#, #"{"ver":11} {}"#] {
            #expect(SQLiteJSONRow(line: Data(line.utf8)) == nil, "\(line)")
        }
    }
}
