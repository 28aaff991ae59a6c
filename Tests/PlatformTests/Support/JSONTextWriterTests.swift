import Foundation
import Testing

@testable import QuizPlatform

/// `JSONTextWriter.append(string:)` looks for the bytes to escape eight at
/// a time; each one, at every position of a word and past the last whole
/// word, must come out as JSONEncoder writes it.
@Suite struct JSONTextWriterTests {
    static let specials: [Unicode.Scalar] =
        (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + ["\"", "\\", "/", "\u{7F}", "é", "\u{2028}", "🎉", "!", "#", " "]

    @Test(arguments: specials) func eachByteIsEscapedAsJSONEncoderDoesWherever(_ special: Unicode.Scalar) throws {
        let encoder = JSONCoding.encoder()
        for length in [1, 7, 8, 9, 17, 24] {
            for position in 0..<length {
                var scalars = String.UnicodeScalarView(repeating: "a", count: length)
                scalars.replaceSubrange(
                    scalars.index(scalars.startIndex, offsetBy: position)...scalars.index(scalars.startIndex, offsetBy: position),
                    with: [special])
                let text = String(scalars)
                var written: [UInt8] = []
                JSONTextWriter.append(string: text, to: &written)
                let expected = Array(try encoder.encode([text]).dropFirst().dropLast())
                #expect(written == expected, "\(special.value) at \(position) of \(length)")
            }
        }
    }

    @Test func manyEscapesInARowAndAnEmptyString() throws {
        let text = String(repeating: "\"\\\n\u{01}", count: 9)
        for sample in [text, "", text + "tail", "head" + text] {
            var written: [UInt8] = []
            JSONTextWriter.append(string: sample, to: &written)
            #expect(written == Array(try JSONCoding.encoder().encode([sample]).dropFirst().dropLast()))
        }
    }
}
