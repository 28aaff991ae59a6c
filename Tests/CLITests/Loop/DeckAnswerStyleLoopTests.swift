import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// A deck answered its own way (`decks set NAME --answer-by`) in a review
/// of other cards: each card on the loop is asked as its deck says, the
/// rest as the session does, and a typed-answer card is always typed.
@MainActor
@Suite struct DeckAnswerStyleLoopTests {
    private let flip = FlipCards { _, now in ReviewCard().nextDue(at: now) }

    private func questions(_ language: Language) -> [Question] {
        let own = Question(
            id: "own", text: language == .ru ? "Самая большая планета?" : "Largest planet?", options: ["Jupiter", "Mars"], correctIndex: 0)
        let deckCard = Question(id: "deck-card", text: "会", options: ["meeting", "same"], correctIndex: 0)
        var typedCard = Question(id: "typed-card", text: "同", options: ["same", "meeting"], correctIndex: 0)
        typedCard.asksTyped = true
        return [own, deckCard, typedCard]
    }

    @Test func theSessionsStyleTheDecksAndTheCardsOwnInThatOrder() {
        var setup = RoundSetup(delay: 0, verbose: false, language: .en, style: Style(enabled: false), clock: ManualClock().wallClock)
        setup.deckStyles = ["deck-card": .flip, "typed-card": .flip]
        let (own, deckCard, typedCard) = (questions(.en)[0], questions(.en)[1], questions(.en)[2])
        // No schedules to show grades with: a flip deck's cards are asked by their options.
        #expect(setup.answerStyle(of: deckCard) == .options)
        setup.flip = flip
        #expect(setup.answerStyle(of: own) == .options)
        #expect(setup.answerStyle(of: deckCard) == .flip)
        #expect(setup.answerStyle(of: typedCard) == .typed, "a typed-answer card is typed whatever its deck says")
        setup.answerStyle = .typed
        #expect(setup.answerStyle(of: own) == .typed)
        #expect(setup.answerStyle(of: deckCard) == .flip, "the deck's own style over the session's")
    }

    @Test(
        arguments: [Language.en, .ru],
        [TerminalSize(columns: 40, rows: 15), TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)])
    func aFlipDeckAmongQuestionsAnsweredByOptions(language: Language, size: TerminalSize) {
        var bench = RoundBench(
            .review, questions: questions(language), language: language, flip: flip, answerStyle: .options, deckStyles: ["deck-card": .flip]
        )
        let first = bench.frame(size.columns, size.rows).text
        #expect(first.contains("Jupiter"), "your own question shows its options: \(first)")
        #expect(!first.contains(Strings.flipKeysFront(language)))
        bench.press("1")
        let front = bench.frame(size.columns, size.rows).text
        #expect(front.contains("会") && !front.contains("meeting"), "the deck's card shows its front alone: \(front)")
        bench.press(" ")
        let back = bench.frame(size.columns, size.rows).text
        #expect(back.contains("meeting"), "turned over: \(back)")
        bench.press("4")
        #expect(bench.state.session.answers.map(\.rating) == [nil, .easy])
        let typed = bench.frame(size.columns, size.rows).text
        #expect(typed.contains("同") && !typed.contains("[1]"), "the typed-answer card asks for the answer typed: \(typed)")
        bench.press("same")
        bench.send(.key(.enter))
        #expect(bench.state.session.answers.map(\.isCorrect) == [true, true, true])
    }
}
