import MillionaireMode
import QuizPlatform
import Testing

/// What the ladder offers through `GameMode`, so presenters never check its type.
@Suite @MainActor struct MillionaireCapabilitiesTests {
    @Test func theLadderOffersItsPrizesAndLifelinesThroughTheMode() throws {
        let mode: any GameMode = MillionaireLadder()
        #expect(mode.prizeLadder.map(\.prize) == MillionaireLadder.prizes)
        #expect(mode.prizeLadder.filter(\.isSafeHaven).map(\.number) == [5, 10])
        #expect(mode.defaultSource == "trivia" && mode.defaultCount == 15 && !mode.asksForFilters)
        let session = MillionaireFixtures.session()
        let hints = try #require(mode.hintUsage(for: session))
        #expect(try hints.use(.phoneAFriend).hint == .phoneAFriend)
        #expect(session.usedLifelines == [.phoneAFriend])
        #expect(throws: LifelineError.alreadyUsed) { try hints.use(.phoneAFriend) }
    }

    @Test func theDifficultySettingTunesTheLadderOnly() throws {
        let ladder = try #require(MillionaireLadder().tuned(to: .hard) as? MillionaireLadder)
        #expect(ladder.difficulty == .hard)
        #expect(ClassicRound().tuned(to: .hard).kind == .classic)
    }

    @Test func plainRoundsOfferNoLifelinesAndNoLadder() {
        let session = MillionaireFixtures.session(rules: ClassicRound())
        #expect(ClassicRound().hintUsage(for: session) == nil && YesNoRound().hintUsage(for: session) == nil)
        #expect(ClassicRound().prizeLadder.isEmpty && ReviewRound().prizeLadder.isEmpty)
    }
}
