import FactBank
import Foundation
import QuizPlatform
import Testing
import TriviaSource

@testable import QuizCLI

/// Issue 13's acceptance, in-process: questions written in the menu's
/// builder are played from the menu, and a Millionaire ladder is climbed
/// from the mix of yours with the built-in ones.
@MainActor
@Suite struct MenuAcceptanceTests {
    private let folder = TestData.temporaryFolder()

    private func text(_ localized: LocalizedText) -> String { localized(.en) }

    /// One question as the builder's form asks for it: text, right answer,
    /// one wrong answer, no second one, no category, no difficulty.
    private func form(_ question: String, _ right: String, _ wrong: String) -> [String] {
        [question, right, wrong, "", "", ""]
    }

    @Test func threeQuestionsFromTheBuilderArePlayedInAClassicGameOfYours() async throws {
        let questions = ["Which river flows through Paris?", "Which colour is the sky?", "How many legs has a spider?"]
        let lines = form(questions[0], "Seine", "Thames") + form(questions[1], "Blue", "Green") + form(questions[2], "Eight", "Six")
        // Add questions: three through the builder, save, read the report.
        let build = "a" + "a" + "a" + "s" + " "
        // Play · Classic · Questions: your questions (3rd) · Start · play the 3 there are; then every answer read off the card.
        let play = "p2" + "o3" + "s" + "y"
        let session = try MenuSession(folder: folder, typing: build + play, lines: lines).withoutFeedbackDelay()
        answerRight(
            session,
            known: [
                PackEntry(text: questions[0], correct: "Seine", incorrect: ["Thames"]),
                PackEntry(text: questions[1], correct: "Blue", incorrect: ["Green"]),
                PackEntry(text: questions[2], correct: "Eight", incorrect: ["Six"]),
            ])
        try await session.run()

        let picker = try #require(session.screens(showing: text(Strings.chooseSource)).first)
        #expect(picker.contains("3. " + text(Strings.sourceYours(3))))
        let game = try #require(try session.environment.stores.history.recent(limit: 1, mode: nil).first)
        #expect(game.mode == .classic && game.source == "custom" && game.total == 3)
        #expect(Set(game.answers.map(\.question)) == Set(questions))
        #expect(game.correct == 3)
    }

    @Test func millionaireFromTheMixClimbsAllFifteenSteps() async throws {
        let own = (1...3).map { number in
            PackEntry(
                text: "Own ladder question \(number)?", correct: "Right \(number)",
                incorrect: ["No \(number)a", "No \(number)b", "No \(number)c"])
        }
        let stores = AppEnvironment.test(folder: folder, terminal: ScriptedTerminal()).stores
        _ = try AddCommand.save(own, to: stores, at: Date(timeIntervalSince1970: 1_800_000_000))
        // Play · Millionaire · Questions: the mix (4th) · Start; then every answer read off the card.
        let session = try MenuSession(folder: folder, typing: "p3" + "o4" + "s").withoutFeedbackDelay()
        answerRight(session, known: Self.builtIn + own)
        try await session.run()

        let game = try #require(try session.environment.stores.history.recent(limit: 1, mode: nil).first)
        #expect(game.mode == .millionaire && game.source == MixSource.allName)
        #expect(game.total == 15 && game.correct == 15 && game.outcome == .completed)
        #expect(game.prize == 1_000_000)
        // All three of yours made it into the ladder.
        #expect(Set(own.map(\.text)).isSubset(of: Set(game.answers.map(\.question))))
    }

    @Test func millionaireWithTooFewOfYoursFillsTheLadderFromTheMixAndSaysSo() async throws {
        let own = [PackEntry(text: "My only question?", correct: "Mine", incorrect: ["Not a", "Not b", "Not c"])]
        let stores = AppEnvironment.test(folder: folder, terminal: ScriptedTerminal()).stores
        _ = try AddCommand.save(own, to: stores, at: Date(timeIntervalSince1970: 1_800_000_000))
        // Play · Millionaire · Questions: yours (3rd) · Start · read the notice; then answer.
        let session = try MenuSession(folder: folder, typing: "p3" + "o3" + "s" + " ").withoutFeedbackDelay()
        answerRight(session, known: Self.builtIn + own)
        try await session.run()

        let notice = text(Strings.ladderFilledFromMix(yours: 1, needed: 15))
        #expect(!session.screens(showing: String(notice.prefix(40))).isEmpty, "the notice is on screen")
        let game = try #require(try session.environment.stores.history.recent(limit: 1, mode: nil).first)
        #expect(game.source == MixSource.allName && game.total == 15)
        #expect(game.answers.contains { $0.question == "My only question?" })
    }

    /// Once the scripted keys run out: the right key on a question card,
    /// `q` anywhere else (no more games, then leave the menu); input ends
    /// after many keys, should a screen never change.
    /// Every question an offline game can deal: the written pack and the generated bank, in English.
    private static let builtIn =
        OfflineTriviaPack.entries(in: .en) + FactBank.questions.map { OfflineTriviaEntry($0).entry(in: .en) }

    private func answerRight(_ session: MenuSession, known: [PackEntry]) {
        var pressed = 0
        session.whenOutOfKeys = { screen in
            pressed += 1
            guard pressed < 100 else { return nil }
            return CardReader.rightKey(on: screen, among: known) ?? "q"
        }
    }
}
