import Synchronization

/// Carries the server's reports to the loop's queue, which exists only once
/// the loop does (the server is made first, to know its port).
final class RoomRelay: Sendable {
    private let post = Mutex<(@Sendable () -> Void)?>(nil)

    func connect(_ post: @escaping @Sendable () -> Void) { self.post.withLock { $0 = post } }

    func roomChanged() { post.withLock { $0 }?() }
}
