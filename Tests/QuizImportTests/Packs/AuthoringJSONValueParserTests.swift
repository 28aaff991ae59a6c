import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// The fast pack parser gives JSONDecoder's value, or leaves the text to it.
@Suite struct AuthoringJSONValueParserTests {
    static let texts = [
        #"{"questions":[{"text":"Q?","correct":"A","incorrect":["B","C"],"category":null,"difficulty":"easy"}]}"#,
        #" { "a" : [ 1 , -2.5 , 3e2 , 0 , true , false , null , { } , [ ] ] , "b\u0041" : "\"\\\/\b\f\n\r\t\u00e9\ud83c\udf89" } "#,
        #"{"nested":{"deeper":[[["x"]]]},"unicode":"Ünïcödé — 日本 🎉","n":123456789012345}"#,
        #"[1,2,3]"#,
    ]

    @Test(arguments: texts) func givesWhatJSONDecoderGives(_ text: String) throws {
        let expected = try JSONCoding.decoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(JSONValueParser.parse(text) == expected)
    }

    @Test(arguments: [
        #"{"a":1,"a":2}"#, #"{"a":1"#, #"{"a":01}"#, #"{"a":"\ud800"}"#, #"{"a":1e999}"#, #"{a:1}"#, #"{"a":1} x"#, "",
        String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
    ])
    func leavesWhatItIsNotSureOfToTheDecoder(_ text: String) {
        #expect(JSONValueParser.parse(text) == nil)
    }
}
