import QuizPlatform

/// Where messages that arise away from any screen go: a damaged file moved
/// aside, a warning from a source. Each carries its own localised words; the
/// notifier says them in the player's language and colours.
struct Notifier: Sendable {
    var notify: @Sendable (LocalizedText) -> Void

    init(notify: @escaping @Sendable (LocalizedText) -> Void) {
        self.notify = notify
    }
}
