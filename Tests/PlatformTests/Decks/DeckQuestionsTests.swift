import Foundation
import Testing

@testable import QuizPlatform

@Suite struct DeckQuestionsTests {
    private func deck(_ pairs: [(String, String)]) -> StoredDeck {
        let cards = pairs.enumerated().map { StoredCard(id: "c\($0.offset)", front: $0.element.0, back: $0.element.1) }
        return StoredDeck(summary: DeckSummary(name: "D", cardCount: cards.count, importedAt: Date(timeIntervalSince1970: 0)), cards: cards)
    }

    @Test func distractorsAreOfTheSameKindAndNearInLengthFirst() {
        let pool = DistractorPool(answers: [
            "1969", "1914", "2001", "42", "the cat", "dog", "a very long definition of something quite different",
        ])
        var random = SplitMix64(seed: 1)
        let forYear = pool.distractors(for: "1969", count: 3, using: &random)
        #expect(Set(forYear) == ["1914", "2001", "42"])
        let forWord = pool.distractors(for: "cat", count: 2, using: &random)
        #expect(Set(forWord) == ["the cat", "dog"])
        let filled = pool.distractors(for: "dog", count: 5, using: &random)
        #expect(filled.count == 5 && !filled.contains("dog"), "the other kinds fill in when one kind runs out")
        #expect(Set(filled.prefix(1)) == ["the cat"], "its own kind first")
    }

    /// An Anki typed-answer card is asked typed in any review (`Question.asksTyped`); the others by their options.
    @Test func aTypedAnswerCardAsksItsAnswerTyped() throws {
        var cards = (0..<4).map { StoredCard(id: "c\($0)", front: "q\($0)", back: "a\($0)") }
        cards[0].kind = .typed
        let deck = StoredDeck(summary: DeckSummary(name: "D", cardCount: 4, importedAt: Date(timeIntervalSince1970: 0)), cards: cards)
        var random = SplitMix64(seed: 1)
        let questions = DeckQuestions(deck: deck)
        #expect(try #require(questions.choice(cards[0], using: &random)).asksTyped)
        #expect(try #require(questions.choice(cards[1], using: &random)).asksTyped == false)
    }

    @Test func theSameSeedGivesTheSameOptions() {
        let questions = DeckQuestions(deck: deck((0..<30).map { ("q\($0)", "answer \($0)") }))
        var first = SplitMix64(seed: 9)
        var second = SplitMix64(seed: 9)
        let a = questions.questions(format: .choice, count: 10, order: .random, language: .en, using: &first)
        let b = questions.questions(format: .choice, count: 10, order: .random, language: .en, using: &second)
        #expect(a == b)
        #expect(a.allSatisfy { $0.options.count == 4 && $0.correctIndex == 0 && Set($0.options).count == 4 })
        #expect(a.allSatisfy { $0.options[0] == "answer " + $0.text.dropFirst() }, "the right answer is the card's own")
    }

    @Test func yesNoRoundsAreHalfTrueAndKeepTheCardID() {
        let questions = DeckQuestions(deck: deck((0..<12).map { ("q\($0)", "a\($0)") }))
        var random = SplitMix64(seed: 3)
        let asked = questions.questions(format: .yesNo, count: 10, order: .sequential, language: .ru, using: &random)
        #expect(asked.count == 10)
        #expect(asked.count { $0.correctIndex == 0 } == 5)
        #expect(asked.allSatisfy { $0.options == ["Да", "Нет"] && $0.id.hasPrefix("c") && $0.shaped(as: .yesNo) != nil })
        #expect(asked[0].text.contains("q0"))
    }

    @Test func aDeckWithOneAnswerMakesNoChoiceQuestion() {
        let questions = DeckQuestions(deck: deck([("a", "same"), ("b", "Same")]))
        var random = SplitMix64(seed: 1)
        #expect(questions.questions(format: .choice, count: 2, order: .sequential, language: .en, using: &random).isEmpty)
        #expect(questions.questions(format: .fourOptions, count: 2, order: .sequential, language: .en, using: &random).isEmpty)
    }
}
