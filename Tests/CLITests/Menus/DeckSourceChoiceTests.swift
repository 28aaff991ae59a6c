import Foundation
import QuizPlatform
import Testing

@testable import QuizCLI

/// Every mode's source picker offers each deck you imported.
@MainActor
@Suite struct DeckSourceChoiceTests {
    @Test(arguments: [ModeKind.yesno, .classic, .millionaire])
    func eachDeckIsOfferedByEveryModesPicker(mode: ModeKind) throws {
        let environment = AppEnvironment.test(folder: TestData.temporaryFolder(), terminal: ScriptedTerminal())
        let cards = (1...6).map { DeckCard(front: "term \($0)", back: "definition \($0)") }
        try environment.stores.decks.save(ImportedDeck(name: "Biology", cards: cards), at: Date(timeIntervalSince1970: 0))
        try environment.stores.decks.save(ImportedDeck(name: "One card", cards: [cards[0]]), at: Date(timeIntervalSince1970: 0))
        let choices = SourceChoice.all(for: mode, in: environment)
        let decks = choices.filter { $0.name.hasPrefix(DeckSource.prefix) }
        #expect(decks.map(\.name) == ["deck:Biology"], "a deck of one card has nothing to ask")
        #expect(decks.first?.label(.ru) == "Колода: Biology (6 карточек)")
    }
}
