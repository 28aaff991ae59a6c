import Foundation
import MillionaireMode
import Testing

@testable import QuizPlatform

/// Every defaulting rule of `play`, one at a time.
@Suite struct PlayPlanTests {
    /// 2026-11-22 12:00 UTC.
    private static let today = Date(timeIntervalSince1970: 1_795_348_800)

    /// A classic round's plan.
    private func plan(
        _ options: PlayOptions = PlayOptions(), settings: Settings = Settings(), interactive: Bool = true, json: Bool = false
    ) -> PlayPlan {
        plan(ClassicRound(), options, settings: settings, interactive: interactive, json: json)
    }

    private func plan(
        _ mode: any GameMode, _ options: PlayOptions = PlayOptions(), settings: Settings = Settings(),
        interactive: Bool = true, json: Bool = false
    ) -> PlayPlan {
        PlayPlan(
            mode: mode, options: options, settings: settings,
            circumstances: .init(isInteractive: interactive, json: json, today: Self.today, randomSeed: 77, language: .ru))
    }

    @Test func theModeGivesTheDefaultSourceAndCount() {
        #expect(plan(YesNoRound()).request.source == "movies")
        #expect(plan(ClassicRound()).request.source == "trivia")
        #expect(plan(ReviewRound()).request.source == "review")
        #expect(plan(YesNoRound()).request.count == 10)
        let asked = plan(YesNoRound(), PlayOptions(source: "custom", count: 4)).request
        #expect(asked.source == "custom" && asked.count == 4)
        #expect(asked.mode == .yesno && asked.language == .ru)
    }

    @Test func theFeedbackDelayIsTheSettingOnATerminalOnly() {
        var settings = Settings()
        settings.feedbackDelay = 2.5
        #expect(plan(settings: settings).delay == 2.5)
        #expect(plan(settings: settings, interactive: false).delay == 0)
        #expect(plan(settings: settings, json: true).delay == 0)
        #expect(plan(PlayOptions(delay: 0.25), settings: settings, interactive: false).delay == 0.25)
    }

    @Test func theOrderIsAskedThenSetThenRandomAndTheDailyForcesRandom() {
        var settings = Settings()
        settings.order = .sequential
        #expect(plan(settings: settings).request.order == .sequential)
        #expect(plan(PlayOptions(order: .random), settings: settings).request.order == .random)
        #expect(plan(PlayOptions(order: .sequential, daily: true), settings: settings).request.order == .random)
    }

    @Test func theSeedIsAskedOrTheDaysOrDrawn() {
        let drawn = plan()
        #expect(drawn.fixedSeed == nil && drawn.request.seed == 77 && drawn.request.daily == nil)
        #expect(drawn.nextRequest(after: drawn.request, seed: { 78 }).seed == 78)
        let seeded = plan(PlayOptions(seed: 5))
        #expect(seeded.request.seed == 5 && seeded.nextRequest(after: seeded.request, seed: { 78 }).seed == 5)
        let daily = plan(PlayOptions(daily: true))
        #expect(daily.request.daily == "2026-11-22")
        #expect(daily.request.seed == GameRequest.dailySeed(for: "2026-11-22") && daily.fixedSeed == daily.request.seed)
    }

    @Test func aTimerOfZeroIsNoLimit() {
        #expect(plan().request.timer == nil)
        #expect(plan(PlayOptions(timer: 0)).request.timer == nil)
        #expect(plan(PlayOptions(timer: 6)).request.timer == 6)
    }

    @Test func aPartyAllowsItsOwnTimeUnlessAskedAndALadderNone() {
        #expect(plan(PartyRound()).request.timer == PartyScoring.untimedSeconds)
        #expect(plan(PartyRound(), PlayOptions(timer: 45)).request.timer == 45)
        #expect(plan(PartyRound(), PlayOptions(timer: 0)).request.timer == nil, "0 is no limit, asked for")
        #expect(plan(MillionaireLadder()).request.timer == nil)
    }

    /// The start screen shows `defaults` for what the player left unset:
    /// they must be what a plan of nothing asked takes.
    @Test(arguments: [ModeKind.yesno, .classic, .review, .party])
    func theDefaultsAreWhatAPlanTakes(kind: ModeKind) {
        let mode: any GameMode =
            switch kind {
            case .yesno: YesNoRound()
            case .classic: ClassicRound()
            case .review: ReviewRound()
            default: PartyRound()
            }
        var settings = Settings()
        settings.difficulty = .hard
        let defaults = PlayPlan.defaults(for: mode, source: nil, settings: settings)
        let planned = plan(mode, settings: settings, interactive: false)
        #expect(defaults.source == planned.request.source)
        #expect(defaults.count == planned.request.count)
        #expect((defaults.timer == 0 ? nil : defaults.timer) == planned.request.timer)
        #expect(defaults.difficulty == planned.difficulty)
    }

    @Test func theDifficultyIsAskedOrSetAndFilters() {
        var settings = Settings()
        settings.difficulty = .hard
        #expect(plan(settings: settings).difficulty == .hard)
        #expect(plan(settings: settings).request.difficulty == .hard)
        #expect(plan(PlayOptions(difficulty: .any), settings: settings).request.difficulty == nil)
    }

    @Test func theFilterStepIsForAClassicTriviaRoundOnATerminalWithoutFilters() {
        #expect(plan(ClassicRound()).needsFilterStep)
        #expect(!plan(ClassicRound(), interactive: false).needsFilterStep)
        #expect(!plan(ClassicRound(), json: true).needsFilterStep)
        #expect(!plan(ClassicRound(), PlayOptions(count: 5)).needsFilterStep)
        #expect(!plan(ClassicRound(), PlayOptions(daily: true)).needsFilterStep)
        #expect(!plan(ClassicRound(), PlayOptions(source: "custom")).needsFilterStep)
        #expect(!plan(YesNoRound()).needsFilterStep && !plan(ReviewRound()).needsFilterStep)
    }

    @Test func aTerminalGameIsInteractiveWithoutJSON() {
        #expect(plan().isOnTerminal)
        #expect(!plan(interactive: false).isOnTerminal)
        #expect(!plan(json: true).isOnTerminal)
    }
}
