import QuizPlatform
import Testing

@testable import MovieRatingSource

/// The byte-level row parsing the dataset import runs on every line.
@Suite struct TSVTableTests {
    static func withField<T>(_ text: String, _ body: (TSVTable.Field) throws -> T) rethrows -> T {
        try Array(text.utf8).withUnsafeBufferPointer { try body($0) }
    }

    /// Counted eight bytes at a time: tabs at every offset of a word and
    /// in the tail, next to bytes one bit away from a tab (0x08, 0x0B, 0x89)
    /// and UTF-8's high bytes, must all count as a byte loop counts them.
    @Test func countsTabsAsAByteLoopDoes() {
        let alphabet: [UInt8] = [0x09, 0x08, 0x0B, 0x89, 0x19, 0x00, 0xFF, 0xC3, 0xA9, UInt8(ascii: "a")]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for length in 0...70 {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    return alphabet[Int(state >> 33) % alphabet.count]
                }
                let expected = bytes.filter { $0 == 0x09 }.count
                #expect(bytes.withUnsafeBufferPointer { TSVTable.tabs(in: $0) } == expected, "\(bytes)")
            }
        }
        #expect(Array(repeating: UInt8(0x09), count: 33).withUnsafeBufferPointer { TSVTable.tabs(in: $0) } == 33)
    }

    @Test func findsAFieldByPositionWithoutSplitting() throws {
        let header = try Self.withField("tconst\ttitleType\tprimaryTitle") {
            try TSVTable(header: $0, path: "b.tsv", required: ["primaryTitle", "tconst"])
        }
        #expect(header.positions == [2, 0])
        let fields = Self.withField("tt0000001\t\\N\t\"Quoted\" Title") { line in
            (0..<3).map { String(decoding: TSVTable.field($0, of: line), as: UTF8.self) }
        }
        #expect(fields == ["tt0000001", "\\N", "\"Quoted\" Title"])
        #expect(Self.withField("\t\t") { line in (0..<3).map { TSVTable.field($0, of: line).count } } == [0, 0, 0])
    }

    @Test func aRowWithTooFewOrTooManyFieldsIsABadLine() throws {
        let table = try Self.withField("a\tb\tc") { try TSVTable(header: $0, path: "r.tsv", required: ["a"]) }
        try Self.withField("1\t2\t3") { try table.checkWidth(of: $0, number: 2) }
        #expect(throws: IMDbDatasetError.badLine(path: "r.tsv", line: 3, reason: Strings.datasetFieldCount(expected: 3, found: 2))) {
            try Self.withField("1\t2") { try table.checkWidth(of: $0, number: 3) }
        }
        #expect(throws: IMDbDatasetError.badLine(path: "r.tsv", line: 4, reason: Strings.datasetFieldCount(expected: 3, found: 4))) {
            try Self.withField("1\t2\t3\t") { try table.checkWidth(of: $0, number: 4) }
        }
    }
}
