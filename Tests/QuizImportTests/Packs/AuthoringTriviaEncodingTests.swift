import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// Open Trivia DB responses saved with `encode=url3986`, `encode=urlLegacy`
/// or `encode=base64` import as their authors wrote them (issue 14). The
/// fixtures are responses in the API's documented shape, encoded here the
/// way its PHP does (rawurlencode, urlencode, base64_encode).
@Suite struct AuthoringTriviaEncodingTests {
    struct Fields {
        var type: String
        var difficulty: String
        var category: String
        var question: String
        var correct: String
        var incorrect: [String]
    }

    static let plain = [
        Fields(
            type: "multiple", difficulty: "medium", category: "Science: Space",
            question: "Which Apollo mission was the first to land on the Moon?", correct: "Apollo 11",
            incorrect: ["Apollo 8", "Apollo 13", "Apollo 1"]),
        Fields(
            type: "boolean", difficulty: "easy", category: "Entertainment: Film",
            question: "\"Amélie\" is set in Paris & won 4 César awards, 100% true?", correct: "True", incorrect: ["False"]),
    ]

    static let expected = [
        PackEntry(
            text: "Which Apollo mission was the first to land on the Moon?", correct: "Apollo 11",
            incorrect: ["Apollo 8", "Apollo 13", "Apollo 1"], category: "Science: Space", difficulty: .medium),
        PackEntry(
            text: "\"Amélie\" is set in Paris & won 4 César awards, 100% true?", correct: "True", incorrect: ["False"],
            category: "Entertainment: Film", difficulty: .easy),
    ]

    /// A saved response: `{"response_code":0,"results":[…]}`, every field through `encode`.
    static func response(_ encode: (String) -> String) throws -> String {
        let results: [[String: Any]] = plain.map { fields in
            [
                "type": encode(fields.type), "difficulty": encode(fields.difficulty), "category": encode(fields.category),
                "question": encode(fields.question), "correct_answer": encode(fields.correct),
                "incorrect_answers": fields.incorrect.map(encode),
            ]
        }
        let data = try JSONSerialization.data(withJSONObject: ["response_code": 0, "results": results], options: [.prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }

    static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func rawURLEncode(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: unreserved)! }

    static func urlEncode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved.union(CharacterSet(charactersIn: " ")))!
            .replacingOccurrences(of: " ", with: "+")
    }

    static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    @Test func url3986IsDecoded() throws {
        let json = try Self.response(Self.rawURLEncode)
        #expect(json.contains("Which%20Apollo"))
        #expect(try Authoring.parse(json, .json).entries == Self.expected)
    }

    @Test func urlLegacyIsDecoded() throws {
        let json = try Self.response(Self.urlEncode)
        #expect(json.contains("Which+Apollo"))
        #expect(try Authoring.parse(json, .json).entries == Self.expected)
    }

    @Test func base64IsDecoded() throws {
        let json = try Self.response(Self.base64)
        #expect(try Authoring.parse(json, .json).entries == Self.expected)
    }

    @Test func theDefaultHTMLEntitiesStillDecode() throws {
        let json = try Self.response { HTMLEntitiesEncoding.encode($0) }
        #expect(try Authoring.parse(json, .json).entries == Self.expected)
    }

    @Test func aFieldNotInTheResponsesEncodingIsNamed() throws {
        var json = try Self.response(Self.base64)
        json = json.replacingOccurrences(of: Self.base64("Apollo 13"), with: "not base64!")
        #expect(
            Authoring.problems(json, .json, file: "saved.json").first?.hasSuffix(
                "incorrect_answers is not valid base64 text, the encoding the response's other fields use") == true)
    }
}

/// What Open Trivia DB's default does to a text: PHP's htmlspecialchars and entities.
enum HTMLEntitiesEncoding {
    static func encode(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#039;").replacingOccurrences(of: "é", with: "&eacute;")
    }
}
