import Foundation
import QuizPlatform
import Synchronization

/// A clock a test moves by hand.
final class ManualClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { current.withLock { $0 } }
    var wallClock: WallClock { WallClock { [self] in now } }
    func advance(_ seconds: Double) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}
