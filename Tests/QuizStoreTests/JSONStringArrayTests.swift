import Foundation
import Testing

@testable import QuizStore

@Suite struct JSONStringArrayTests {
    static let lists: [[String]] = [
        [], [""], ["a", "b"], ["\"quoted\"", "back\\slash", "slash/", "new\nline", "tab\t", "\r", "\u{1}\u{1F}"],
        ["ёлка", "🎬", "日本語", "e\u{301}"],
    ]

    @Test(arguments: lists)
    func aListComesBackAsWrittenAndIsPlainJSON(list: [String]) throws {
        let text = JSONStringArray.encode(list)
        #expect(JSONStringArray.decode(text) == list)
        #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == list)
    }

    @Test func anyJSONArrayOfStringsIsRead() throws {
        #expect(JSONStringArray.decode(#" [ "a" , "\u00e9\ud83c\udfac\/" ] "#) == ["a", "é🎬/"])
        #expect(JSONStringArray.decode(try String(decoding: JSONEncoder().encode(["x\u{7}y"]), as: UTF8.self)) == ["x\u{7}y"])
    }

    @Test(arguments: ["", "[", "[1]", "[\"a\"", "[\"a\",]", "[\"a\"] x", "[\"\\x\"]", "[\"\\ud83c\"]", "{\"a\":1}", "[\"a\nb\"]"])
    func anythingElseIsRefused(text: String) {
        #expect(JSONStringArray.decode(text) == nil)
    }
}
