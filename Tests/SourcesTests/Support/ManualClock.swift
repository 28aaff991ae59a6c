import Foundation
import QuizPlatform
import Synchronization

/// A clock the test moves by hand: caches and tokens that expire are tested
/// without waiting.
final class ManualClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = Mutex(start) }

    var clock: WallClock { WallClock { [self] in current.withLock { $0 } } }

    func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }

    func advance(hours: Double) { advance(by: hours * 3600) }
}
