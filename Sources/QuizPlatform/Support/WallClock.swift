import FoundationEssentials
import Synchronization

/// The time, as a value tests can replace.
public struct WallClock: Sendable {
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let live = WallClock { Date() }

    /// A clock that starts at `start` and moves `step` seconds on each reading.
    public static func ticking(from start: Date, step: TimeInterval = 1) -> WallClock {
        let counter = Counter()
        return WallClock { start.addingTimeInterval(Double(counter.next()) * step) }
    }
}

private final class Counter: Sendable {
    private let value = Mutex(0)
    func next() -> Int {
        value.withLock { count in
            defer { count += 1 }
            return count
        }
    }
}
