import FoundationEssentials
import QuizPlatform

/// One thing wrong with a pack file, where it is.
public struct PackProblem: Sendable, Hashable {
    /// The file as the player named it, so the message points where they look.
    public var file: String
    /// 1-based; nil when the problem is the file as a whole (unreadable, unknown format).
    public var line: Int?
    public var reason: LocalizedText

    public init(file: String, line: Int?, reason: LocalizedText) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `FILE:LINE: reason`, the shape compilers and linters use.
    public var text: LocalizedText {
        let place = line.map { "\(file):\($0)" } ?? file
        return LocalizedText(en: "\(place): \(reason.en)", ru: "\(place): \(reason.ru)")
    }
}
