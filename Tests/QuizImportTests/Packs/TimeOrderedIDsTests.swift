import Foundation
import Testing

@testable import QuizImport
@testable import QuizPlatform

/// New question ids sort by creation, so the database's id index grows at
/// its end; they stay valid UUIDs of version 7, unique and mostly random.
@Suite struct TimeOrderedIDsTests {
    @Test func idsSortInTheOrderTheyWereMadeEvenWithinOneMillisecond() {
        var ids = TimeOrderedIDs()
        let moment = Date(timeIntervalSince1970: 1_795_000_000.5)
        let made = (0..<10_000).map { _ in ids.make(at: moment) }
        #expect(made.map(\.uuidString) == made.map(\.uuidString).sorted(), "4,096 a millisecond, then the next")
        #expect(Set(made).count == made.count)
        let later = ids.make(at: moment.addingTimeInterval(60))
        #expect(later.uuidString > made.last!.uuidString)
    }

    @Test func theyAreVersion7WithTheMillisecondsFirst() {
        var ids = TimeOrderedIDs()
        let id = ids.make(at: Date(timeIntervalSince1970: 1_795_000_000.123))
        let text = id.uuidString
        #expect(text.hasPrefix(String(format: "%08X-%04X", UInt64(1_795_000_000_123) >> 16, UInt64(1_795_000_000_123) & 0xFFFF)))
        #expect(Array(text)[14] == "7", "version 7")
        #expect("89AB".contains(Array(text)[19]), "the RFC 9562 variant")
    }

    @Test func aClockThatGoesBackStillGivesLaterIds() {
        var ids = TimeOrderedIDs()
        let first = ids.make(at: Date(timeIntervalSince1970: 2_000_000_000))
        let second = ids.make(at: Date(timeIntervalSince1970: 1_000_000_000))
        #expect(second.uuidString > first.uuidString)
    }
}
