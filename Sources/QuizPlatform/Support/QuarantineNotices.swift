import Synchronization

/// Where the stores of `Game.shared` report a damaged file they moved aside
/// (the Observer pattern): the CLI subscribes at start-up and tells the player.
public enum QuarantineNotices {
    private static let subscribers = Mutex<[QuarantineHandler]>([])

    public static func subscribe(_ handler: @escaping QuarantineHandler) {
        subscribers.withLock { $0.append(handler) }
    }

    @Sendable public static func post(_ notice: QuarantineNotice) {
        for handler in subscribers.withLock({ $0 }) { handler(notice) }
    }
}
