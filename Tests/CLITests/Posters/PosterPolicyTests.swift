import QuizPlatform
import Testing

@testable import QuizCLI

/// The one decision: images only on a terminal, never for --json, accessible
/// mode, NO_COLOR or `posters off`; `auto` trusts only a confirmed terminal.
@Suite struct PosterPolicyTests {
    private func decide(
        _ setting: PosterSetting = .auto, accessible: Bool = false, json: Bool = false, terminal: Bool = true,
        environment: [String: String] = ["TERM_PROGRAM": "iTerm.app"], detected: ImageProtocol? = .inlineImages
    ) -> ImageProtocol? {
        PosterPolicy.imageProtocol(
            setting: setting, accessible: accessible, json: json, outputIsTerminal: terminal, environment: environment,
            detected: { detected })
    }

    @Test func autoFollowsTheDetectedTerminal() {
        #expect(decide() == .inlineImages)
        #expect(decide(detected: .kitty) == .kitty)
        #expect(decide(detected: nil) == nil)
    }

    @Test func onTrustsTheEnvironmentOrTriesInlineImages() {
        #expect(decide(.on, detected: nil) == .inlineImages)
        #expect(decide(.on, environment: ["TERM": "xterm-kitty"], detected: nil) == .kitty)
    }

    @Test func neverForScriptsJSONAccessibleNoColorOrOff() {
        #expect(decide(terminal: false) == nil)
        #expect(decide(json: true) == nil)
        #expect(decide(accessible: true) == nil)
        #expect(decide(environment: ["TERM_PROGRAM": "iTerm.app", "NO_COLOR": "1"]) == nil)
        #expect(decide(.off) == nil)
        #expect(decide(.on, terminal: false) == nil)
        #expect(decide(.on, environment: ["NO_COLOR": "1"]) == nil)
        #expect(decide(environment: ["TERM_PROGRAM": "iTerm.app", "NO_COLOR": ""]) == .inlineImages, "an empty NO_COLOR is unset")
    }

    @Test func thePostersSettingTakesAutoOnOff() {
        var settings = Settings()
        #expect(settings.posters == .auto && SettingKey.posters.value(in: settings) == "auto")
        #expect(SettingKey.posters.set("OFF", in: &settings) && settings.posters == .off)
        #expect(!SettingKey.posters.set("sometimes", in: &settings) && settings.posters == .off)
        #expect(SettingKey.posters.set("on", in: &settings) && settings.posters == .on)
    }
}
