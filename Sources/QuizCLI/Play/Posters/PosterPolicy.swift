import QuizPlatform

/// The one decision whether posters are drawn as images, and how.
///
/// Never for a script (output not a terminal), `--json`, accessible mode
/// or `NO_COLOR` (a plain-text request a picture would break), nor with
/// `posters off`. `auto` draws them only where the terminal was found to
/// show them (its environment and its answer to a query); `on` also where
/// only the environment says so, and tries iTerm2's inline images where it
/// says nothing.
enum PosterPolicy {
    static func imageProtocol(
        setting: PosterSetting, accessible: Bool, json: Bool, outputIsTerminal: Bool, environment: [String: String],
        detected: () -> ImageProtocol?
    ) -> ImageProtocol? {
        guard setting != .off, !accessible, !json, outputIsTerminal else { return nil }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return nil }
        switch setting {
        case .off: return nil
        case .auto: return detected()
        case .on: return detected() ?? GraphicsSupport.candidate(environment: environment) ?? .inlineImages
        }
    }
}
