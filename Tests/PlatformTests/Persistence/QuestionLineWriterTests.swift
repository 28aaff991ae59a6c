import Foundation
import Testing

@testable import QuizPlatform

/// The bank's lines, written straight into the journal's piece: strings
/// escaped eight bytes at a time, and the common end of an import's
/// questions (date and pack) made once, are still what JSONEncoder writes.
@Suite struct QuestionLineWriterTests {
    /// Every byte JSON escapes, at every position of a string longer than
    /// two words, after ASCII and after a multi-byte scalar: a word test
    /// that missed one would leave it raw.
    @Test func everyEscapedByteIsFoundWhereverItLies() throws {
        let escaped = Array(0x00...0x1F) + [0x22, 0x5C]
        for prefix in ["", "é"] {
            for byte in escaped {
                for position in 0..<20 {
                    var scalars = Array(repeating: Character("a"), count: 20)
                    scalars[position] = Character(Unicode.Scalar(UInt8(byte)))
                    let text = prefix + String(scalars)
                    var written: [UInt8] = []
                    JSONTextWriter.append(string: text, to: &written)
                    #expect(written == Array(try Self.encoded(text)), "byte \(byte) at \(position)")
                }
            }
        }
    }

    @Test func plainAndEmptyStringsAreCopiedAsTheyAre() throws {
        for text in ["", "a", "1234567", "12345678", "123456789", "Привет, мир — 日本 🎉 / ~ \u{7F}", String(repeating: "xyz", count: 100)] {
            var written: [UInt8] = []
            JSONTextWriter.append(string: text, to: &written)
            #expect(written == Array(try Self.encoded(text)))
        }
    }

    /// One writer for questions of different dates and packs: each line is
    /// the encoder's, so the end made for one is not reused for another.
    @Test func eachQuestionGetsItsOwnDateAndPack() throws {
        let entry = PackEntry(text: "Which?", correct: "This", incorrect: ["That"], category: "Cat", difficulty: .medium)
        let dates = [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_700_000_001)]
        let questions = [
            CustomQuestion(entry: entry, createdAt: dates[0], pack: "one"),
            CustomQuestion(entry: entry, createdAt: dates[0], pack: "one"),
            CustomQuestion(entry: entry, createdAt: dates[0], pack: "two"),
            CustomQuestion(entry: entry, createdAt: dates[0], pack: nil),
            CustomQuestion(entry: entry, createdAt: dates[1], pack: nil),
            CustomQuestion(entry: entry, createdAt: dates[1], pack: "one"),
        ]
        var writer = QuestionLineWriter()
        for question in questions {
            var line: [UInt8] = []
            writer.append(question, to: &line)
            let expected = try JSONSerialization.jsonObject(with: JSONCoding.encoder().encode(question)) as? NSDictionary
            let written = try JSONSerialization.jsonObject(with: Data(line)) as? NSDictionary
            #expect(written != nil && written == expected)
        }
    }

    @Test func anIDIsWrittenAsItsUUIDString() {
        var generator = SplitMix64(seed: 15)
        for _ in 0..<200 {
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &bytes) { raw in
                for index in raw.indices { raw[index] = UInt8.random(in: .min ... .max, using: &generator) }
            }
            let id = UUID(uuid: bytes)
            var text: [UInt8] = [UInt8(ascii: "<")]
            id.appendText(to: &text)
            #expect(text == Array("<\(id.uuidString)".utf8))
        }
    }

    /// `text` as JSONEncoder writes a string with quizctl's settings.
    private static func encoded(_ text: String) throws -> Data {
        let array = try JSONCoding.encoder().encode([text])
        return array.dropFirst().dropLast()
    }
}
