import FoundationEssentials

/// The UTC days on which a daily challenge was first played, in the order
/// they were recorded; in statistics.json, their texts ("2026-11-22").
///
/// Each text quizctl writes is kept as its day number: `quizctl stats`
/// reads them all at every start and counts the streak back from today,
/// which as strings meant a thousand strings made, hashed and formatted.
/// A text that names no day exactly (a history edited by hand) is kept as
/// it is, written back as it was read, and never counts for the streak,
/// as no day's text equals it.
public struct DailyDays: Sendable, Hashable {
    enum Entry: Sendable, Hashable {
        case day(UTCDay)
        case other(String)

        init(_ text: String) {
            self = UTCDay(isoText: text).map(Entry.day) ?? .other(text)
        }

        var text: String {
            switch self {
            case .day(let day): day.isoText
            case .other(let text): text
            }
        }
    }

    private(set) var entries: [Entry] = []

    public init() {}

    /// The days as read, each one kept, in their order.
    public init(_ texts: [String]) {
        entries = texts.map(Entry.init)
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The texts, in the order they were recorded.
    public var texts: [String] { entries.map(\.text) }

    public var count: Int { entries.count }

    /// Records the day of a daily challenge ("2026-11-22"), unless it is already recorded.
    public mutating func insert(_ text: String) {
        let entry = Entry(text)
        if !entries.contains(entry) { entries.append(entry) }
    }

    /// Consecutive days with a challenge, ending on `today`, or on the day
    /// before when today has none yet: the streak lives until a whole day is missed.
    public func streak(endingOn today: UTCDay) -> Int {
        // A streak is never longer than the days recorded, so only that many
        // days back from today can count: one flag per day, no set of days.
        var played = [Bool](repeating: false, count: entries.count + 1)
        for case .day(let day) in entries {
            let back = today.number - day.number
            if back >= 0, back < played.count { played[back] = true }
        }
        let start = played[0] ? 0 : 1
        var streak = 0
        while start + streak < played.count, played[start + streak] { streak += 1 }
        return streak
    }
}

extension DailyDays: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(texts)
    }
}
