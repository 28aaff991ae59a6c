import Foundation
import QuizPlatform
import Testing

@Suite struct TypedAnswerTests {
    @Test(arguments: [
        ("paris", "Paris"), ("Sao Paulo", "São Paulo"), ("елка", "Ёлка"), ("  new-york!", "New York"), ("Angstrom", "Ångström"),
        ("uber", "Über"), ("facade", "Façade"), ("Sa\u{0303}o", "São"), ("1945", "1945"),
    ])
    func caseDiacriticsSpacesAndPunctuationDoNotCount(typed: String, expected: String) {
        #expect(TypedAnswer.judge(typed, expected: expected) == .right)
    }

    @Test(arguments: [("Pariss", "Paris"), ("Pars", "Paris"), ("Parus", "Paris"), ("Москв", "Москва"), ("Madird", "Madrid")])
    func oneEditOffInFiveLettersOrMoreIsAlmost(typed: String, expected: String) {
        let verdict = TypedAnswer.judge(typed, expected: expected)
        // A swap of two letters is two edits: wrong.
        #expect(verdict == (typed == "Madird" ? .wrong : .almost), "\(typed)")
    }

    @Test(arguments: [("Ro", "Rome"), ("Rom", "Rome"), ("", "Paris"), ("Berlin", "Paris"), ("Йорк", "Иорк")])
    func shortAnswersMustBeExactAndOthersAreWrong(typed: String, expected: String) {
        #expect(TypedAnswer.judge(typed, expected: expected) == .wrong, "\(typed) for \(expected)")
    }

    @Test func verdictsGradeAsAnkiWould() {
        #expect([TypedAnswer.Verdict.right, .almost, .wrong].map(\.rating) == [.good, .hard, .again])
    }

    @Test func theTypedFlagIsNotPartOfAQuestionsJSON() throws {
        var question = Question(id: "t", text: "Front", options: ["Back", "x"], correctIndex: 0)
        question.asksTyped = true
        let encoded = try JSONEncoder().encode(question)
        #expect(!String(decoding: encoded, as: UTF8.self).contains("asksTyped"))
        #expect(try JSONDecoder().decode(Question.self, from: encoded).asksTyped == false, "a JSON question is asked as its round asks")
    }
}
