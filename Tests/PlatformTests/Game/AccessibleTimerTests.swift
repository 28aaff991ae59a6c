import Foundation
import Testing

@testable import QuizPlatform

/// `accessible-timer`: in accessible mode a time limit is off, doubled (the default) or kept.
@Suite struct AccessibleTimerTests {
    private func timer(_ asked: Double?, _ setting: AccessibleTimer = .double, accessible: Bool) -> Double? {
        var settings = Settings()
        settings.accessibleTimer = setting
        var circumstances = PlayPlan.Circumstances(
            isInteractive: true, json: false, today: Date(timeIntervalSince1970: 0), randomSeed: 1, language: .en)
        circumstances.accessible = accessible
        return PlayPlan(mode: ClassicRound(), options: PlayOptions(timer: asked), settings: settings, circumstances: circumstances)
            .request.timer
    }

    @Test func outsideAccessibleModeTheLimitIsAsAsked() {
        #expect(timer(15, .off, accessible: false) == 15)
        #expect(timer(0, accessible: false) == nil)
    }

    @Test func inAccessibleModeTheSettingDecides() {
        #expect(Settings().accessibleTimer == .double)
        #expect(timer(15, accessible: true) == 30)
        #expect(timer(15, .same, accessible: true) == 15)
        #expect(timer(15, .off, accessible: true) == nil)
        #expect(timer(0, accessible: true) == nil, "no limit asked, none given")
        #expect(timer(nil, accessible: true) == nil)
    }

    @Test func settingsWithoutTheNewKeysStillLoad() throws {
        let settings = try JSONDecoder().decode(Settings.self, from: Data(#"{"order":"sequential"}"#.utf8))
        #expect(!settings.accessible && settings.accessibleTimer == .double)
        let saved = try JSONEncoder().encode(
            {
                var s = Settings()
                s.accessible = true
                s.accessibleTimer = .same
                return s
            }())
        let loaded = try JSONDecoder().decode(Settings.self, from: saved)
        #expect(loaded.accessible && loaded.accessibleTimer == .same)
    }
}
